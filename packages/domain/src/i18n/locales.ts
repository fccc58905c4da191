/**
 * The languages the portal speaks. English is the source of every text; Urdu is complete for the
 * public and candidate pages, the candidate's mails and messages. The admin console is English only
 * (its texts still go through the catalogs).
 */
export const LOCALES = ['en', 'ur'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Urdu is written right to left. */
export const localeDirection = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ur' ? 'rtl' : 'ltr');

/**
 * The `Intl` locale for numbers, dates and plural rules. Pakistani English and Urdu as written in
 * Pakistan (Western digits, which is what the group's staff and candidates read in both).
 */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-PK', ur: 'ur-PK' };

/** Dates and times are shown in Pakistan's time, wherever the reader's device thinks it is. */
export const DISPLAY_TIME_ZONE = 'Asia/Karachi';

/** What the language switch shows: each language in its own script. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', ur: 'اردو' };

/**
 * The language of a public address: `/ur/careers` is Urdu, an address without a prefix English.
 * Returns the locale and the path without its prefix.
 */
export const LOCALE_PATH_PREFIX = /^\/(ur)(?=\/|$)/;
export const localeOfPath = (pathname: string): { locale: Locale; path: string } => {
  const match = LOCALE_PATH_PREFIX.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: match[1] as Locale, path: pathname.slice(match[0].length) || '/' };
};

/** The address of `path` (without prefix) in `locale`. */
export const localizedPath = (locale: Locale, path: string): string =>
  locale === DEFAULT_LOCALE ? path : `/${locale}${path === '/' ? '' : path}`;

/**
 * The first language a browser prefers that the portal speaks (`navigator.languages`, or an
 * Accept-Language header split into tags), else English.
 */
export const preferredLocale = (tags: readonly string[]): Locale => {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
};
