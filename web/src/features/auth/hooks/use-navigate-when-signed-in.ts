import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useSession } from '@/lib/session/use-session';

type Pending = { uid: string; to: string; resolve: () => void; timer: ReturnType<typeof setTimeout> };

/** Longest wait for the session to catch up before navigating anyway. */
const SESSION_WAIT_MS = 10_000;

/**
 * After signing in or registering, goes to `to` once the app's session shows that account. The
 * session follows Firebase's token events a moment after the sign-in call returns; navigating
 * before that would let a guard see a signed-out visitor (or a candidate instead of an admin)
 * and send them back to /login. The returned promise settles on navigation, so the submit button
 * keeps its progress indicator until then.
 */
export const useNavigateWhenSignedIn = () => {
  const session = useSession();
  const navigate = useNavigate();
  const pending = useRef<Pending | null>(null);
  const [request, setRequest] = useState(0);

  const go = useCallback(
    (current: Pending) => {
      clearTimeout(current.timer);
      pending.current = null;
      void navigate(current.to, { replace: true });
      current.resolve();
    },
    [navigate],
  );

  useEffect(() => {
    const current = pending.current;
    if (current && session.status === 'signedIn' && session.user.uid === current.uid) go(current);
  }, [session, request, go]);

  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current.timer);
    },
    [],
  );

  return useCallback(
    (uid: string, to: string) =>
      new Promise<void>((resolve) => {
        if (pending.current) clearTimeout(pending.current.timer);
        const entry: Pending = {
          uid,
          to,
          resolve,
          timer: setTimeout(() => {
            if (pending.current === entry) go(entry);
          }, SESSION_WAIT_MS),
        };
        pending.current = entry;
        setRequest((count) => count + 1);
      }),
    [go],
  );
};
