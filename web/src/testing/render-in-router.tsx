import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';

import type { Session } from '@/lib/session/session';

import { TestProviders } from './render-app';

/**
 * Renders one component (a form, a banner) with the app's providers inside a memory router, for
 * components that link or navigate. `path` may carry router state: `{ pathname, state }`.
 */
export const renderInRouter = (ui: ReactNode, options: { path?: InitialEntry; session?: Session } = {}) => {
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: [options.path ?? '/'],
  });
  const user = userEvent.setup();
  const result = render(
    <TestProviders session={options.session}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router, user };
};

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
