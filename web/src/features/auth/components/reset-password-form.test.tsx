import { MESSAGES } from '@careers/domain/constants';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { firebaseAuthError, renderInRouter } from '@/testing/render-in-router';

import { ResetPasswordForm } from './reset-password-form';

const passwordInput = () => screen.getByLabelText(/^New password/);
const confirmInput = () => screen.getByLabelText(/^Confirm new password/);
const submit = () => screen.getByRole('button', { name: 'Reset password' });

describe('ResetPasswordForm', () => {
  it('checks the password rules and the confirmation', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderInRouter(<ResetPasswordForm email="bilal@careers.test" onSubmit={onSubmit} />);

    await user.click(submit());
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByText('Confirm your password.')).toBeInTheDocument();

    await user.type(passwordInput(), 'onlyletters');
    await user.type(confirmInput(), 'onlyletter');
    await user.click(submit());
    expect(await screen.findByText('Password must contain a number.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(passwordInput()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the new password', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderInRouter(<ResetPasswordForm email="bilal@careers.test" onSubmit={onSubmit} />);
    await user.type(passwordInput(), 'cotton2026');
    await user.type(confirmInput(), 'cotton2026');
    await user.click(submit());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ password: 'cotton2026', confirm: 'cotton2026' }),
    );
  });

  it('explains a link that expired meanwhile, and a password Firebase finds too weak', async () => {
    const onSubmit = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(firebaseAuthError('auth/expired-action-code'))
      .mockRejectedValueOnce(firebaseAuthError('auth/weak-password'));
    const { user } = renderInRouter(<ResetPasswordForm email="bilal@careers.test" onSubmit={onSubmit} />);
    await user.type(passwordInput(), 'cotton2026');
    await user.type(confirmInput(), 'cotton2026');

    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.linkExpired);

    await user.click(submit());
    expect(await screen.findByText(MESSAGES.weakPassword)).toBeInTheDocument();
    expect(passwordInput()).toHaveAccessibleDescription(MESSAGES.weakPassword);
  });

  it('tells password managers which account the new password is for', () => {
    const { container } = renderInRouter(
      <ResetPasswordForm email="bilal@careers.test" onSubmit={() => Promise.resolve()} />,
    );
    expect(container.querySelector('input[autocomplete="username"]')).toHaveValue('bilal@careers.test');
    expect(passwordInput()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmInput()).toHaveAttribute('autocomplete', 'new-password');
  });
});
