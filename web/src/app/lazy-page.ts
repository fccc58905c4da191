import type { ComponentType } from 'react';

/**
 * A lazy route: the page's module (and everything only it imports) becomes its own chunk, so a
 * visitor downloads the admin screens, reactfire, the Storage and Functions SDKs and the data grid
 * only when a page that needs them opens. The page is the module's export `name` (a route module's
 * `…Route` component): a name it does not export, or one that is no component, is a type error.
 */
export const page =
  <M extends Record<Name, ComponentType>, Name extends keyof M & string>(
    load: () => Promise<M>,
    name: Name,
  ) =>
  async () => ({ Component: (await load())[name] });
