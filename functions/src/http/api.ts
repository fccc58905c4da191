import { ERASURE_ID_KEY } from '../config/env.ts';
import { requestTrigger, type RequestTrigger } from '../lib/triggers.ts';

/**
 * The `/api/...` routes: the Express app (./app.ts), loaded on the instance's first request. It
 * erases (`DELETE /api/users/{id}`), so it reads the erasure records' key.
 */
export const api: RequestTrigger = requestTrigger({ cors: true, secrets: [ERASURE_ID_KEY] }, async () =>
  (await import('./app.ts')).createApiApp(),
);
