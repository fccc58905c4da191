import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { FirebaseSessionProvider } from './firebase-session-provider';
import { SIGNED_OUT_SESSION, type Session } from './session';
import { useLoadSessionAfterPaint, useSession } from './use-session';

// The Auth SDK's side, replaced: what matters here is when the provider asks for it.
const watchSession = vi.fn((onChange: (session: Session) => void) => {
  onChange(SIGNED_OUT_SESSION);
  return () => undefined;
});
vi.mock('@/lib/firebase/watch-session', () => ({ watchSession }));

function SessionStatus() {
  return <p>{useSession().status}</p>;
}

function FirstPage() {
  useLoadSessionAfterPaint();
  return <SessionStatus />;
}

describe('FirebaseSessionProvider', () => {
  it('reads the sign-in state only once the first page has painted', async () => {
    const { rerender } = render(
      <FirebaseSessionProvider>
        <SessionStatus />
      </FirebaseSessionProvider>,
    );
    // The frame shown while the page's code loads does not ask for the session.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(watchSession).not.toHaveBeenCalled();
    expect(screen.getByText('loading')).toBeInTheDocument();

    rerender(
      <FirebaseSessionProvider>
        <FirstPage />
      </FirebaseSessionProvider>,
    );

    expect(await screen.findByText('signedOut')).toBeInTheDocument();
    expect(watchSession).toHaveBeenCalledTimes(1);
  });
});
