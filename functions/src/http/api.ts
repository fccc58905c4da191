import { onRequest } from 'firebase-functions/v2/https';
import { createApiApp } from './app.ts';

export const api = onRequest({ region: 'us-central1', cors: true }, createApiApp());
