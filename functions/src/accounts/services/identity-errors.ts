import { MESSAGES } from '@careers/domain';

import { ServiceError } from '../../lib/service-error.ts';
import { IdentityToolkitError } from '../repositories/identity-toolkit.ts';

/**
 * Firebase's reasons for refusing an emailed code or a new password, as our errors: the code's
 * problems on `codeField`, the password's on `password`.
 */
export const fromIdentityToolkitError = (error: unknown, codeField: string): unknown => {
  if (!(error instanceof IdentityToolkitError)) return error;
  switch (error.reason) {
    case 'EXPIRED_OOB_CODE':
      return new ServiceError('invalid-argument', MESSAGES.linkExpired, {
        fields: { [codeField]: MESSAGES.linkExpired },
      });
    case 'INVALID_OOB_CODE':
      return new ServiceError('invalid-argument', MESSAGES.linkInvalid, {
        fields: { [codeField]: MESSAGES.linkInvalid },
      });
    case 'WEAK_PASSWORD':
      return new ServiceError('invalid-argument', MESSAGES.weakPassword, {
        fields: { password: MESSAGES.weakPassword },
      });
    case 'USER_DISABLED':
      return new ServiceError('permission-denied', MESSAGES.accountDisabled);
    case 'EMAIL_NOT_FOUND':
    case 'USER_NOT_FOUND':
      return new ServiceError('invalid-argument', MESSAGES.linkInvalid, {
        fields: { [codeField]: MESSAGES.linkInvalid },
      });
    case 'TOO_MANY_ATTEMPTS_TRY_LATER':
      return new ServiceError('resource-exhausted', MESSAGES.tooManyAttempts);
    default:
      return error;
  }
};
