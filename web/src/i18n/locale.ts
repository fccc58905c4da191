import {
  DEFAULT_LOCALE,
  isLocale,
  localeDirection,
  localeOfPath,
  localizedPath,
  preferredLocale,
  type Locale,
} from '@careers/domain/i18n';

import { STORAGE_KEYS } from '@/config/storage-keys';

import { i18n, loadCatalog } from './catalogs';
import { setEmotionCache } from './direction';

/** The active language (after `startLocale`). */
export const activeLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

/** What the visitor chose on this device, if anything. */
const savedLocale = (): Locale | null => {
  try {
    const saved = localStorage.getItem(STORAGE_KEYS.language);
    return isLocale(saved) ? saved : null;
  } catch {
    return null;
  }
};

/** Keeps the visitor's choice on the device (the switch, and the first visit's browser preference). */
export const rememberLocale = (locale: Locale): void => {
  try {
    localStorage.setItem(STORAGE_KEYS.language, locale);
  } catch {
    // Storage refused (a private window): the address still carries the language.
  }
};

/**
 * The language to start in, from the address as it arrived: `/ur/…` is Urdu. An address without a
 * prefix opens in the language chosen on this device before or, on a first visit, the browser's
 * preference; the address then gains its prefix (history.replaceState, before the router reads it),
 * so that it can be shared as it is. The admin console (`englishOnly`) is English at any address.
 */
export const resolveStartLocale = (englishOnly: (path: string) => boolean): Locale => {
  const { locale, path } = localeOfPath(location.pathname);
  if (englishOnly(path)) {
    if (locale !== DEFAULT_LOCALE)
      history.replaceState(history.state, '', path + location.search + location.hash);
    return DEFAULT_LOCALE;
  }
  if (locale !== DEFAULT_LOCALE) return locale;
  const saved = savedLocale();
  const wanted = saved ?? preferredLocale(navigator.languages ?? [navigator.language]);
  if (!saved) rememberLocale(wanted);
  if (wanted !== DEFAULT_LOCALE) {
    history.replaceState(history.state, '', localizedPath(wanted, path) + location.search + location.hash);
  }
  return wanted;
};

/** The router's basename in `locale`: its links and paths stay as the route table writes them. */
export const routerBasename = (locale: Locale): string | undefined =>
  locale === DEFAULT_LOCALE ? undefined : localizedPath(locale, '/');

/**
 * Switches the app to `locale` before its first render: the public catalog, `lang` and `dir` on
 * <html>, and for a right-to-left language the mirrored styles and the Nastaliq font (their code is
 * loaded only then: an English page never fetches either).
 */
export const startLocale = async (locale: Locale): Promise<void> => {
  const direction = localeDirection(locale);
  const [, rtl] = await Promise.all([
    loadCatalog(locale, 'public'),
    direction === 'rtl' ? import('./rtl') : null,
  ]);
  if (rtl) setEmotionCache(rtl.rtlCache);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = direction;
};
