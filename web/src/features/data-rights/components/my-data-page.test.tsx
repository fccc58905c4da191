import { MESSAGES, ROUTES } from '@careers/domain/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderApp } from '@/testing/render-app';
import { testSessions } from '@/testing/sessions';

// The boundary: the eraseCandidate callable. /my-data, its dialog and the route table are real;
// signing out is the session's (a spy here: the app's reloads on the page it is given).
const boundary = vi.hoisted(() => ({ erase: vi.fn<(data: unknown) => Promise<unknown>>() }));

vi.mock('@/lib/firebase/use-callable', () => ({
  useCallable: (name: string) => (data: unknown) =>
    name === 'eraseCandidate'
      ? boundary.erase(data)
      : Promise.reject(new Error(`Unexpected call of ${name}`)),
}));

describe('/my-data: Erase everything', () => {
  it('signs the candidate out at once, onto the page that says the account was erased', async () => {
    boundary.erase.mockResolvedValue({ message: MESSAGES.accountErased });
    const { user, signOut } = renderApp(ROUTES.myData.getHref(), { session: testSessions.candidate });
    await screen.findByRole('heading', { level: 1, name: 'My data' });
    await user.type(screen.getByLabelText('Your password'), 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Erase my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Erase everything' }));

    await waitFor(() => expect(signOut).toHaveBeenCalledExactlyOnceWith(ROUTES.accountErased.getHref()));
    expect(boundary.erase).toHaveBeenCalledWith({ password: 'secret-pass-1' });
  });

  it('/account-erased says so to the signed-out visitor', async () => {
    renderApp(ROUTES.accountErased.getHref());
    expect(await screen.findByRole('heading', { level: 1, name: 'Account erased' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.accountErasedSignedOut)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse careers' })).toHaveAttribute(
      'href',
      ROUTES.careers.list.getHref(),
    );
  });
});
