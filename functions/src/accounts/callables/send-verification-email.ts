import { FUNCTIONS_REGION, MESSAGES, type SendVerificationEmailResult } from '@careers/domain';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';

import { callableBody } from '../../lib/callable-errors.ts';
import { defaultAccountsDeps, type AccountsDeps } from '../services/accounts-deps.ts';
import { sendVerificationEmail as sendVerificationEmailService } from '../services/send-verification-email.ts';

/** The callable's body; `deps` is a parameter so tests run it against the emulators. */
export const handleSendVerificationEmail = async (
  request: Pick<CallableRequest, 'auth'>,
  deps: () => AccountsDeps = defaultAccountsDeps,
): Promise<SendVerificationEmailResult> =>
  callableBody(async () => {
    if (!request.auth) throw new HttpsError('unauthenticated', MESSAGES.signInRequired);
    const { sentTo } = await sendVerificationEmailService(deps(), { uid: request.auth.uid });
    return { sentTo };
  });

/** Signed-in caller: mails their own account a link to /confirm/{code}. No input. */
export const sendVerificationEmail = onCall({ region: FUNCTIONS_REGION }, (request) =>
  handleSendVerificationEmail(request),
);
