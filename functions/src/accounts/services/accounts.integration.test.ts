import { MESSAGES, newProfile, QUERY_PARAMS } from '@careers/domain';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';

import { adminAuth } from '../../lib/admin.ts';
import { profileDocument } from '../../profiles/index.ts';
import { signInOnEmulator, TEST_APP_URL, uniqueEmail } from '../../testing/emulators.ts';
import { startMailingTestBed } from '../../testing/mail-catcher.ts';
import { callError } from '../../testing/refusals.ts';
import { suiteFixture } from '../../testing/suite.ts';
import { sendPasswordResetEmail, sendVerificationEmail } from '../callables/account-callables.ts';
import { confirmEmail } from './confirm-email.ts';
import { resetPassword } from './reset-password.ts';

// The account services end to end on the emulators: Firebase's Auth emulator makes the codes,
// the project's Firestore emulator holds the outbox and rate limits, the mail goes over SMTP to the
// local catcher, and the mailed links are followed as the web pages would.

const bed = suiteFixture(() => startMailingTestBed());

const mailTo = (email: string) => bed.catcher.messages().filter((message) => message.to.includes(email));

const codeFrom = (link: string | undefined, page: 'confirm' | 'reset') => {
  const prefix = `${TEST_APP_URL}/${page}/`;
  expect(link?.startsWith(prefix)).toBe(true);
  return decodeURIComponent((link ?? '').slice(prefix.length));
};

const createAccount = async (label: string, extra: { emailVerified?: boolean } = {}) => {
  const email = uniqueEmail(label);
  const user = await adminAuth().createUser({
    email,
    password: 'weaving42',
    displayName: `${label} Khan`,
    ...extra,
  });
  return { uid: user.uid, email };
};

const resetRequest = (data: unknown, ip: string) =>
  ({ data, rawRequest: { ip } }) as unknown as Pick<CallableRequest, 'data' | 'rawRequest'>;

describe('sendVerificationEmail', () => {
  it('mails a link to /confirm/{code} that confirms the address', async () => {
    const { uid, email } = await createAccount('Sana');

    await expect(
      sendVerificationEmail.handle({ auth: { uid } as CallableRequest['auth'] }, () => bed.deps),
    ).resolves.toEqual({
      sentTo: email,
    });

    const [message] = mailTo(email);
    expect(message?.subject).toBe('Confirm your email address for Textile Group Careers');
    expect(message?.text).toContain('Hello Sana,');
    const code = codeFrom(message?.links[0], 'confirm');

    await expect(confirmEmail(bed.deps, { uuid: code })).resolves.toEqual({
      email,
      message: MESSAGES.emailConfirmed,
    });
    expect((await adminAuth().getUser(uid)).emailVerified).toBe(true);

    // The code works once.
    await expect(confirmEmail(bed.deps, { uuid: code })).rejects.toMatchObject({
      code: 'invalid-argument',
      fields: { uuid: MESSAGES.linkInvalid },
    });
  });

  it('carries the job the candidate is applying for in the link, so /confirm can lead back to it', async () => {
    const { uid, email } = await createAccount('Zara');
    await profileDocument(bed.deps.db, uid).set(
      newProfile({ firstName: 'Zara', lastName: 'Khan', email, jobId: 'weaving-master' }, new Date()),
    );

    await sendVerificationEmail.handle({ auth: { uid } as CallableRequest['auth'] }, () => bed.deps);

    const link = new URL(mailTo(email)[0]?.links[0] ?? '');
    expect(link.pathname.startsWith('/confirm/')).toBe(true);
    expect(link.searchParams.get(QUERY_PARAMS.jobId)).toBe('weaving-master');
    // The code is the path's last segment, the job beside it: the code still confirms.
    const code = decodeURIComponent(link.pathname.slice('/confirm/'.length));
    await expect(confirmEmail(bed.deps, { uuid: code })).resolves.toMatchObject({ email });
  });

  it('refuses signed-out callers and already confirmed addresses', async () => {
    const signedOut = await callError(sendVerificationEmail.handle({ auth: undefined }, () => bed.deps));
    expect(signedOut.code).toBe('unauthenticated');
    expect(signedOut.message).toBe(MESSAGES.signInRequired);

    const { uid } = await createAccount('Verified', { emailVerified: true });
    const verified = await callError(
      sendVerificationEmail.handle({ auth: { uid } as CallableRequest['auth'] }, () => bed.deps),
    );
    expect(verified.code).toBe('failed-precondition');
    expect(verified.message).toBe(MESSAGES.emailAlreadyConfirmed);
  });

  it('sends at most one email a minute per account', async () => {
    const { uid, email } = await createAccount('Hasty');
    let now = new Date('2026-03-01T10:00:00Z');
    const clocked = { ...bed.deps, now: () => now };
    const auth = { uid } as CallableRequest['auth'];

    await sendVerificationEmail.handle({ auth }, () => clocked);
    const tooSoon = await callError(sendVerificationEmail.handle({ auth }, () => clocked));
    expect(tooSoon.code).toBe('resource-exhausted');
    expect(tooSoon.message).toBe(MESSAGES.tooManyEmailRequests);
    expect(tooSoon.details).toEqual({ reason: 'rate-limited', retryAfterSeconds: 60 });
    expect(mailTo(email)).toHaveLength(1);

    now = new Date('2026-03-01T10:01:00Z');
    await sendVerificationEmail.handle({ auth }, () => clocked);
    expect(mailTo(email)).toHaveLength(2);
  });
});

