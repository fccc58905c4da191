import type { Plugin } from 'vite';

/**
 * MUI X's DataGrid imports every Material component its slots could use (`material/index`), so
 * every admin table downloads them with the grid, though the community grid never renders some of
 * them and others only on a rare action. In the production build those imports get a stand-in that
 * loads the component when it first renders (in a Suspense boundary of its own, so that nothing
 * around it blanks): about 15 KiB gzipped less on every page with a grid (`npm run budget`).
 *
 *   - Autocomplete: only the filter panel's inputs for "is any of" on a text or choice column;
 *   - Tabs, Tab, ToggleButton: only slots of the Pro and Premium grids (pivoting, the AI assistant).
 *
 * The dev server pre-bundles the grid as it is (the stand-ins are a build-size measure only).
 */
export const LAZY_GRID_SLOTS: readonly string[] = [
  '@mui/material/Autocomplete',
  '@mui/material/Tabs',
  '@mui/material/Tab',
  '@mui/material/ToggleButton',
];

const GRID_MATERIAL_SLOTS = /[\\/]node_modules[\\/]@mui[\\/]x-data-grid[\\/]material[\\/]index\.m?js$/;
const PREFIX = '\0careers-lazy-grid-slot:';

/** The stand-in module for one component: default export, same props and ref. */
export const lazySlotModule = (resolvedPath: string, name: string): string => `
import { createElement, forwardRef, lazy, Suspense } from 'react';
const Loaded = lazy(() => import(${JSON.stringify(resolvedPath)}));
const OnFirstUse = forwardRef(function ${name}OnFirstUse(props, ref) {
  return createElement(Suspense, { fallback: null }, createElement(Loaded, { ...props, ref }));
});
export default OnFirstUse;
`;

export const lazyGridSlots = (): Plugin => ({
  name: 'careers:lazy-grid-slots',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || !GRID_MATERIAL_SLOTS.test(importer) || !LAZY_GRID_SLOTS.includes(source)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved ? `${PREFIX}${resolved.id}` : null;
  },
  load(id) {
    if (!id.startsWith(PREFIX)) return null;
    const resolvedPath = id.slice(PREFIX.length);
    const name = /[\\/]@mui[\\/]material[\\/](\w+)[\\/]/.exec(resolvedPath)?.[1] ?? 'Slot';
    return lazySlotModule(resolvedPath, name);
  },
});
