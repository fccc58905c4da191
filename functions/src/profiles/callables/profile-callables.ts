import { MESSAGES } from '@careers/domain';

import { onCallable, type CallableOptions } from '../../lib/callable.ts';
import { acceptPrivacyPolicy as acceptPrivacyPolicyService } from '../services/accept-privacy-policy.ts';
import { attachProfileFile as attachProfileFileService } from '../services/attach-profile-file.ts';
import { saveEducationAndCareer as saveEducationAndCareerService } from '../services/save-education-and-career.ts';
import {
  missingResume,
  savePersonalDetails as savePersonalDetailsService,
} from '../services/save-personal-details.ts';
import { submitProfile as submitProfileService } from '../services/submit-profile.ts';

// The profile wizard's callables (candidates): each the same service as its
// `/api/users/create/...` route. Refusals: 'invalid-input' with per-field messages (`resume`,
// `phoneNumber`, `career[0].description`…), 'not-yours' for another account's email or folder,
// 'profile-incomplete' when Submit finds a step incomplete.

const wizard: CallableOptions = { notForAdmins: MESSAGES.profileForCandidatesOnly };

/** `{ kind: 'resume' | 'avatar', path, fileName }` → `{ kind, file, completeness }`. */
export const attachProfileFile = onCallable(
  'attachProfileFile',
  (input, { deps, caller }) => attachProfileFileService(deps, caller, input),
  wizard,
);

/**
 * `{ firstName, middleName, lastName, email, phoneNumber, city, address }` →
 * `{ completeness, resume, avatar }`; the CV must have been attached first.
 */
export const savePersonalDetails = onCallable(
  'savePersonalDetails',
  (input, { deps, caller }) => savePersonalDetailsService(deps, caller, input),
  { ...wizard, alsoCheck: ({ deps, caller }) => missingResume(deps, caller.uid) },
);

/** `{ email, totalExperience, education: [...], career: [...] }` → `{ completeness }`. */
export const saveEducationAndCareer = onCallable(
  'saveEducationAndCareer',
  (input, { deps, caller }) => saveEducationAndCareerService(deps, caller, input),
  wizard,
);

/** `{ email, termsAndConditions: true }` → `{ completeness, privacyPolicyVersion, termsAcceptedAt }`. */
export const acceptPrivacyPolicy = onCallable(
  'acceptPrivacyPolicy',
  (input, { deps, caller }) => acceptPrivacyPolicyService(deps, caller, input),
  wizard,
);

/**
 * No input → `{ next: 'employment-questions', jobId, source, redirectTo }` or
 * `{ next: 'careers', message, redirectTo: '/careers' }`.
 */
export const submitProfile = onCallable(
  'submitProfile',
  (_input, { deps, caller }) => submitProfileService(deps, caller),
  wizard,
);
