import { confirmEmailRequestSchema, MESSAGES, validateInput } from '@careers/domain';

import { inputObject, invalidInput } from '../../lib/service-error.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { fromIdentityToolkitError } from './identity-errors.ts';

/** Spec: POST /api/users/confirm/{uuid}: applies the emailed confirmation code. */
export const confirmEmail = async (
  deps: AccountsDeps,
  input: unknown,
): Promise<{ email: string; message: string }> => {
  const validation = await validateInput(confirmEmailRequestSchema, inputObject(input));
  if (!validation.ok) throw invalidInput(validation.errors);
  try {
    const { email } = await deps.identityToolkit.applyEmailVerificationCode(validation.value.uuid);
    return { email, message: MESSAGES.emailConfirmed };
  } catch (error) {
    throw fromIdentityToolkitError(error, 'uuid');
  }
};
