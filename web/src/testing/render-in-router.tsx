import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router-dom';

import type { Session } from '@/lib/session/session';

import { TestProviders } from './render-app';

type RouterRenderOptions = {
  /** Where the router starts; may carry router state: `{ pathname, state }`. Default '/'. */
  path?: InitialEntry;
  session?: Session;
  /** Data the page reads (see ./query-client.ts); default: the public data, empty. */
  queryClient?: QueryClient;
  /** For user-event (fake timers, `applyAccept`). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
};

/**
 * Renders these routes with the app's providers in a memory router at `path`: a page with the
 * pages it links or navigates to (a heading stands in for those the test does not open).
 */
export const renderRoutes = (routes: RouteObject[], options: RouterRenderOptions = {}) => {
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const user = userEvent.setup(options.userOptions);
  const result = render(
    <TestProviders session={options.session} queryClient={options.queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router, user };
};

/**
 * Renders one component (a form, a banner) with the app's providers inside a memory router, for
 * components that link or navigate. `path` may carry router state: `{ pathname, state }`.
 */
export const renderInRouter = (ui: ReactNode, options: RouterRenderOptions = {}) =>
  renderRoutes([{ path: '*', element: ui }], options);

/** A promise and the functions that settle it, to hold a submit in flight. */
export const deferred = <T = void,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/** What Firebase Auth throws: an Error with a `code`. */
export const firebaseAuthError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (${code}).`), { code });
