import { MESSAGES } from '@careers/domain/constants';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { callableRefusal } from '@/testing/callable-errors';
import { renderInRouter } from '@/testing/render-in-router';

import { ForgotPasswordForm } from './forgot-password-form';

const emailInput = () => screen.getByRole('textbox', { name: 'Email' });
const submit = () => screen.getByRole('button', { name: 'Send password reset Instructions' });

describe('ForgotPasswordForm', () => {
  it('needs a valid email', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderInRouter(<ForgotPasswordForm onSubmit={onSubmit} />);

    await user.click(submit());
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    await user.type(emailInput(), 'nobody');
    await user.click(submit());
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the cleaned address', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderInRouter(<ForgotPasswordForm onSubmit={onSubmit} />);
    await user.type(emailInput(), ' Bilal@Careers.test ');
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'bilal@careers.test' }));
  });

  it("shows the server's per-field message under the email", async () => {
    const error = callableRefusal('invalid-input', 'Enter a valid email address.', {
      email: 'Enter a valid email address.',
    });
    const { user } = renderInRouter(<ForgotPasswordForm onSubmit={() => Promise.reject(error)} />);
    await user.type(emailInput(), 'bilal@careers.test');
    await user.click(submit());
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(emailInput()).toHaveAccessibleDescription('Enter a valid email address.');
  });

  it('asks to wait when emails were requested too often', async () => {
    const error = callableRefusal('rate-limited', MESSAGES.tooManyEmailRequests);
    const { user } = renderInRouter(<ForgotPasswordForm onSubmit={() => Promise.reject(error)} />);
    await user.type(emailInput(), 'bilal@careers.test');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyEmailRequests);
  });
});
