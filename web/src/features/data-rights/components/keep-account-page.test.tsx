import { MESSAGES } from '@careers/domain/constants';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderInRouter } from '@/testing/render-in-router';

import { KeepAccountPage } from './keep-account-page';

const keepAccount = vi.fn<(input: { token: string }) => Promise<unknown>>();

vi.mock('@/lib/firebase/loaders', () => ({
  loadCallable: (name: string) =>
    name === 'keepAccount' ? Promise.resolve(keepAccount) : Promise.reject(new Error(`Unexpected ${name}`)),
}));

beforeEach(() => {
  keepAccount.mockReset();
});

describe('/keep-account (the retention warning’s link)', () => {
  it('keeps nothing when the link is only opened (a mail scanner follows links)', async () => {
    keepAccount.mockResolvedValue({ message: 'Your account is kept.' });
    renderInRouter(<KeepAccountPage />, { path: '/keep-account?token=abc123' });
    // Time for a call the page would make on its own.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(keepAccount).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Keep my account' })).toBeEnabled();
    expect(screen.queryByText('Your account is kept.')).not.toBeInTheDocument();
  });

  it('keeps the account with the link’s token once the button confirms, and says so', async () => {
    keepAccount.mockResolvedValue({ message: 'Your account is kept.' });
    const { user } = renderInRouter(<KeepAccountPage />, { path: '/keep-account?token=abc123' });
    await user.click(await screen.findByRole('button', { name: 'Keep my account' }));
    expect(await screen.findByText('Your account is kept.')).toBeInTheDocument();
    expect(keepAccount).toHaveBeenCalledExactlyOnceWith({ token: 'abc123' });
    expect(screen.queryByRole('button', { name: 'Keep my account' })).not.toBeInTheDocument();
  });

  it('says a link without its token is not valid, without asking the server', async () => {
    renderInRouter(<KeepAccountPage />, { path: '/keep-account' });
    expect(await screen.findByText(MESSAGES.keepLinkInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep my account' })).not.toBeInTheDocument();
    expect(keepAccount).not.toHaveBeenCalled();
  });
});
