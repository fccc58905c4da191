// The profiles capability as the others use it: `profiles/{uid}` is read and written through here
// (registration creates it, applying freezes it). Its callables and routes are wired by
// src/index.ts and http/app.ts.
export {
  consentToVersion,
  profileDocument,
  readConsents,
  typedProfileDocument,
} from './repositories/profile-repository.ts';
export { deleteProfileAndFiles } from './services/erase-profile.ts';
