import { onCall, type CallableRequest } from 'firebase-functions/v2/https';

import { adminCallableOptions } from '../../admin/callable-options.ts';
import { adminActorOfCallable } from '../../admin/require-admin.ts';
import { callableBody } from '../../lib/callable-errors.ts';
import { defaultMailer } from '../mailer.ts';
import type { OutboxMailer } from '../services/send-mail.ts';
import { retryMail as retry } from '../services/retry-mail.ts';

type Request = Pick<CallableRequest, 'auth' | 'data'>;

/** The mail log's Retry, admins only: `{ mailId }` → `{ id, status }`. */
export const handleRetryMail = (request: Request, mailer: () => OutboxMailer = defaultMailer) =>
  callableBody(() => {
    adminActorOfCallable(request.auth);
    return retry({ mailer: mailer() }, request.data);
  });

export const retryMail = onCall(adminCallableOptions, (request) => handleRetryMail(request));
