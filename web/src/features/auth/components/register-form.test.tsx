import { MESSAGES } from '@careers/domain/constants';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { deferred, firebaseAuthError, renderInRouter } from '@/testing/render-in-router';

import { RegisterForm } from './register-form';

const fields = () => ({
  firstName: screen.getByRole('textbox', { name: 'First name' }),
  middleName: screen.getByRole('textbox', { name: 'Middle name' }),
  lastName: screen.getByRole('textbox', { name: 'Last name' }),
  email: screen.getByRole('textbox', { name: 'Email' }),
  password: screen.getByLabelText(/^Password/),
  password2: screen.getByLabelText(/^Confirm password/),
});

const fillIn = async (
  user: ReturnType<typeof renderInRouter>['user'],
  overrides: Record<string, string> = {},
) => {
  const values = {
    firstName: ' Sana ',
    middleName: '',
    lastName: 'Iqbal',
    email: ' Sana.Iqbal@Example.com ',
    password: 'weaving42',
    password2: 'weaving42',
    ...overrides,
  };
  const inputs = fields();
  for (const [name, value] of Object.entries(values)) {
    if (value) await user.type(inputs[name as keyof typeof inputs], value);
  }
};

describe('RegisterForm', () => {
  it('asks for the required fields, shows each message under its field and focuses the first', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderInRouter(<RegisterForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByText('Confirm your password.')).toBeInTheDocument();
    expect(fields().firstName).toHaveAccessibleDescription('First name is required.');
    expect(fields().firstName).toHaveAttribute('aria-invalid', 'true');
    expect(fields().middleName).toHaveAttribute('aria-invalid', 'false');
    expect(fields().firstName).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the email, the password rules and that both passwords match', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderInRouter(<RegisterForm onSubmit={onSubmit} />);

    await fillIn(user, { email: 'sana@', password: 'short', password2: 'shorter' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(fields().email).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the cleaned values and shows progress while registering', async () => {
    const pending = deferred();
    const onSubmit = vi.fn(() => pending.promise);
    const { user } = renderInRouter(<RegisterForm onSubmit={onSubmit} />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Sana',
      middleName: '',
      lastName: 'Iqbal',
      email: 'sana.iqbal@example.com',
      password: 'weaving42',
      password2: 'weaving42',
    });
    expect(screen.getByRole('button', { name: /Create account/ })).toBeDisabled();
    pending.resolve();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled());
  });

  it('puts "email already in use" under the email and focuses it', async () => {
    const onSubmit = vi.fn(() => Promise.reject(firebaseAuthError('auth/email-already-in-use')));
    const { user } = renderInRouter(<RegisterForm onSubmit={onSubmit} />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(MESSAGES.emailAlreadyInUse)).toBeInTheDocument();
    expect(fields().email).toHaveAccessibleDescription(MESSAGES.emailAlreadyInUse);
    expect(fields().email).toHaveFocus();

    // Editing the field clears the server's message.
    await user.type(fields().email, 'x');
    expect(screen.queryByText(MESSAGES.emailAlreadyInUse)).not.toBeInTheDocument();
  });

  it('shows a weak-password refusal under the password and network trouble above the form', async () => {
    const onSubmit = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(firebaseAuthError('auth/weak-password'))
      .mockRejectedValueOnce(firebaseAuthError('auth/network-request-failed'));
    const { user } = renderInRouter(<RegisterForm onSubmit={onSubmit} />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(MESSAGES.weakPassword)).toBeInTheDocument();
    expect(fields().password).toHaveAccessibleDescription(MESSAGES.weakPassword);

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.networkError);
  });

  it('asks browsers for the right autofill', () => {
    renderInRouter(<RegisterForm onSubmit={() => Promise.resolve()} />);
    const inputs = fields();
    expect(inputs.firstName).toHaveAttribute('autocomplete', 'given-name');
    expect(inputs.middleName).toHaveAttribute('autocomplete', 'additional-name');
    expect(inputs.lastName).toHaveAttribute('autocomplete', 'family-name');
    expect(inputs.email).toHaveAttribute('autocomplete', 'email');
    expect(inputs.email).toHaveAttribute('type', 'email');
    expect(inputs.password).toHaveAttribute('autocomplete', 'new-password');
    expect(inputs.password2).toHaveAttribute('autocomplete', 'new-password');
  });
});
