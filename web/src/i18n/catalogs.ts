import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@careers/domain/i18n';

import { messages as englishPublic } from '@/locales/en/public.po';

/**
 * The catalog areas of lingui.config.ts. `public` is always there (the frame and kit every page
 * uses); a route names the other areas its page needs (app/lazy-page.ts) and they load with its code.
 */
export type CatalogArea = 'public' | 'candidate' | 'hiring' | 'admin';

/** A locale the app runs in: the shipped ones, and `pseudo` in tests (lingui.config.ts). */
export type CatalogLocale = Locale | 'pseudo';

type CatalogModule = { messages: Messages };

/**
 * Every catalog but English `public` is a chunk of its own, loaded on demand: an English page
 * carries no Urdu, a visitor none of the admin console's words. (The `.po` files are compiled by
 * Lingui's Vite plugin as they are imported.)
 */
const CATALOGS = import.meta.glob<CatalogModule>(['../locales/*/*.po', '!../locales/en/public.po']);

const loaded = new Set<string>(['en/public']);
i18n.load('en', englishPublic);
i18n.activate('en');

/** Loads `area`'s messages in `locale` (once) into the app's i18n instance. */
export const loadCatalog = async (locale: CatalogLocale, area: CatalogArea): Promise<void> => {
  const key = `${locale}/${area}`;
  if (loaded.has(key)) return;
  const load = CATALOGS[`../locales/${key}.po`];
  if (!load) throw new Error(`No message catalog ${key}.po.`);
  const { messages } = await load();
  i18n.load(locale, messages);
  loaded.add(key);
};

/**
 * Loads the areas a page needs in the active locale. (A catalog is compiled with English in place of
 * a message not yet translated: lingui.config.ts's fallbackLocales.)
 */
export const loadAreas = async (areas: readonly CatalogArea[]): Promise<void> => {
  const locale = i18n.locale as CatalogLocale;
  await Promise.all(areas.map((area) => loadCatalog(locale, area)));
};

export { i18n };
