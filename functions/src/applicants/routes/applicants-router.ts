import type { ApplicantsActionResult } from '@careers/domain';
import { Router } from 'express';

import { adminActorOf, requireAdmin } from '../../admin/require-admin.ts';
import { ServiceError } from '../../lib/service-error.ts';
import type { ApplicantsDeps } from '../applicants-deps.ts';
import * as actions from '../services/applicant-actions.ts';
import { getApplicantReview } from '../services/applicant-review.ts';
import { saveRemarks } from '../services/remarks.ts';
import { removeApplicant } from '../services/remove-applicant.ts';
import { applicantOfPath, pathParam, selectionFromApiBody, withFieldNames } from './applicants-api-body.ts';

/** A path's one applicant: its errors are reported on `applicantId`. */
const PATH_FIELDS = { applicationId: 'applicantId', 'applicationIds[0]': 'applicantId' };

/** A route that acts on one applicant answers 412 with the reason when it was left alone. */
const requireUpdated = (result: ApplicantsActionResult): ApplicantsActionResult => {
  const [skipped] = result.skipped;
  if (result.updated.length === 0 && skipped) throw new ServiceError('failed-precondition', skipped.reason);
  return result;
};

/**
 * The applicant routes of spec section 7, on the same services as the callables. All need an
 * admin's ID token: 401 without one, 403 for anyone else — the send-* routes too, although the spec
 * lists them under /public (docs/spec-departures.md: anyone could otherwise mail anyone from our
 * domain). `{applicantId}` in a path is the candidate's uid (spec: applicants are users). Errors:
 * 400 with per-field messages, 404 for an unknown job or applicant, 412 for a refused change.
 */
export const createApplicantsRouter = (deps: () => ApplicantsDeps): Router => {
  const router = Router();
  const admin = requireAdmin(() => deps().auth);

  router.post('/admin/jobs/remove-applicant/:jobId/:applicantId', ...admin, async (req, res) => {
    const input = { jobId: pathParam(req.params, 'jobId'), applicationId: applicantOfPath(req.params) };
    res.json(await withFieldNames(PATH_FIELDS, () => removeApplicant(deps(), adminActorOf(res), input)));
  });

  // The spec's user-job-qa: the application with its answers and remarks, as the review page reads it.
  router.get('/admin/jobs/user-job-qa/:jobId/:applicantId', ...admin, async (req, res) => {
    const input = { applicationId: applicantOfPath(req.params) };
    res.json(await withFieldNames(PATH_FIELDS, () => getApplicantReview(deps(), input)));
  });

  router.post('/admin/jobs/save-remarks/:jobId/:applicantId', ...admin, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const input = { applicationId: applicantOfPath(req.params), remarks: body['remarks'] };
    res.json(await withFieldNames(PATH_FIELDS, () => saveRemarks(deps(), adminActorOf(res), input)));
  });

  // Shortlist one applicant (spec: POST /api/admin/jobs/{id}/{id}).
  router.post('/admin/jobs/:jobId/:applicantId', ...admin, async (req, res) => {
    const input = { jobId: pathParam(req.params, 'jobId'), applicationIds: [applicantOfPath(req.params)] };
    const result = await withFieldNames(PATH_FIELDS, () =>
      actions.shortlistApplicants(deps(), adminActorOf(res), input),
    );
    res.json(requireUpdated(result));
  });

  const sendRoute = (path: string, service: typeof actions.rejectApplicants) => {
    router.post(path, ...admin, async (req, res) => {
      const { input, fieldNames } = selectionFromApiBody(req.body);
      res.json(await withFieldNames(fieldNames, () => service(deps(), adminActorOf(res), input)));
    });
  };
  // body, emails, job, applicantIds (spec); the mail goes to each application's own address.
  sendRoute('/public/send-rejection-email', actions.rejectApplicants);
  // job, applicantIds, subject, body.
  sendRoute('/public/send-email', actions.emailApplicants);
  // job, applicantIds: the invitation to the job's test.
  sendRoute('/public/send-test-email', actions.inviteApplicantsToTest);
  // job, applicantIds: the CV-submitted mail again.
  sendRoute('/public/send-CvSubmit-email', actions.resendCvSubmittedMail);

  return router;
};
