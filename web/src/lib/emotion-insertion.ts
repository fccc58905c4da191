import { useInsertionEffect } from 'react';

/**
 * Stands in for `@emotion/use-insertion-effect-with-fallbacks` (vite.config.ts's `resolve.alias`):
 * emotion inserts a component's new styles (compiling its CSS and adding the rules) while React
 * renders it, as emotion does where React has no insertion effects, instead of in an insertion
 * effect. Effects run in the commit, which React never splits: the first commit of an admin page
 * compiled and added every style of its forms and table there, half of that long task on a phone
 * (Lighthouse TBT, issue 23), while its render runs in short slices when it is deferred. A style is
 * added once (emotion's cache); one added for a render that React discards stays unused. Class
 * names are emotion's hashes, so a rule added early matches nothing that is already on the page.
 */
export const useInsertionEffectAlwaysWithSyncFallback = (create: () => unknown): void => {
  create();
};

/** Global styles (MUI's CssBaseline, GlobalStyles) keep emotion's own timing. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
