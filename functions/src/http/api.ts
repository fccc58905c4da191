import { requestTrigger, type RequestTrigger } from '../lib/triggers.ts';

/** The `/api/...` routes: the Express app (./app.ts), loaded on the instance's first request. */
export const api: RequestTrigger = requestTrigger({ cors: true }, async () =>
  (await import('./app.ts')).createApiApp(),
);
