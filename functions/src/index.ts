// Entry point: only re-exports functions (STYLE.md). Each export is one deployed function.
export { api } from './http/api.ts';
export { sendPasswordResetEmail } from './accounts/callables/send-password-reset-email.ts';
export { sendVerificationEmail } from './accounts/callables/send-verification-email.ts';
