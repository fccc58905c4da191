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
  it('keeps the account with the link’s token and says so', async () => {
    keepAccount.mockResolvedValue({ message: 'Your account is kept.' });
    renderInRouter(<KeepAccountPage />, { path: '/keep-account?token=abc123' });
    expect(await screen.findByText('Your account is kept.')).toBeInTheDocument();
    expect(keepAccount).toHaveBeenCalledExactlyOnceWith({ token: 'abc123' });
  });

  it('says a link without its token is not valid, without asking the server', async () => {
    renderInRouter(<KeepAccountPage />, { path: '/keep-account' });
    expect(await screen.findByText(MESSAGES.keepLinkInvalid)).toBeInTheDocument();
    expect(keepAccount).not.toHaveBeenCalled();
  });
});
