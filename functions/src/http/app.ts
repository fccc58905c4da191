import express, { type ErrorRequestHandler } from 'express';

import { createUsersRouter } from '../accounts/routes/users-router.ts';
import { defaultAccountsDeps, type AccountsDeps } from '../accounts/services/accounts-deps.ts';
import { healthRouter } from '../health/routes.ts';
import { SERVICE_ERROR_STATUS, ServiceError } from '../lib/service-error.ts';

export type ApiAppOptions = {
  /** The account services' dependencies; built from the environment on first use by default. */
  accounts?: () => AccountsDeps;
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
