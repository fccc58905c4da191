// The profiles capability's deployed functions (src/index.ts exports them): each trigger loads its
// module on its instance's first call, so a cold start loads only that function's code
// (lib/triggers.ts).
import { callableTrigger, scheduleTrigger } from '../lib/triggers.ts';

const profileCallables = () => import('./callables/profile-callables.ts');

export const attachProfileFile = callableTrigger('attachProfileFile', profileCallables);
export const savePersonalDetails = callableTrigger('savePersonalDetails', profileCallables);
export const saveEducationAndCareer = callableTrigger('saveEducationAndCareer', profileCallables);
export const acceptPrivacyPolicy = callableTrigger('acceptPrivacyPolicy', profileCallables);
export const submitProfile = callableTrigger('submitProfile', profileCallables);
export const sweepUnattachedUploads = scheduleTrigger(
  { schedule: 'every 24 hours' },
  async () => (await import('./scheduled/sweep-unattached-uploads.ts')).sweepUnattachedUploads,
);
