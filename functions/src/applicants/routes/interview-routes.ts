import {
  cancelInterviewSchema,
  recordInterviewOutcomeSchema,
  scheduleInterviewSchema,
  type InterviewResult,
} from '@careers/domain';
import type { RequestHandler, Router } from 'express';

import type { Deps } from '../../deps.ts';
import { callerOf, type Caller } from '../../lib/authenticate.ts';
import { parseInput, type InferInput, type InputSchema } from '../../lib/parse-input.ts';
import { inputObject } from '../../lib/service-error.ts';
import { cancelInterview, recordInterviewOutcome, scheduleInterview } from '../services/interviews.ts';
import { applicantOfPath, withFieldNames } from './applicants-api-body.ts';

// One applicant's interview (issue 20), beside the callables scheduleInterview, cancelInterview and
// recordInterviewOutcome: the path names the job and the applicant (the candidate's uid), the body
// the callable's other fields. Errors on the applicant come back on `applicantId`.

const PATH_FIELDS = { applicationId: 'applicantId' };

export const addInterviewRoutes = (router: Router, deps: () => Deps, admin: RequestHandler[]): void => {
  const route = <Schema extends InputSchema>(
    path: string,
    schema: Schema,
    service: (deps: Deps, actor: Caller, input: InferInput<Schema>) => Promise<InterviewResult>,
  ) => {
    router.post(path, ...admin, async (req, res) => {
      const sent = { ...inputObject(req.body), applicationId: applicantOfPath(req.params) };
      res.json(
        await withFieldNames(PATH_FIELDS, async () =>
          service(deps(), callerOf(res), await parseInput(schema, sent)),
        ),
      );
    });
  };
  // date, time, durationMinutes?, place, videoLink?, interviewers?, note?: schedules or reschedules.
  route('/admin/jobs/interview/:jobId/:applicantId', scheduleInterviewSchema, scheduleInterview);
  // note?: cancels the scheduled interview.
  route('/admin/jobs/interview/:jobId/:applicantId/cancel', cancelInterviewSchema, cancelInterview);
  // attendance ('attended' | 'no-show'), score? (1–5, attended only), notes?.
  route(
    '/admin/jobs/interview/:jobId/:applicantId/outcome',
    recordInterviewOutcomeSchema,
    recordInterviewOutcome,
  );
};
