import { fileURLToPath } from 'node:url';

import { lingui } from '@lingui/vite-plugin';

/**
 * Lingui's macros (t, Trans, plural) compiled natively, and .po catalogs compiled as they are
 * imported; a catalog with an invalid ICU message fails the build. The config is named, not looked
 * for: vitest runs from the repository's root.
 */
export const linguiPlugins = () =>
  lingui({
    macroTransform: true,
    failOnCompileError: true,
    configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)),
  });