describe('sendPasswordResetEmail and resetPassword', () => {
  it('mails a link to /reset/{code} with which the password can be changed once', async () => {
    const { email } = await createAccount('Bilal');

    await expect(
      sendPasswordResetEmail.handle(resetRequest({ email: email.toUpperCase() }, '10.0.0.1'), () => bed.deps),
    ).resolves.toEqual({
      message: MESSAGES.passwordInstructionsSent,
    });
    const [message] = mailTo(email);
    expect(message?.subject).toBe('Reset your Textile Group Careers password');
    const token = codeFrom(message?.links[0], 'reset');

    await expect(
      resetPassword(bed.deps, { token, password: 'newLoom77', confirm: 'newLoom77' }),
    ).resolves.toEqual({
      email,
      message: MESSAGES.passwordReset,
    });
    await expect(signInOnEmulator(email, 'newLoom77')).resolves.toMatch(/\S+/);
    await expect(signInOnEmulator(email, 'weaving42')).rejects.toThrow(
      /INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/,
    );

    await expect(
      resetPassword(bed.deps, { token, password: 'another88', confirm: 'another88' }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      fields: { token: MESSAGES.linkInvalid },
    });
  });

  it('gives the same answer for an address without an account, and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    await expect(
      sendPasswordResetEmail.handle(resetRequest({ email }, '10.0.0.2'), () => bed.deps),
    ).resolves.toEqual({
      message: MESSAGES.passwordInstructionsSent,
    });
    expect(mailTo(email)).toEqual([]);
  });

  it('validates the address with the domain schema, per field', async () => {
    const error = await callError(
      sendPasswordResetEmail.handle(resetRequest({ email: 'not-an-email' }, '10.0.0.3'), () => bed.deps),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.details).toEqual({
      reason: 'invalid-input',
      fields: { email: 'Enter a valid email address.' },
    });

    const missing = await callError(
      sendPasswordResetEmail.handle(resetRequest(null, '10.0.0.3'), () => bed.deps),
    );
    expect(missing.details).toEqual({ reason: 'invalid-input', fields: { email: 'Email is required.' } });
  });

  it('limits requests per address, whether or not it has an account', async () => {
    for (const email of [(await createAccount('Repeat')).email, uniqueEmail('repeat-ghost')]) {
      await sendPasswordResetEmail.handle(resetRequest({ email }, '10.0.0.4'), () => bed.deps);
      const second = await callError(
        sendPasswordResetEmail.handle(resetRequest({ email }, '10.0.0.5'), () => bed.deps),
      );
      expect(second.code).toBe('resource-exhausted');
      expect(second.message).toBe(MESSAGES.tooManyEmailRequests);
    }
  });

  it('limits requests per client IP across addresses', async () => {
    const ip = '10.9.9.9';
    for (let index = 0; index < 30; index += 1) {
      await sendPasswordResetEmail.handle(
        resetRequest({ email: uniqueEmail(`sweep${String(index)}`) }, ip),
        () => bed.deps,
      );
    }
    const blocked = await callError(
      sendPasswordResetEmail.handle(resetRequest({ email: uniqueEmail('sweep') }, ip), () => bed.deps),
    );
    expect(blocked.code).toBe('resource-exhausted');
  });

  it('rejects a weak or mismatched password and a forged token before calling Firebase', async () => {
    await expect(
      resetPassword(bed.deps, { token: 'abc', password: 'short', confirm: 'short' }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      fields: { password: 'Password must be at least 8 characters.' },
    });
    await expect(
      resetPassword(bed.deps, { token: 'abc', password: 'weaving42', confirm: 'weaving43' }),
    ).rejects.toMatchObject({
      fields: { confirm: 'Passwords do not match.' },
    });
    await expect(
      resetPassword(bed.deps, { token: 'no/such', password: 'weaving42', confirm: 'weaving42' }),
    ).rejects.toMatchObject({
      fields: { token: 'The link is not valid.' },
    });
    await expect(
      resetPassword(bed.deps, { token: 'unknownCode', password: 'weaving42', confirm: 'weaving42' }),
    ).rejects.toMatchObject({
      fields: { token: MESSAGES.linkInvalid },
    });
  });
});
