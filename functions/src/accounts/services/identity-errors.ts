import { MESSAGES } from '@careers/domain';

import { refuse } from '../../lib/service-error.ts';
import { IdentityToolkitError } from '../repositories/identity-toolkit.ts';

/**
 * Firebase's reasons for refusing an emailed code or a new password, as our errors: the code's
 * problems on `codeField`, the password's on `password`.
 */
export const fromIdentityToolkitError = (error: unknown, codeField: string): unknown => {
  if (!(error instanceof IdentityToolkitError)) return error;
  switch (error.reason) {
    case 'EXPIRED_OOB_CODE':
      return refuse('link-expired', MESSAGES.linkExpired, {
        fields: { [codeField]: MESSAGES.linkExpired },
      });
    case 'INVALID_OOB_CODE':
      return refuse('link-invalid', MESSAGES.linkInvalid, {
        fields: { [codeField]: MESSAGES.linkInvalid },
      });
    case 'WEAK_PASSWORD':
      return refuse('invalid-input', MESSAGES.weakPassword, {
        fields: { password: MESSAGES.weakPassword },
      });
    case 'USER_DISABLED':
      return refuse('account-disabled', MESSAGES.accountDisabled);
    case 'EMAIL_NOT_FOUND':
    case 'USER_NOT_FOUND':
      return refuse('link-invalid', MESSAGES.linkInvalid, {
        fields: { [codeField]: MESSAGES.linkInvalid },
      });
    case 'TOO_MANY_ATTEMPTS_TRY_LATER':
      return refuse('rate-limited', MESSAGES.tooManyAttempts);
    default:
      return error;
  }
};
