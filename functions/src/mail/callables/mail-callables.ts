import { onCallable } from '../../lib/callable.ts';
import { retryMail as retry } from '../services/retry-mail.ts';

/** The mail log's Retry, admins only: `{ mailId }` → `{ id, status }`. */
export const retryMail = onCallable('retryMail', (input, { deps }) => retry(deps, input));
