import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';
import { vi } from 'vitest';

import { appRoutes } from '@/app/router';
import { UiProvider } from '@/app/ui-provider';
import { SignedInSdksContext } from '@/lib/firebase/signed-in-sdks';
import { setAppQueryClient } from '@/lib/react-query';
import type { Session } from '@/lib/session/session';
import { SessionContext, type SessionContextValue } from '@/lib/session/use-session';

import { fakeFirebaseFor } from './fake-firebase';
import { createTestQueryClient } from './query-client';
import { testSessions } from './sessions';

type ProvidersOptions = {
  session?: Session;
  signOut?: SessionContextValue['signOut'];
  /** Data the page reads (see ./query-client.ts); default: the public data, empty. */
  queryClient?: QueryClient;
};

/**
 * The app's UI providers with a fixed session: no Firebase in component tests. The signed-in areas'
 * reactfire providers get stand-ins that report the same session (./fake-firebase.ts).
 */
export function TestProviders({
  children,
  session = testSessions.signedOut,
  signOut = vi.fn(() => Promise.resolve()),
  queryClient,
}: ProvidersOptions & { children: ReactNode }) {
  const [client] = useState(() => queryClient ?? createTestQueryClient());
  const firebase = useMemo(() => fakeFirebaseFor(session), [session]);
  return (
    <UiProvider queryClient={client}>
      <SessionContext value={{ session, signOut }}>
        <SignedInSdksContext value={firebase}>{children}</SignedInSdksContext>
      </SessionContext>
    </UiProvider>
  );
}

/** Renders the real route table at `path` (a URL, or `{ pathname, search, state }`) in a memory router. */
export const renderApp = (path: InitialEntry, options: ProvidersOptions = {}) => {
  // The route loaders read through the app's query client: make it this test's.
  const queryClient = options.queryClient ?? createTestQueryClient();
  setAppQueryClient(queryClient);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const signOut = options.signOut ?? vi.fn(() => Promise.resolve());
  const result = render(
    <TestProviders session={options.session} signOut={signOut} queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router, user, signOut };
};
