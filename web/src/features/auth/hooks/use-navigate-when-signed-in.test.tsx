import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import type { Session } from '@/lib/session/session';
import { SessionContext } from '@/lib/session/use-session';
import { TestProviders } from '@/testing/render-app';
import { testSessions } from '@/testing/sessions';

import { useNavigateWhenSignedIn } from './use-navigate-when-signed-in';

function Page() {
  const navigateWhenSignedIn = useNavigateWhenSignedIn();
  const { pathname } = useLocation();
  const [done, setDone] = useState(false);
  return (
    <>
      <p>at {pathname}</p>
      <p>{done ? 'settled' : 'waiting'}</p>
      <button
        type="button"
        onClick={() => void navigateWhenSignedIn('candidate-1', '/careers').then(() => setDone(true))}
      >
        go
      </button>
    </>
  );
}

/** A session that the test changes, as Firebase's token events would. */
function Harness({ exposeSetSession }: { exposeSetSession: (set: (session: Session) => void) => void }) {
  const [session, set] = useState<Session>(testSessions.signedOut);
  useEffect(() => {
    exposeSetSession(set);
  }, [exposeSetSession]);
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/login'] }),
  );
  return (
    <SessionContext value={{ session, signOut: vi.fn() }}>
      <RouterProvider router={router} />
    </SessionContext>
  );
}

describe('useNavigateWhenSignedIn', () => {
  it('waits for the session to show the signed-in account before navigating', async () => {
    const user = userEvent.setup();
    let setSession: (session: Session) => void = () => undefined;
    render(
      <TestProviders>
        <Harness
          exposeSetSession={(set) => {
            setSession = set;
          }}
        />
      </TestProviders>,
    );

    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByText('at /login')).toBeInTheDocument();

    // Another account's session does not count.
    act(() => setSession(testSessions.admin));
    expect(screen.getByText('at /login')).toBeInTheDocument();
    expect(screen.getByText('waiting')).toBeInTheDocument();

    act(() => setSession(testSessions.candidate));
    expect(await screen.findByText('at /careers')).toBeInTheDocument();
    expect(await screen.findByText('settled')).toBeInTheDocument();
  });
});
