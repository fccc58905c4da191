import { CALLABLE_CODE_STATUS } from '@careers/domain/callables';
import express, { type ErrorRequestHandler } from 'express';

import { createUsersRouter } from '../accounts/routes/users-router.ts';
import { createApplicantsRouter } from '../applicants/routes/applicants-router.ts';
import { createApplicationsRouter } from '../applications/routes/applications-router.ts';
import { createTestsRouter } from '../assessments/routes/tests-router.ts';
import { createUserTestsRouter } from '../assessments/routes/user-tests-router.ts';
import { createCatalogsRouter } from '../catalogs/routes/catalogs-router.ts';
import { createDataRightsRouter } from '../datarights/routes/data-rights-router.ts';
import { defaultDeps, type Deps } from '../deps.ts';
import { healthRouter } from '../health/routes.ts';
import { createInsightsRouter } from '../insights/routes/insights-router.ts';
import { createJobsRouter } from '../jobs/routes/jobs-router.ts';
import { ServiceError } from '../lib/service-error.ts';
import { createProfilesRouter } from '../profiles/routes/profiles-router.ts';
import { createTeamRouter } from '../team/routes/team-router.ts';

/**
 * The Express app behind the single `api` HTTPS function. Hosting rewrites `/api/**` to the
 * function, so routes are mounted under `/api`. Routers only wire a schema to a service
 * (STYLE.md); business rules live in services shared with the callables.
 */
export const createApiApp = (deps: () => Deps = defaultDeps) => {
  const app = express();
  app.disable('x-powered-by');
  // Behind Google's front end: the client's address is the first of X-Forwarded-For (rate limits).
  app.set('trust proxy', true);
  app.use(express.json({ limit: '1mb' }));
  app.use('/api', healthRouter);
  // Before the users router: DELETE /users/{id} and GET /users/{id}/export are the data rights'.
  app.use('/api', createDataRightsRouter(deps));
  app.use('/api', createUsersRouter(deps));
  app.use('/api', createProfilesRouter(deps));
  app.use('/api', createJobsRouter(deps));
  // After the jobs router: its /admin/jobs/update/{id} and restore/{id} take precedence over the
  // spec's two-segment shortlist route /admin/jobs/{jobId}/{applicantId}.
  app.use('/api', createApplicantsRouter(deps));
  app.use('/api', createCatalogsRouter(deps));
  app.use('/api', createApplicationsRouter(deps));
  app.use('/api', createTestsRouter(deps));
  app.use('/api', createUserTestsRouter(deps));
  app.use('/api', createTeamRouter(deps));
  app.use('/api', createInsightsRouter(deps));
  app.use('/api', (req, res) => {
    res.status(404).json({
      error: { code: 'not-found', reason: 'not-found', message: `No route for ${req.method} ${req.path}` },
    });
  });

  const handleError: ErrorRequestHandler = (error, _req, res, _next) => {
    if (error instanceof ServiceError) {
      if (error.retryAfterSeconds) res.set('Retry-After', String(error.retryAfterSeconds));
      res.status(CALLABLE_CODE_STATUS[error.code]).json({
        error: {
          code: error.code,
          reason: error.reason,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        },
      });
      return;
    }
    // Malformed JSON bodies reach here from express.json(); anything else is unexpected.
    const isBadJson = error instanceof SyntaxError && 'body' in error;
    if (isBadJson) {
      res.status(400).json({
        error: {
          code: 'invalid-argument',
          reason: 'invalid-input',
          message: 'The request body is not valid JSON.',
        },
      });
      return;
    }
    console.error(error);
    res.status(500).json({ error: { code: 'internal', message: 'Something went wrong' } });
  };
  app.use(handleError);

  return app;
};
