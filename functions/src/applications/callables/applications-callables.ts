import { MESSAGES } from '@careers/domain';

import { onCallable } from '../../lib/callable.ts';
import { applyToJob as applyToJobService } from '../services/apply.ts';
import { withdrawApplication as withdrawApplicationService } from '../services/withdraw.ts';

// The candidate's callables: each the same service call as its route (routes/applications-router.ts).
// Invalid answers come back per answer (`answers[2].answer`).

/**
 * `{ jobId, answers: [{ questionId, answer }] }` →
 * `{ id, jobId, message: "You've successfully applied for the job", confirmationMail }`.
 */
export const applyToJob = onCallable(
  'applyToJob',
  (input, { deps, caller }) => applyToJobService(deps, caller, input),
  { notForAdmins: MESSAGES.adminsDoNotApply },
);

/** `{ jobId }` → `{ id, jobId, message: 'Your application has been withdrawn.' }`. */
export const withdrawApplication = onCallable(
  'withdrawApplication',
  (input, { deps, caller }) => withdrawApplicationService(deps, caller, input),
  { notForAdmins: MESSAGES.onlyCandidateWithdraws },
);
