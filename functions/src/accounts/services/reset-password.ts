import { MESSAGES, resetPasswordRequestSchema } from '@careers/domain';

import type { Deps } from '../../deps.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { fromIdentityToolkitError } from './identity-errors.ts';

/** Spec: POST /api/users/reset/ with password, confirm and the emailed token. */
export const resetPassword = async (
  deps: Deps,
  input: unknown,
): Promise<{ email: string; message: string }> => {
  const { token, password } = await parseInput(resetPasswordRequestSchema, input);
  try {
    const { email } = await deps.identityToolkit.resetPassword(token, password);
    return { email, message: MESSAGES.passwordReset };
  } catch (error) {
    throw fromIdentityToolkitError(error, 'token');
  }
};
