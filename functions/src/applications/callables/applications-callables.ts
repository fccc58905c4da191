import { FUNCTIONS_REGION, type ApplyToJobResult, type WithdrawApplicationResult } from '@careers/domain';
import { onCall, type CallableRequest } from 'firebase-functions/v2/https';

import { callableBody } from '../../lib/callable-errors.ts';
import { callerOfCallable as callerOf } from '../../lib/caller.ts';
import { inputObject } from '../../lib/service-error.ts';
import { defaultApplicationsDeps, type ApplicationsDeps } from '../applications-deps.ts';
import { applyToJob as applyToJobService } from '../services/apply.ts';
import { withdrawApplication as withdrawApplicationService } from '../services/withdraw.ts';

// The candidate's callables: thin, each the same service call as its route
// (routes/applications-router.ts). Errors arrive as HttpsError with per-field messages in
// `details.fields` (e.g. `answers[2].answer`).

type Request = Pick<CallableRequest, 'auth' | 'data'>;
type Deps = () => ApplicationsDeps;

/**
 * `data`: `{ jobId, answers: [{ questionId, answer }] }` →
 * `{ id, jobId, message: "You've successfully applied for the job", confirmationMail }`.
 */
export const handleApplyToJob = (
  request: Request,
  deps: Deps = defaultApplicationsDeps,
): Promise<ApplyToJobResult> =>
  callableBody(() => {
    const { jobId, answers } = inputObject(request.data);
    return applyToJobService(deps(), callerOf(request.auth), { jobId, answers });
  });

/** `data`: `{ jobId }` → `{ id, jobId, message: 'Your application has been withdrawn.' }`. */
export const handleWithdrawApplication = (
  request: Request,
  deps: Deps = defaultApplicationsDeps,
): Promise<WithdrawApplicationResult> =>
  callableBody(() =>
    withdrawApplicationService(deps(), callerOf(request.auth), { jobId: inputObject(request.data)['jobId'] }),
  );

export const applyToJob = onCall({ region: FUNCTIONS_REGION }, (request) => handleApplyToJob(request));
export const withdrawApplication = onCall({ region: FUNCTIONS_REGION }, (request) =>
  handleWithdrawApplication(request),
);
