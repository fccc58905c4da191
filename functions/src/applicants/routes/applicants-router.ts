import {
  applicantOfJobSchema,
  applicantReviewSchema,
  applicantsSelectionSchema,
  decideApplicantsSchema,
  emailApplicantsSchema,
  inviteToInterviewSchema,
  rejectApplicantsSchema,
  saveRemarksSchema,
  undoNotSelectedSchema,
  type ApplicantsActionResult,
} from '@careers/domain';
import { Router } from 'express';

import type { Deps } from '../../deps.ts';
import { callerOf, requireAdmin, type Caller } from '../../lib/authenticate.ts';
import { parseInput, type InferInput, type InputSchema } from '../../lib/parse-input.ts';
import { refuse } from '../../lib/service-error.ts';
import * as actions from '../services/applicant-actions.ts';
import * as decisions from '../services/decisions.ts';
import { getApplicantReview } from '../services/applicant-review.ts';
import { saveRemarks } from '../services/remarks.ts';
import { removeApplicant } from '../services/remove-applicant.ts';
import { applicantOfPath, pathParam, selectionFromApiBody, withFieldNames } from './applicants-api-body.ts';
import { addInterviewRoutes } from './interview-routes.ts';

/** A path's one applicant: its errors are reported on `applicantId`. */
const PATH_FIELDS = { applicationId: 'applicantId', 'applicationIds[0]': 'applicantId' };

/** A route that acts on one applicant answers 412 with the reason when it was left alone. */
const requireUpdated = (result: ApplicantsActionResult): ApplicantsActionResult => {
  const [skipped] = result.skipped;
  if (result.updated.length === 0 && skipped) throw refuse('applicant-not-eligible', skipped.reason);
  return result;
};

/**
 * The applicant routes of spec section 7, on the same services as the callables. All need an
 * admin's ID token: 401 without one, 403 for anyone else — the send-* routes too, although the spec
 * lists them under /public (docs/spec-departures.md: anyone could otherwise mail anyone from our
 * domain). `{applicantId}` in a path is the candidate's uid (spec: applicants are users). Errors:
 * 400 with per-field messages, 404 for an unknown job or applicant, 412 for a refused change.
 */
export const createApplicantsRouter = (deps: () => Deps): Router => {
  const router = Router();
  const admin = requireAdmin(deps);

  router.post('/admin/jobs/remove-applicant/:jobId/:applicantId', ...admin, async (req, res) => {
    const sent = { jobId: pathParam(req.params, 'jobId'), applicationId: applicantOfPath(req.params) };
    res.json(
      await withFieldNames(PATH_FIELDS, async () =>
        removeApplicant(deps(), callerOf(res), await parseInput(applicantOfJobSchema, sent)),
      ),
    );
  });

  // The spec's user-job-qa: the application with its answers and remarks, as the review page reads it.
  router.get('/admin/jobs/user-job-qa/:jobId/:applicantId', ...admin, async (req, res) => {
    const sent = { applicationId: applicantOfPath(req.params) };
    res.json(
      await withFieldNames(PATH_FIELDS, async () =>
        getApplicantReview(deps(), await parseInput(applicantReviewSchema, sent)),
      ),
    );
  });

  router.post('/admin/jobs/save-remarks/:jobId/:applicantId', ...admin, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const sent = { applicationId: applicantOfPath(req.params), remarks: body['remarks'] };
    res.json(
      await withFieldNames(PATH_FIELDS, async () =>
        saveRemarks(deps(), callerOf(res), await parseInput(saveRemarksSchema, sent)),
      ),
    );
  });

  addInterviewRoutes(router, deps, admin);

  // Shortlist one applicant (spec: POST /api/admin/jobs/{id}/{id}).
  router.post('/admin/jobs/:jobId/:applicantId', ...admin, async (req, res) => {
    const sent = { jobId: pathParam(req.params, 'jobId'), applicationIds: [applicantOfPath(req.params)] };
    const result = await withFieldNames(PATH_FIELDS, async () =>
      actions.shortlistApplicants(deps(), callerOf(res), await parseInput(applicantsSelectionSchema, sent)),
    );
    res.json(requireUpdated(result));
  });

  const sendRoute = <Schema extends InputSchema>(
    path: string,
    schema: Schema,
    service: (deps: Deps, actor: Caller, input: InferInput<Schema>) => Promise<ApplicantsActionResult>,
  ) => {
    router.post(path, ...admin, async (req, res) => {
      const { input, fieldNames } = selectionFromApiBody(req.body);
      res.json(
        await withFieldNames(fieldNames, async () =>
          service(deps(), callerOf(res), await parseInput(schema, input)),
        ),
      );
    });
  };
  // body, emails, job, applicantIds (spec); the mail goes to each application's own address.
  sendRoute('/public/send-rejection-email', rejectApplicantsSchema, actions.rejectApplicants);
  // job, applicantIds, subject, body.
  sendRoute('/public/send-email', emailApplicantsSchema, actions.emailApplicants);
  // job, applicantIds: the invitation to the job's test.
  sendRoute('/public/send-test-email', applicantsSelectionSchema, actions.inviteApplicantsToTest);
  // job, applicantIds, date, time, durationMinutes?, place, videoLink?, interviewers?, note?.
  sendRoute('/public/send-interview-email', inviteToInterviewSchema, actions.inviteApplicantsToInterview);
  // job, applicantIds: the CV-submitted mail again.
  sendRoute('/public/send-CvSubmit-email', applicantsSelectionSchema, actions.resendCvSubmittedMail);

  // The per-person decisions (issue 20): `{ ids, sendMail }` (undo: `{ ids }`), ids the application
  // ids as the callables take them.
  const decisionRoute = <Schema extends InputSchema>(
    name: string,
    schema: Schema,
    service: (deps: Deps, actor: Caller, input: InferInput<Schema>) => Promise<ApplicantsActionResult>,
  ) => {
    router.post(`/admin/jobs/decisions/:jobId/${name}`, ...admin, async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const sent = { ...body, jobId: pathParam(req.params, 'jobId') };
      res.json(await service(deps(), callerOf(res), await parseInput(schema, sent)));
    });
  };
  decisionRoute('select', decideApplicantsSchema, decisions.selectApplicants);
  decisionRoute('not-selected', decideApplicantsSchema, decisions.markApplicantsNotSelected);
  decisionRoute('undo-not-selected', undoNotSelectedSchema, decisions.undoNotSelected);

  return router;
};
