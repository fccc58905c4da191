import { FUNCTIONS_REGION, type SendPasswordResetEmailResult } from '@careers/domain';
import { onCall, type CallableRequest } from 'firebase-functions/v2/https';

import { callableBody } from '../../lib/callable-errors.ts';
import { defaultAccountsDeps, type AccountsDeps } from '../services/accounts-deps.ts';
import { requestPasswordReset } from '../services/request-password-reset.ts';

export const handleSendPasswordResetEmail = async (
  request: Pick<CallableRequest, 'data' | 'rawRequest'>,
  deps: () => AccountsDeps = defaultAccountsDeps,
): Promise<SendPasswordResetEmailResult> =>
  callableBody(() => requestPasswordReset(deps(), request.data, { ip: request.rawRequest.ip ?? null }));

/**
 * Unauthenticated: `{ email }` → mails a link to /reset/{code} when the account exists; the same
 * answer either way. Rate-limited per address and per client IP.
 */
export const sendPasswordResetEmail = onCall({ region: FUNCTIONS_REGION }, (request) =>
  handleSendPasswordResetEmail(request),
);
