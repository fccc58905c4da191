import type { ComponentType } from 'react';

/**
 * A lazy route: the page's module (and everything only it imports) becomes its own chunk, so a
 * visitor downloads the admin screens, reactfire, the Storage and Functions SDKs and the data grid
 * only when a page that needs them opens.
 */
export const page =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });
