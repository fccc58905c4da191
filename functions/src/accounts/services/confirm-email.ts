import { confirmEmailRequestSchema, MESSAGES } from '@careers/domain';

import type { Deps } from '../../deps.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { fromIdentityToolkitError } from './identity-errors.ts';

/** Spec: POST /api/users/confirm/{uuid}: applies the emailed confirmation code. */
export const confirmEmail = async (
  deps: Deps,
  input: unknown,
): Promise<{ email: string; message: string }> => {
  const { uuid } = await parseInput(confirmEmailRequestSchema, input);
  try {
    const { email } = await deps.identityToolkit.applyEmailVerificationCode(uuid);
    return { email, message: MESSAGES.emailConfirmed };
  } catch (error) {
    throw fromIdentityToolkitError(error, 'uuid');
  }
};
