import type { EmotionCache } from '@emotion/react';

/**
 * The emotion cache of a right-to-left page (i18n/rtl.ts, loaded only for one): MUI's styles go
 * through the RTL stylis plugin there, which mirrors margins, paddings, positions and borders.
 * Null on a left-to-right page: emotion's default cache, and none of the RTL plugin's code.
 */
let cache: EmotionCache | null = null;

export const setEmotionCache = (next: EmotionCache | null): void => {
  cache = next;
};

export const emotionCache = (): EmotionCache | null => cache;

/** The direction of the page, as <html dir> says it (set by i18n/locale.ts before the first render). */
export const pageDirection = (): 'ltr' | 'rtl' =>
  typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
