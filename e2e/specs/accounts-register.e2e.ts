import { MESSAGES } from '@careers/domain/constants';
import { describe, expect, it } from 'vitest';

import { createAccount, readDocumentFields, signInUid, uniqueEmail } from '../harness/accounts.ts';
import { seriousA11yViolations } from '../harness/axe.ts';
import { useBrowser } from '../harness/browser.ts';
import { waitForMail } from '../harness/stack.ts';
import { AccountMenu } from '../pages/account-pages.ts';
import { LoginPage } from '../pages/login-page.ts';
import { RegisterPage } from '../pages/register-page.ts';

/** An open job of the demo data. */
const OPEN_JOB_ID = 'shift-incharge-ring-spinning';
const PASSWORD = 'Loom2026weave';

describe('registration and email confirmation', () => {
  const session = useBrowser();

  it('registers from a job, confirms the email through the mailed link and signs in again', async () => {
    const page = session.page();
    const email = uniqueEmail('register');

    // Apply Now on the job sends visitors to /register with the job id (spec section 4).
    await page.goto(`/job-detail/${OPEN_JOB_ID}`);
    const applyNow = page.getByRole('main').getByRole('link', { name: 'Apply Now' }).first();
    await applyNow.waitFor({ timeout: 15_000 });
    await applyNow.click();
    await page.waitForURL(
      (url) => url.pathname === '/register' && url.searchParams.get('jobId') === OPEN_JOB_ID,
    );

    const register = new RegisterPage(page);
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    await register.register({
      firstName: 'Sana',
      middleName: 'Noor',
      lastName: 'Iqbal',
      email,
      password: PASSWORD,
    });

    // Signed in at once, on the wizard's first step, told that the confirmation link was sent.
    await page.waitForURL(/\/profile-step-1$/);
    const banner = page.getByRole('region', { name: 'Email confirmation' });
    await expect(banner.innerText()).resolves.toContain(MESSAGES.emailConfirmationSent);
    const menu = new AccountMenu(page);
    await expect(menu.greeting().innerText()).resolves.toBe('Logged in as Sana');

    // The profile document holds the names, the account's email and the job from the query.
    const uid = await signInUid(email, PASSWORD);
    const profile = await readDocumentFields(`profiles/${uid}`);
    expect(profile?.firstName?.stringValue).toBe('Sana');
    expect(profile?.middleName?.stringValue).toBe('Noor');
    expect(profile?.email?.stringValue).toBe(email);
    expect(profile?.firstJobId?.stringValue).toBe(OPEN_JOB_ID);
    expect(profile?.termsAndConditions?.booleanValue).toBe(false);

    // The confirmation email links to our own /confirm page.
    const mail = await waitForMail(email, /Confirm your email address/);
    const link = mail.links.find((candidate) => new URL(candidate).pathname.startsWith('/confirm/'));
    expect(link?.startsWith(session.baseUrl)).toBe(true);
    expect(mail.text).toContain('Hello Sana,');

    // Signed in: the code is applied, then back to the wizard step the candidate was on, still
    // on the way to the job they came for (the spec's /careers lost it), and the banner is gone.
    await page.goto(link!);
    await page.waitForURL(/\/profile-step-1$/);
    await page.getByText(MESSAGES.emailConfirmedSignedIn).waitFor();
    await page
      .getByRole('main')
      .getByRole('note', { name: 'Applying for: Shift In-charge — Ring Spinning' })
      .waitFor();
    await expect(banner.count()).resolves.toBe(0);

    // Signed in again later, a candidate without accepted terms goes to /profile-step-1 (spec).
    await menu.logOut();
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(email, PASSWORD);
    await page.waitForURL(/\/profile-step-1$/);
    await expect(page.getByRole('region', { name: 'Email confirmation' }).count()).resolves.toBe(0);
    expect(session.consoleErrors()).toEqual([]);
  });

  it("carries the job of a /register?job_id= link (the spec's name) into the new profile", async () => {
    const page = session.page();
    const email = uniqueEmail('job-id');

    const register = new RegisterPage(page);
    await register.openWithSpecJobId(OPEN_JOB_ID);
    await register.jobNotice().waitFor();
    await register.register({ firstName: 'Adeel', lastName: 'Raza', email, password: PASSWORD });
    await page.waitForURL(/\/profile-step-1$/);

    const uid = await signInUid(email, PASSWORD);
    const profile = await readDocumentFields(`profiles/${uid}`);
    expect(profile?.firstJobId?.stringValue).toBe(OPEN_JOB_ID);
    expect(profile?.firstName?.stringValue).toBe('Adeel');
    expect(session.consoleErrors()).toEqual([]);
  });

  it('confirms the email of a signed-out visitor and sends them to /login with a notice', async () => {
    const page = session.page();
    const email = uniqueEmail('confirm');
    await createAccount({ email, password: PASSWORD, displayName: 'Hina Malik' });

    // Signed in, unconfirmed: the banner offers a new link.
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(email, PASSWORD);
    await page.waitForURL(/\/profile-step-1$/);
    const banner = page.getByRole('region', { name: 'Email confirmation' });
    await banner.getByRole('button', { name: 'Resend confirmation email' }).click();
    await banner.getByText(MESSAGES.verificationEmailResent).waitFor();
    const mail = await waitForMail(email, /Confirm your email address/);

    // Asking again at once is refused politely (one email a minute).
    await banner.getByRole('button', { name: 'Resend confirmation email' }).click();
    await banner.getByText(MESSAGES.tooManyEmailRequests).waitFor();

    await new AccountMenu(page).logOut();
    const link = mail.links.find((candidate) => candidate.includes('/confirm/'))!;
    await page.goto(link);
    await page.waitForURL(/\/login$/);
    await page.getByText(MESSAGES.emailConfirmed).waitFor();

    // The link works once.
    await page.goto(link);
    await page.getByText(MESSAGES.linkInvalid).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).waitFor();
  });

  it('sends candidates who accepted the terms to /careers, with their Test Invite in the menu', async () => {
    const page = session.page();
    const login = new LoginPage(page);
    await login.open();
    await login.signIn('ayesha.siddiqui@careers.test', 'Candidate#2026');
    await page.waitForURL(/\/careers$/);
    const menu = new AccountMenu(page);
    await expect(menu.greeting().innerText()).resolves.toBe('Logged in as Ayesha');
    const invite = page.getByRole('banner').getByRole('link', { name: 'Test Invite' });
    await invite.waitFor();
    await expect(invite.getAttribute('href')).resolves.toMatch(
      /^\/user_tests\/new\/test\/spinning-technologist-process-control\/[^/]+\/instructions$/,
    );
  });

  it('refuses a wrong password with a message under the password', async () => {
    const page = session.page();
    const login = new LoginPage(page);
    await login.open();
    await login.signIn('hamza.iqbal@careers.test', 'not-the-password');
    await page.getByText(MESSAGES.incorrectCredentials).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('has no serious accessibility problems on the register and login pages', async () => {
    const page = session.page();
    await new RegisterPage(page).open(OPEN_JOB_ID);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('First name is required.').waitFor();
    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);

    await new LoginPage(page).open();
    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
  });
});
