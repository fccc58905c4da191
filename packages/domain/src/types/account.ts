// What the account callables answer (functions/src/accounts).

/** `sendVerificationEmail`: the address the confirmation link was mailed to. */
export type SendVerificationEmailResult = { sentTo: string };

/** `sendPasswordResetEmail`: the same message whether or not the account exists. */
export type SendPasswordResetEmailResult = { message: string };
