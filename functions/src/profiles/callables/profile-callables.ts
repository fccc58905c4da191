import { FUNCTIONS_REGION } from '@careers/domain';
import { onCall, type CallableRequest } from 'firebase-functions/v2/https';

import { callableBody } from '../../lib/callable-errors.ts';
import { callerOfCallable as callerOf } from '../../lib/caller.ts';

import { defaultProfilesDeps, type ProfilesDeps } from '../profiles-deps.ts';
import { acceptPrivacyPolicy as acceptPrivacyPolicyService } from '../services/accept-privacy-policy.ts';
import { attachProfileFile as attachProfileFileService } from '../services/attach-profile-file.ts';
import { saveEducationAndCareer as saveEducationAndCareerService } from '../services/save-education-and-career.ts';
import { savePersonalDetails as savePersonalDetailsService } from '../services/save-personal-details.ts';
import { submitProfile as submitProfileService } from '../services/submit-profile.ts';

// The profile wizard's callables (web app): each the same service as its `/api/users/create/...`
// route. Errors arrive as HttpsError: 'invalid-argument' with per-field messages in
// `details.fields` (`resume`, `phoneNumber`, `career[0].description`…), 'permission-denied' for
// another account's email or folder, 'failed-precondition' when Submit finds a step incomplete.

type Request = Pick<CallableRequest, 'auth' | 'data'>;
type Deps = () => ProfilesDeps;

/** `{ kind: 'resume' | 'avatar', path, fileName }` → `{ kind, file, completeness }`. */
export const handleAttachProfileFile = (request: Request, deps: Deps = defaultProfilesDeps) =>
  callableBody(() => attachProfileFileService(deps(), callerOf(request.auth), request.data));

/**
 * `{ firstName, middleName, lastName, email, phoneNumber, city, address }` →
 * `{ completeness, resume, avatar }`; the CV must have been attached first.
 */
export const handleSavePersonalDetails = (request: Request, deps: Deps = defaultProfilesDeps) =>
  callableBody(() => savePersonalDetailsService(deps(), callerOf(request.auth), request.data));

/** `{ email, totalExperience, education: [...], career: [...] }` → `{ completeness }`. */
export const handleSaveEducationAndCareer = (request: Request, deps: Deps = defaultProfilesDeps) =>
  callableBody(() => saveEducationAndCareerService(deps(), callerOf(request.auth), request.data));

/** `{ email, termsAndConditions: true }` → `{ completeness, privacyPolicyVersion, termsAcceptedAt }`. */
export const handleAcceptPrivacyPolicy = (request: Request, deps: Deps = defaultProfilesDeps) =>
  callableBody(() => acceptPrivacyPolicyService(deps(), callerOf(request.auth), request.data));

/**
 * No input → `{ next: 'employment-questions', jobId, source, redirectTo }` or
 * `{ next: 'careers', message, redirectTo: '/careers' }`.
 */
export const handleSubmitProfile = (
  request: Pick<CallableRequest, 'auth'>,
  deps: Deps = defaultProfilesDeps,
) => callableBody(() => submitProfileService(deps(), callerOf(request.auth)));

const options = { region: FUNCTIONS_REGION };

export const attachProfileFile = onCall(options, (request) => handleAttachProfileFile(request));
export const savePersonalDetails = onCall(options, (request) => handleSavePersonalDetails(request));
export const saveEducationAndCareer = onCall(options, (request) => handleSaveEducationAndCareer(request));
export const acceptPrivacyPolicy = onCall(options, (request) => handleAcceptPrivacyPolicy(request));
export const submitProfile = onCall(options, (request) => handleSubmitProfile(request));
