import { FUNCTIONS_REGION } from '@careers/domain';
import { onRequest } from 'firebase-functions/v2/https';
import { createApiApp } from './app.ts';

export const api = onRequest({ region: FUNCTIONS_REGION, cors: true }, createApiApp());
