import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';

describe('mail catcher', () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(async () => {
    await catcher.close();
  });

  it('catches a message sent over SMTP and serves it, with its links, as JSON', async () => {
    const transport = createTransport({
      host: '127.0.0.1',
      port: catcher.smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: 'careers@group.test',
      to: 'Sana@Example.com',
      subject: 'Confirm your email',
      text: 'Open http://127.0.0.1:5173/confirm/abc?mode=verifyEmail&oobCode=xyz to confirm.',
      html: '<p><a href="http://127.0.0.1:5173/confirm/abc?mode=verifyEmail&amp;oobCode=xyz">Confirm</a></p>',
    });

    const response = await fetch(`http://127.0.0.1:${catcher.httpPort}/api/messages?to=sana@example.com`);
    const messages = (await response.json()) as { subject: string; links: string[]; to: string[] }[];
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subject).toBe('Confirm your email');
    expect(messages[0]?.to).toEqual(['sana@example.com']);
    expect(messages[0]?.links).toEqual(['http://127.0.0.1:5173/confirm/abc?mode=verifyEmail&oobCode=xyz']);

    const page = await (await fetch(`http://127.0.0.1:${catcher.httpPort}/`)).text();
    expect(page).toContain('Confirm your email');

    await fetch(`http://127.0.0.1:${catcher.httpPort}/api/messages`, { method: 'DELETE' });
    expect(catcher.messages()).toEqual([]);
  });
});
