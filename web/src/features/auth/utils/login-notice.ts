import { MESSAGES } from '@careers/domain/constants';

/**
 * What other account pages tell /login when they send the visitor there (router location state):
 * the spec's confirmation messages, and the address to fill in.
 */
export type LoginNotice =
  'emailConfirmationSent' | 'emailConfirmed' | 'passwordInstructionsSent' | 'passwordReset';

export type LoginPageState = { notice?: LoginNotice; email?: string };

export const LOGIN_NOTICES: Readonly<Record<LoginNotice, { message: string; severity: 'success' | 'info' }>> =
  {
    emailConfirmationSent: { message: MESSAGES.emailConfirmationSent, severity: 'info' },
    emailConfirmed: { message: MESSAGES.emailConfirmed, severity: 'success' },
    passwordInstructionsSent: { message: MESSAGES.passwordInstructionsSent, severity: 'success' },
    passwordReset: { message: MESSAGES.passwordReset, severity: 'success' },
  };

/** Reads the state another page left, ignoring anything unexpected (e.g. from an old history entry). */
export const readLoginPageState = (state: unknown): LoginPageState => {
  if (typeof state !== 'object' || state === null) return {};
  const { notice, email } = state as Record<string, unknown>;
  return {
    ...(typeof notice === 'string' && notice in LOGIN_NOTICES ? { notice: notice as LoginNotice } : {}),
    ...(typeof email === 'string' ? { email } : {}),
  };
};
