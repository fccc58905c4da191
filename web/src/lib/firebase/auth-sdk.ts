// What the app uses of the Auth SDK, with the app's one Auth instance (./auth.ts). Feature `api/`
// modules import these instead of 'firebase/auth', so the SDK has a single entry point (the lint
// rule in eslint.config.js keeps it that way). Named re-exports only, so the bundle keeps just these.
export {
  applyActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  getIdTokenResult,
  reauthenticateWithCredential,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  updateProfile,
  verifyPasswordResetCode,
} from 'firebase/auth';
export { auth } from './auth';
