import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
// Not 'react-router/dom' here: under Node it resolves to another build of the router than the
// 'react-router' the app's modules get, and the two would not share a router context.
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { vi } from 'vitest';

import { appRoutes } from '@/app/router';
import { UiProvider } from '@/app/ui-provider';
import { SessionContext, type SessionContextValue } from '@/features/auth/hooks/use-session';
import type { Session } from '@/features/auth/utils/session';

import { setAppQueryClient } from '@/lib/react-query';

import { createTestQueryClient } from './query-client';
import { testSessions } from './sessions';

type ProvidersOptions = {
  session?: Session;
  signOut?: SessionContextValue['signOut'];
  /** Data the page reads (see ./query-client.ts); default: the public data, empty. */
  queryClient?: QueryClient;
  /** Extra providers around the app (e.g. a feature's injectable writes). */
  wrapper?: (children: ReactNode) => ReactNode;
};

/** The app's UI providers with a fixed session: no Firebase in component tests. */
export function TestProviders({
  children,
  session = testSessions.signedOut,
  signOut = vi.fn(() => Promise.resolve()),
  queryClient,
}: ProvidersOptions & { children: ReactNode }) {
  const [client] = useState(() => queryClient ?? createTestQueryClient());
  return (
    <UiProvider queryClient={client}>
      <SessionContext value={{ session, signOut }}>{children}</SessionContext>
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
      {options.wrapper ? (
        options.wrapper(<RouterProvider router={router} />)
      ) : (
        <RouterProvider router={router} />
      )}
    </TestProviders>,
  );
  return { ...result, router, user, signOut };
};
