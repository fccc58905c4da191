import { MESSAGES } from '@careers/domain/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { callableRefusal } from '@/testing/callable-errors';
import { deferred, renderInRouter } from '@/testing/render-in-router';

import { EmailVerificationBanner } from './email-verification-banner';

describe('EmailVerificationBanner', () => {
  it("carries the spec's message right after registration", () => {
    renderInRouter(
      <EmailVerificationBanner
        email="sana@example.com"
        justRegistered={{ sent: true }}
        onResend={vi.fn()}
        onDismiss={vi.fn()}
      />,
    );
    expect(screen.getByRole('region', { name: 'Email confirmation' })).toHaveTextContent(
      MESSAGES.emailConfirmationSent,
    );
  });

  it('reminds a candidate who signs in later, naming the address', () => {
    renderInRouter(
      <EmailVerificationBanner
        email="sana@example.com"
        justRegistered={null}
        onResend={vi.fn()}
        onDismiss={vi.fn()}
      />,
    );
    expect(screen.getByRole('region', { name: 'Email confirmation' })).toHaveTextContent(
      `${MESSAGES.emailNotConfirmed} Open the link we sent to sana@example.com, or ask for a new one.`,
    );
  });

  it('resends the email and confirms it was sent', async () => {
    const pending = deferred();
    const onResend = vi.fn(() => pending.promise);
    const { user } = renderInRouter(
      <EmailVerificationBanner
        email="sana@example.com"
        justRegistered={{ sent: false }}
        onResend={onResend}
        onDismiss={vi.fn()}
      />,
    );
    expect(screen.getByRole('region', { name: 'Email confirmation' })).toHaveTextContent(
      MESSAGES.emailNotSent,
    );

    await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(onResend).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: /Resend confirmation email/ })).toBeDisabled();
    pending.resolve();
    expect(await screen.findByText(MESSAGES.verificationEmailResent)).toBeInTheDocument();
  });

  it('asks to wait when emails were requested too often', async () => {
    const onResend = vi.fn(() =>
      Promise.reject(callableRefusal('rate-limited', MESSAGES.tooManyEmailRequests)),
    );
    const { user } = renderInRouter(
      <EmailVerificationBanner
        email="sana@example.com"
        justRegistered={null}
        onResend={onResend}
        onDismiss={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByText(MESSAGES.tooManyEmailRequests)).toBeInTheDocument();
  });

  it('can be dismissed', async () => {
    const onDismiss = vi.fn();
    const { user } = renderInRouter(
      <EmailVerificationBanner
        email="sana@example.com"
        justRegistered={null}
        onResend={vi.fn()}
        onDismiss={onDismiss}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss the email confirmation notice' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
