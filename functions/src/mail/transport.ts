import type { SendMailOptions, SentMessageInfo, Transporter } from 'nodemailer';

import type { SmtpConfig } from '../config/env.ts';

/** What the mail service needs from a transport: nodemailer's `sendMail`, nothing else. */
export type MailTransport = Pick<Transporter, 'sendMail'>;

/**
 * An SMTP transport (nodemailer) for the given server. Short timeouts: a callable waits for the
 * delivery, so a dead mail server must fail in seconds, not minutes. nodemailer (a quarter of the
 * bundle) is loaded on the first message, not with the function: most calls of most functions
 * that may mail send nothing (functions/src/lib/triggers.ts).
 */
export const createSmtpTransport = (config: SmtpConfig): MailTransport => {
  let transporter: Promise<Transporter> | undefined;
  const connect = async () => {
    const { createTransport } = await import('nodemailer');
    return createTransport({
      host: config.host,
      port: config.port,
      secure: config.secure,
      ...(config.auth ? { auth: config.auth } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  };
  return {
    sendMail: (async (message: SendMailOptions): Promise<SentMessageInfo> => {
      transporter ??= connect();
      return (await transporter).sendMail(message);
    }) as MailTransport['sendMail'],
  };
};
