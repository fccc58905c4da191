import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

// The Nastaliq face for Urdu text (font-display: swap): only a right-to-left page imports this.
import '@fontsource/noto-nastaliq-urdu/arabic-400.css';

/** Emotion's cache for right-to-left pages: vendor prefixes as by default, then mirrored. */
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
