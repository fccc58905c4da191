import { MESSAGES, resetPasswordRequestSchema, validateInput } from '@careers/domain';

import { inputObject, invalidInput } from '../../lib/service-error.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { fromIdentityToolkitError } from './identity-errors.ts';

/** Spec: POST /api/users/reset/ with password, confirm and the emailed token. */
export const resetPassword = async (
  deps: AccountsDeps,
  input: unknown,
): Promise<{ email: string; message: string }> => {
  const validation = await validateInput(resetPasswordRequestSchema, inputObject(input));
  if (!validation.ok) throw invalidInput(validation.errors);
  const { token, password } = validation.value;
  try {
    const { email } = await deps.identityToolkit.resetPassword(token, password);
    return { email, message: MESSAGES.passwordReset };
  } catch (error) {
    throw fromIdentityToolkitError(error, 'token');
  }
};
