import { MESSAGES } from '@careers/domain/constants';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { firebaseAuthError, renderInRouter } from '@/testing/render-in-router';

import { ChangePasswordForm } from './change-password-form';

const oldInput = () => screen.getByLabelText(/^Old password/);
const newInput = () => screen.getByLabelText(/^New password/);
const confirmInput = () => screen.getByLabelText(/^Confirm password/);
const submit = () => screen.getByRole('button', { name: 'Change password' });

/** Every error message shown under a field right now. */
const shownErrors = () =>
  Array.from(document.querySelectorAll('.MuiFormHelperText-root.Mui-error')).map((node) => node.textContent);

describe('ChangePasswordForm', () => {
  it("checks in the spec's order and shows only the first failure, under its field", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderInRouter(<ChangePasswordForm email="ayesha@careers.test" onSubmit={onSubmit} />);

    await user.click(submit());
    await waitFor(() => expect(shownErrors()).toEqual([MESSAGES.oldPasswordEmpty]));
    expect(oldInput()).toHaveFocus();

    await user.type(oldInput(), 'Candidate#2026');
    await user.click(submit());
    await waitFor(() => expect(shownErrors()).toEqual([MESSAGES.newPasswordEmpty]));
    expect(newInput()).toHaveFocus();

    await user.type(newInput(), 'loom2026');
    await user.click(submit());
    await waitFor(() => expect(shownErrors()).toEqual([MESSAGES.confirmPasswordEmpty]));
    expect(confirmInput()).toHaveFocus();

    await user.type(confirmInput(), 'loom2027');
    await user.click(submit());
    await waitFor(() => expect(shownErrors()).toEqual([MESSAGES.passwordsDoNotMatch]));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('then applies the password rules and refuses the current password as the new one', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderInRouter(<ChangePasswordForm email="ayesha@careers.test" onSubmit={onSubmit} />);

    await user.type(oldInput(), 'Candidate#2026');
    await user.type(newInput(), 'short1');
    await user.type(confirmInput(), 'short1');
    await user.click(submit());
    await waitFor(() => expect(shownErrors()).toEqual(['Password must be at least 8 characters.']));

    await user.clear(newInput());
    await user.type(newInput(), 'Candidate#2026');
    await user.clear(confirmInput());
    await user.type(confirmInput(), 'Candidate#2026');
    await user.click(submit());
    await waitFor(() => expect(shownErrors()).toEqual([MESSAGES.newPasswordSameAsOld]));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the passwords and says so when the current password is wrong', async () => {
    const onSubmit = vi.fn(() => Promise.reject(firebaseAuthError('auth/invalid-credential')));
    const { user } = renderInRouter(<ChangePasswordForm email="ayesha@careers.test" onSubmit={onSubmit} />);

    await user.type(oldInput(), 'not-my-password');
    await user.type(newInput(), 'loom2026');
    await user.type(confirmInput(), 'loom2026');
    await user.click(submit());

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        old_password: 'not-my-password',
        new_password: 'loom2026',
        confirm_password: 'loom2026',
      }),
    );
    expect(await screen.findByText(MESSAGES.incorrectCurrentPassword)).toBeInTheDocument();
    expect(oldInput()).toHaveAccessibleDescription(MESSAGES.incorrectCurrentPassword);
    expect(oldInput()).toHaveFocus();
  });

  it('shows too many attempts above the form', async () => {
    const { user } = renderInRouter(
      <ChangePasswordForm
        email="ayesha@careers.test"
        onSubmit={() => Promise.reject(firebaseAuthError('auth/too-many-requests'))}
      />,
    );
    await user.type(oldInput(), 'Candidate#2026');
    await user.type(newInput(), 'loom2026');
    await user.type(confirmInput(), 'loom2026');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyAttempts);
  });

  it('uses current-password and new-password autofill', () => {
    renderInRouter(<ChangePasswordForm email="ayesha@careers.test" onSubmit={() => Promise.resolve()} />);
    expect(oldInput()).toHaveAttribute('autocomplete', 'current-password');
    expect(newInput()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmInput()).toHaveAttribute('autocomplete', 'new-password');
  });
});
