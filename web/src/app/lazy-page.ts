import type { ComponentType } from 'react';

import { loadAreas, type CatalogArea } from '@/i18n/catalogs';

/**
 * A lazy route: the page's module (and everything only it imports) becomes its own chunk, so a
 * visitor downloads the admin screens, reactfire, the Storage and Functions SDKs and the data grid
 * only when a page that needs them opens. The page is the module's export `name` (a route module's
 * `…Route` component): a name it does not export, or one that is no component, is a type error.
 * `areas`: the message catalogs the page's subtree needs beyond `public` (i18n/catalogs.ts), loaded
 * in parallel with its code, in the active language.
 */
export const page =
  <M extends Record<Name, ComponentType>, Name extends keyof M & string>(
    load: () => Promise<M>,
    name: Name,
    areas: readonly CatalogArea[] = [],
  ) =>
  async () => {
    const [module] = await Promise.all([load(), loadAreas(areas)]);
    return { Component: module[name] };
  };
