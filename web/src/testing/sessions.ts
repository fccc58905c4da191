import { LOADING_SESSION, SIGNED_OUT_SESSION, signedInSession, type Session } from '@/lib/session/session';

export const testSessions = {
  loading: LOADING_SESSION,
  signedOut: SIGNED_OUT_SESSION,
  candidate: signedInSession(
    {
      uid: 'candidate-1',
      email: 'ayesha@example.com',
      displayName: 'Ayesha Khan',
      emailVerified: true,
    },
    'user',
  ),
  admin: signedInSession(
    { uid: 'admin-1', email: 'admin@example.com', displayName: 'Bilal Ahmed', emailVerified: true },
    'admin',
  ),
} satisfies Record<string, Session>;
