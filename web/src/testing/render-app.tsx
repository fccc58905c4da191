import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
// Not 'react-router/dom' here: under Node it resolves to another build of the router than the
// 'react-router' the app's modules get, and the two would not share a router context.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

import { appRoutes } from '@/app/router';
import { UiProvider } from '@/app/ui-provider';
import { SessionContext, type SessionContextValue } from '@/features/auth/hooks/use-session';
import type { Session } from '@/features/auth/utils/session';

import { testSessions } from './sessions';

const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

type ProvidersOptions = { session?: Session; signOut?: SessionContextValue['signOut'] };

/** The app's UI providers with a fixed session: no Firebase in component tests. */
export function TestProviders({
  children,
  session = testSessions.signedOut,
  signOut = vi.fn(() => Promise.resolve()),
}: ProvidersOptions & { children: ReactNode }) {
  return (
    <UiProvider queryClient={testQueryClient()}>
      <SessionContext value={{ session, signOut }}>{children}</SessionContext>
    </UiProvider>
  );
}

/** Renders the real route table at `path` in a memory router. */
export const renderApp = (path: string, options: ProvidersOptions = {}) => {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const signOut = options.signOut ?? vi.fn(() => Promise.resolve());
  const result = render(
    <TestProviders session={options.session} signOut={signOut}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router, user, signOut };
};
