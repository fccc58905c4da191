// The catalogs capability as the others use it: the entries jobs freeze into themselves, and the
// public lists. Its callables and routes are wired by src/index.ts and http/app.ts.
export { catalogEntryRef, catalogTitles, type StoredCatalogEntry } from './repositories/catalog-kinds.ts';
export { getCatalogEntry, listCatalogEntries } from './services/catalog-service.ts';
