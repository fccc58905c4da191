import { MESSAGES } from '@careers/domain/constants';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { firebaseAuthError, renderInRouter } from '@/testing/render-in-router';

import { LoginForm } from './login-form';

const emailInput = () => screen.getByRole('textbox', { name: 'Email' });
const passwordInput = () => screen.getByLabelText(/^Password/);

describe('LoginForm', () => {
  it('needs a valid email and a password', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderInRouter(<LoginForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(emailInput()).toHaveFocus();

    await user.type(emailInput(), 'ayesha@');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed, lowercase email and the password as typed', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderInRouter(<LoginForm onSubmit={onSubmit} />);

    await user.type(emailInput(), '  Ayesha@Careers.TEST ');
    await user.type(passwordInput(), ' Candidate#2026');
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'ayesha@careers.test', password: ' Candidate#2026' }),
    );
  });

  it('says "Incorrect email or password." under the password for wrong credentials', async () => {
    const onSubmit = vi.fn(() => Promise.reject(firebaseAuthError('auth/invalid-credential')));
    const { user } = renderInRouter(<LoginForm onSubmit={onSubmit} />);

    await user.type(emailInput(), 'ayesha@careers.test');
    await user.type(passwordInput(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Incorrect email or password.')).toBeInTheDocument();
    expect(passwordInput()).toHaveAccessibleDescription('Incorrect email or password.');
    expect(passwordInput()).toHaveFocus();
  });

  it.each([
    ['auth/too-many-requests', MESSAGES.tooManyAttempts],
    ['auth/user-disabled', MESSAGES.accountDisabled],
    ['auth/network-request-failed', MESSAGES.networkError],
  ])('shows %s above the form', async (code, message) => {
    const { user } = renderInRouter(<LoginForm onSubmit={() => Promise.reject(firebaseAuthError(code))} />);
    await user.type(emailInput(), 'ayesha@careers.test');
    await user.type(passwordInput(), 'Candidate#2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows and hides the password with a keyboard-reachable toggle', async () => {
    const { user } = renderInRouter(<LoginForm onSubmit={() => Promise.resolve()} />);
    const toggle = screen.getByRole('button', { name: 'Show password' });

    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(passwordInput()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('fills in the email it is given, offers the forgotten-password page and uses the right autofill', () => {
    renderInRouter(<LoginForm onSubmit={() => Promise.resolve()} initialEmail="bilal@careers.test" />);
    expect(emailInput()).toHaveValue('bilal@careers.test');
    expect(emailInput()).toHaveAttribute('autocomplete', 'email');
    expect(passwordInput()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
