import { MESSAGES } from '@careers/domain/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { signedInSession } from '@/lib/session/session';
import { expectHrefs } from '@/testing/links';
import { uidOf } from '@/testing/query-client';
import { renderApp } from '@/testing/render-app';
import { testSessions } from '@/testing/sessions';

// The account pages in the real route table, with a fixed session (no Firebase).

describe('account pages', () => {
  it('/register sends a signed-in visitor to /careers', async () => {
    const { router } = renderApp('/register?jobId=job-1', { session: testSessions.candidate });
    await waitFor(() => expect(router.state.location.pathname).toBe('/careers'), { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: 'Create your account' })).not.toBeInTheDocument();
  });

  it('/register tells a visitor who came from Apply Now what happens next', async () => {
    renderApp('/register?jobId=job-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByText(/Create your account to apply for the job you chose/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it.each([
    ['emailConfirmationSent', MESSAGES.emailConfirmationSent],
    ['emailConfirmed', MESSAGES.emailConfirmed],
    ['passwordInstructionsSent', MESSAGES.passwordInstructionsSent],
    ['passwordReset', MESSAGES.passwordReset],
  ])('/login shows the %s notice another page left', async (notice, message) => {
    renderApp({ pathname: '/login', state: { notice, email: 'bilal@careers.test' } });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('bilal@careers.test');
  });

  it('/login ignores a notice it does not know', async () => {
    renderApp({ pathname: '/login', state: { notice: '<b>hi</b>', email: 42 } });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it('/login links to registration and the forgotten-password page', async () => {
    renderApp('/login');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Log in' });
    expectHrefs(main, 'link', { 'Create an account': '/register', 'Forgot password?': '/forgot-password' });
  });

  it('/login tells a signed-in visitor they are logged in, and still offers the form', async () => {
    renderApp('/login', { session: testSessions.candidate });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(screen.getByText(/You are logged in as ayesha@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/careers');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('/forgot-password has the spec button and a way back to log in', async () => {
    renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    expect(screen.getByRole('button', { name: 'Send password reset Instructions' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('/change_password shows the form to a candidate', async () => {
    renderApp('/change_password', { session: testSessions.candidate });
    await screen.findByRole('heading', { level: 1, name: 'Change Password' });
    expect(screen.getByLabelText(/^Old password/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });
});

describe('email confirmation banner', () => {
  // The seeded candidate (their applications are in the test cache), with an unconfirmed email.
  const unverified = signedInSession(
    {
      uid: uidOf(testSessions.candidate),
      email: 'ayesha@example.com',
      displayName: 'Ayesha Khan',
      emailVerified: false,
    },
    'user',
  );

  it('shows for a signed-in candidate whose email is not confirmed', async () => {
    renderApp('/careers', { session: unverified });
    const banner = await screen.findByRole('region', { name: 'Email confirmation' });
    expect(banner).toHaveTextContent(MESSAGES.emailNotConfirmed);
    expect(within(banner).getByRole('button', { name: 'Resend confirmation email' })).toBeInTheDocument();
  });

  it('carries the registration message when the confirm-email flag is set', async () => {
    sessionStorage.setItem(
      'careers-confirm-email-notice',
      JSON.stringify({ email: 'ayesha@example.com', sent: true }),
    );
    renderApp('/careers', { session: unverified });
    expect(await screen.findByRole('region', { name: 'Email confirmation' })).toHaveTextContent(
      MESSAGES.emailConfirmationSent,
    );
  });

  it('stays hidden once dismissed', async () => {
    const { user } = renderApp('/careers', { session: unverified });
    const banner = await screen.findByRole('region', { name: 'Email confirmation' });
    await user.click(within(banner).getByRole('button', { name: 'Dismiss the email confirmation notice' }));
    expect(screen.queryByRole('region', { name: 'Email confirmation' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('careers-verify-banner-dismissed')).toBe(uidOf(unverified));
  });

  it('is not shown to confirmed candidates or admins', async () => {
    for (const session of [testSessions.candidate, testSessions.admin]) {
      const { unmount } = renderApp('/change_password', { session });
      await screen.findByRole('heading', { level: 1, name: 'Change Password' });
      expect(screen.queryByRole('region', { name: 'Email confirmation' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
