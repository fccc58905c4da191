import express, { type ErrorRequestHandler } from 'express';
import { healthRouter } from '../health/routes.ts';

/**
 * The Express app behind the single `api` HTTPS function. Hosting rewrites `/api/**` to the
 * function, so routes are mounted under `/api`. Routers only wire a schema to a service
 * (STYLE.md); business rules live in services shared with the callables.
 */
export const createApiApp = () => {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '1mb' }));

  app.use('/api', healthRouter);

  app.use('/api', (req, res) => {
    res.status(404).json({ error: { code: 'not-found', message: `No route for ${req.method} ${req.path}` } });
  });

  const handleError: ErrorRequestHandler = (error, _req, res, _next) => {
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
