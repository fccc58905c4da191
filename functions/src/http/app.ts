import express, { type ErrorRequestHandler } from 'express';

import { createUsersRouter } from '../accounts/routes/users-router.ts';
import { defaultAccountsDeps, type AccountsDeps } from '../accounts/services/accounts-deps.ts';
import { defaultAdminDeps, type AdminDeps } from '../admin/admin-deps.ts';
import { defaultApplicantsDeps, type ApplicantsDeps } from '../applicants/applicants-deps.ts';
import { createApplicantsRouter } from '../applicants/routes/applicants-router.ts';
import { defaultApplicationsDeps, type ApplicationsDeps } from '../applications/applications-deps.ts';
import { createTestsRouter } from '../assessments/routes/tests-router.ts';
import { createUserTestsRouter } from '../assessments/routes/user-tests-router.ts';
import { createApplicationsRouter } from '../applications/routes/applications-router.ts';
import { createPublicRouter } from '../applications/routes/public-router.ts';
import { createCatalogsRouter } from '../catalogs/routes/catalogs-router.ts';
import { healthRouter } from '../health/routes.ts';
import { createJobsRouter } from '../jobs/routes/jobs-router.ts';
import { SERVICE_ERROR_STATUS, ServiceError } from '../lib/service-error.ts';
import { defaultProfilesDeps, type ProfilesDeps } from '../profiles/profiles-deps.ts';
import { createProfilesRouter } from '../profiles/routes/profiles-router.ts';

export type ApiAppOptions = {
  /** The account services' dependencies; built from the environment on first use by default. */
  accounts?: () => AccountsDeps;
  /** The admin console's services (jobs, catalogs). */
  admin?: () => AdminDeps;
  /** Applying, the candidates' applications and the public reads. */
  applications?: () => ApplicationsDeps;
  /** The candidate's profile wizard (the `/api/users/create/...` steps). */
  profiles?: () => ProfilesDeps;
  /** The admin's applicant actions (shortlist, remarks, the send-* mails). */
  applicants?: () => ApplicantsDeps;
};

/**
 * The Express app behind the single `api` HTTPS function. Hosting rewrites `/api/**` to the
 * function, so routes are mounted under `/api`. Routers only wire a schema to a service
 * (STYLE.md); business rules live in services shared with the callables.
 */
export const createApiApp = (options: ApiAppOptions = {}) => {
  const app = express();
  app.disable('x-powered-by');
  // Behind Google's front end: the client's address is the first of X-Forwarded-For (rate limits).
  app.set('trust proxy', true);
  app.use(express.json({ limit: '1mb' }));

  app.use('/api', healthRouter);
  app.use('/api', createUsersRouter(options.accounts ?? defaultAccountsDeps));
  app.use('/api', createProfilesRouter(options.profiles ?? defaultProfilesDeps));
  app.use('/api', createJobsRouter(options.admin ?? defaultAdminDeps));
  // After the jobs router: its /admin/jobs/update/{id} and restore/{id} take precedence over the
  // spec's two-segment shortlist route /admin/jobs/{jobId}/{applicantId}.
  app.use('/api', createApplicantsRouter(options.applicants ?? defaultApplicantsDeps));
  app.use('/api', createCatalogsRouter(options.admin ?? defaultAdminDeps));
  app.use('/api', createApplicationsRouter(options.applications ?? defaultApplicationsDeps));
  app.use('/api', createPublicRouter(options.applications ?? defaultApplicationsDeps));
  app.use('/api', createTestsRouter(options.admin ?? defaultAdminDeps));
  app.use('/api', createUserTestsRouter(options.admin ?? defaultAdminDeps));

  app.use('/api', (req, res) => {
    res.status(404).json({ error: { code: 'not-found', message: `No route for ${req.method} ${req.path}` } });
  });

  const handleError: ErrorRequestHandler = (error, _req, res, _next) => {
    if (error instanceof ServiceError) {
      if (error.retryAfterSeconds) res.set('Retry-After', String(error.retryAfterSeconds));
      res.status(SERVICE_ERROR_STATUS[error.code]).json({
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        },
      });
      return;
    }
    // Malformed JSON bodies reach here from express.json(); anything else is unexpected.
    const isBadJson = error instanceof SyntaxError && 'body' in error;
    if (isBadJson) {
      res
        .status(400)
        .json({ error: { code: 'invalid-argument', message: 'The request body is not valid JSON.' } });
      return;
    }
    console.error(error);
    res.status(500).json({ error: { code: 'internal', message: 'Something went wrong' } });
  };
  app.use(handleError);

  return app;
};
