import { onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';

import { adminCallableOptions } from '../../admin/callable-options.ts';
import { adminActorOfCallable } from '../../admin/require-admin.ts';
import { callableBody } from '../../lib/callable-errors.ts';
import { defaultApplicantsDeps, type ApplicantsDeps } from '../applicants-deps.ts';
import * as actions from '../services/applicant-actions.ts';
import * as review from '../services/applicant-review.ts';
import * as downloads from '../services/cv-downloads.ts';
import * as remarks from '../services/remarks.ts';
import * as removal from '../services/remove-applicant.ts';
import * as decision from '../services/top-candidates.ts';

// The applicants callables (their requests and answers: functions/README.md): thin,
// admin-only ('unauthenticated' signed out, 'permission-denied' for a candidate), each the same
// service call as its route. `data` is validated by the domain's schemas (schemas/applicants.ts);
// errors arrive as HttpsError with per-field messages in `details.fields`.

type Request = Pick<CallableRequest, 'auth' | 'data'>;
type Deps = () => ApplicantsDeps;
type AdminService<T> = (
  deps: ApplicantsDeps,
  actor: ReturnType<typeof adminActorOfCallable>,
  input: unknown,
) => Promise<T>;

const asAdmin =
  <T>(service: AdminService<T>) =>
  (request: Request, deps: Deps = defaultApplicantsDeps) =>
    callableBody(() => {
      const actor = adminActorOfCallable(request.auth);
      return service(deps(), actor, request.data);
    });

/** `{ jobId, applicationIds }` → ApplicantsActionResult. */
export const handleShortlistApplicants = asAdmin(actions.shortlistApplicants);
/** `{ jobId, applicationIds }` → ApplicantsActionResult ('Mail has been Sent.'). */
export const handleInviteApplicantsToTest = asAdmin(actions.inviteApplicantsToTest);
/** `{ jobId, applicationIds, date, time, place, note }` → ApplicantsActionResult. */
export const handleInviteApplicantsToInterview = asAdmin(actions.inviteApplicantsToInterview);
/** `{ jobId, applicationIds, subject, body }` → ApplicantsActionResult. */
export const handleEmailApplicants = asAdmin(actions.emailApplicants);
/** `{ jobId, applicationIds, body }` → ApplicantsActionResult ('Mail has been Sent.'). */
export const handleRejectApplicants = asAdmin(actions.rejectApplicants);
/** `{ jobId, applicationId }` → `{ id, status: 'removed' }`. */
export const handleRemoveApplicant = asAdmin(removal.removeApplicant);
/** `{ jobId }` (closed job) → `{ selected, notSelected }`. */
export const handleMarkTopCandidates = asAdmin(decision.markTopCandidates);
/** `{ applicationId, remarks }` → `{ remarks: RemarkEntry[] }`. */
export const handleSaveRemarks = asAdmin(remarks.saveRemarks);
/** `{ jobId, applicationIds, archive, missing? }` → `{ recorded }`. */
export const handleRecordCvDownloads = asAdmin(downloads.recordCvDownloads);
/** `{ jobId }` → `{ downloads }`, newest first. */
export const handleListCvDownloads = asAdmin((deps, _actor, input) => downloads.listCvDownloads(deps, input));
/** `{ applicationId }` → ApplicantReview. */
export const handleGetApplicantReview = asAdmin((deps, _actor, input) =>
  review.getApplicantReview(deps, input),
);

/**
 * The batch actions write and mail up to 500 applicants (top candidates: every applicant of the
 * job): time for the transactions and the deliveries.
 */
const batchOptions: CallableOptions = { ...adminCallableOptions, timeoutSeconds: 300 };

export const shortlistApplicants = onCall(batchOptions, (request) => handleShortlistApplicants(request));
export const inviteApplicantsToTest = onCall(batchOptions, (request) =>
  handleInviteApplicantsToTest(request),
);
export const inviteApplicantsToInterview = onCall(batchOptions, (request) =>
  handleInviteApplicantsToInterview(request),
);
export const emailApplicants = onCall(batchOptions, (request) => handleEmailApplicants(request));
export const rejectApplicants = onCall(batchOptions, (request) => handleRejectApplicants(request));
export const removeApplicant = onCall(adminCallableOptions, (request) => handleRemoveApplicant(request));
export const markTopCandidates = onCall(batchOptions, (request) => handleMarkTopCandidates(request));
export const saveRemarks = onCall(adminCallableOptions, (request) => handleSaveRemarks(request));
export const recordCvDownloads = onCall(adminCallableOptions, (request) => handleRecordCvDownloads(request));
export const listCvDownloads = onCall(adminCallableOptions, (request) => handleListCvDownloads(request));
export const getApplicantReview = onCall(adminCallableOptions, (request) =>
  handleGetApplicantReview(request),
);
