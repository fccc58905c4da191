import { createTransport, type Transporter } from 'nodemailer';

import type { SmtpConfig } from '../config/env.ts';

/** What the mail service needs from a transport: nodemailer's `sendMail`, nothing else. */
export type MailTransport = Pick<Transporter, 'sendMail'>;

/**
 * An SMTP transport (nodemailer) for the given server. Short timeouts: a callable waits for the
 * delivery, so a dead mail server must fail in seconds, not minutes.
 */
export const createSmtpTransport = (config: SmtpConfig): Transporter =>
  createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    ...(config.auth ? { auth: config.auth } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
