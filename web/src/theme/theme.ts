import { createTheme, type Theme } from '@mui/material/styles';

import { STORAGE_KEYS } from '@/config/storage-keys';
import { pageDirection } from '@/i18n/direction';

import { LinkBehavior } from './link-behavior';

// The theme uses CSS variables: type `theme.vars` and `theme.colorSchemes` accordingly.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

/**
 * Brand colours: indigo (the dye the group's cloth is known for) as primary and a warm, undyed
 * cotton and leather range as secondary and backgrounds. Every text colour keeps a contrast of at
 * least 4.5:1 on its background in both modes (checked in theme.test.ts).
 */
export const brandColors = {
  light: {
    primary: { main: '#2B3A8C', light: '#5262B5', dark: '#1B2565', contrastText: '#FFFFFF' },
    secondary: { main: '#7A5230', light: '#A47B55', dark: '#553718', contrastText: '#FFFFFF' },
    background: { default: '#F7F5F2', paper: '#FFFFFF' },
    text: { primary: '#1C1F2A', secondary: '#4B5263' },
  },
  dark: {
    primary: { main: '#A9B4F5', light: '#CBD2FA', dark: '#7C89D6', contrastText: '#101426' },
    secondary: { main: '#D8B48C', light: '#E8CDAE', dark: '#B48F66', contrastText: '#22170D' },
    background: { default: '#101218', paper: '#181B24' },
    text: { primary: '#ECEEF4', secondary: '#B3B8C7' },
  },
} as const;

/** Matches the `data-light` / `data-dark` attribute set by the inline script in index.html. */
export const COLOR_SCHEME_SELECTOR = 'data';

export const colorSchemeStorage = {
  modeStorageKey: STORAGE_KEYS.colorMode,
  colorSchemeStorageKey: STORAGE_KEYS.colorScheme,
} as const;

const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

/**
 * Urdu is set in Nastaliq (loaded only on right-to-left pages, i18n/rtl.ts), whose letters rise and
 * fall far beyond Latin ones: lines need more height, or they overlap and clip.
 */
const URDU_FONT_FAMILY = `"Noto Nastaliq Urdu", "Jameel Noori Nastaleeq", "Urdu Typesetting", ${fontFamily}`;
const URDU_LINE_HEIGHT = 2;
const URDU_TYPOGRAPHY = {
  h1: { fontSize: 'clamp(1.6rem, 1.25rem + 1.4vw, 2.25rem)', fontWeight: 700, lineHeight: 1.9 },
  h2: { fontSize: 'clamp(1.4rem, 1.2rem + 0.9vw, 1.85rem)', fontWeight: 700, lineHeight: 1.9 },
  h3: { fontSize: '1.4rem', fontWeight: 600, lineHeight: 1.9 },
  h4: { fontSize: '1.2rem', fontWeight: 600, lineHeight: 1.9 },
  h5: { fontSize: '1.1rem', fontWeight: 600, lineHeight: 1.9 },
  h6: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.9 },
  body1: { lineHeight: URDU_LINE_HEIGHT },
  body2: { lineHeight: URDU_LINE_HEIGHT },
  button: { textTransform: 'none', fontWeight: 600, lineHeight: URDU_LINE_HEIGHT },
} as const;

const buildTheme = (direction: 'ltr' | 'rtl'): Theme =>
  createTheme({
    direction,
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_SELECTOR, cssVarPrefix: 'careers' },
    colorSchemes: {
      light: { palette: { ...brandColors.light, divider: 'rgba(28, 31, 42, 0.12)' } },
      dark: { palette: { ...brandColors.dark, divider: 'rgba(236, 238, 244, 0.14)' } },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: direction === 'rtl' ? URDU_FONT_FAMILY : fontFamily,
      h1: { fontSize: 'clamp(1.75rem, 1.35rem + 1.6vw, 2.5rem)', fontWeight: 700, lineHeight: 1.2 },
      h2: { fontSize: 'clamp(1.5rem, 1.25rem + 1vw, 2rem)', fontWeight: 700, lineHeight: 1.25 },
      h3: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
      h4: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.35 },
      h5: { fontSize: '1.125rem', fontWeight: 600 },
      h6: { fontSize: '1rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
      ...(direction === 'rtl' && URDU_TYPOGRAPHY),
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { minHeight: '100vh', textRendering: 'optimizeLegibility' },
          '#root': { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              transitionDuration: '0.01ms !important',
            },
          },
        },
      },
      MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiLink: {
        defaultProps: { component: LinkBehavior, underline: 'always' },
        styleOverrides: { root: { textUnderlineOffset: '0.2em' } },
      },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });

const themes: Partial<Record<'ltr' | 'rtl', Theme>> = {};

/**
 * The app's theme in the page's direction (<html dir>, set before the first render), built on first
 * use: building it (CSS variables for both colour schemes) is one of the longer pieces of start-up
 * work, so src/main.tsx does it in a task of its own.
 */
export const getTheme = (direction: 'ltr' | 'rtl' = pageDirection()): Theme =>
  (themes[direction] ??= buildTheme(direction));
