import { Router } from 'express';

/** Liveness probe for the API: answers without touching Firestore so it stays cheap. */
export const healthRouter = Router();

healthRouter.get('/health', (_req, res) => {
  res.json({ status: 'ok', service: 'careers-api', time: new Date().toISOString() });
});
