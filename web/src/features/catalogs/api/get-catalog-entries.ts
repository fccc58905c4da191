import type { CatalogKind } from '@careers/domain/constants';
import { COLLECTIONS, CONVERTERS, type DomainConverter } from '@careers/domain/firestore';
import type { Company, Degree, Department, ScreeningQuestion, WithId } from '@careers/domain/types';
import { useQuery } from '@tanstack/react-query';

import { firestoreConverter } from '@/lib/firebase/converter';
import { loadFirestore } from '@/lib/firebase/load-firestore';

type StoredFields = Department | Degree | Company | ScreeningQuestion;
type StoredEntry = WithId<StoredFields>;

/** Any catalog entry as the admin pages show it; the fields a catalog lacks are absent. */
export type CatalogEntry = {
  id: string;
  title: string;
  description?: string;
  limit?: number;
  image?: { path: string; url: string } | null;
  /** A department's place on the landing page (ascending). */
  order?: number;
};

const toCatalogEntry = (stored: StoredEntry): CatalogEntry => ({
  id: stored.id,
  title: stored.title,
  ...('description' in stored ? { description: stored.description } : {}),
  ...('limit' in stored ? { limit: stored.limit } : {}),
  ...('image' in stored ? { image: stored.image } : {}),
  ...('order' in stored ? { order: stored.order } : {}),
});

// Each catalog's converter reads its own type; the pages handle the four alike.
const converterOf = (kind: CatalogKind) =>
  firestoreConverter(CONVERTERS[kind] as DomainConverter<StoredFields>);

export const catalogQueryKey = (kind: CatalogKind) => ['admin', 'catalogs', kind] as const;
export const catalogEntryQueryKey = (kind: CatalogKind, id: string) =>
  [...catalogQueryKey(kind), 'entry', id] as const;

/**
 * A whole catalog, by title. Catalogs are public documents of a few dozen entries: one read of
 * the collection, and the grid filters, sorts and pages in the browser.
 */
export const getCatalogEntries = async (kind: CatalogKind): Promise<CatalogEntry[]> => {
  const { db, collection, getDocs } = await loadFirestore();
  const snapshot = await getDocs(collection(db, COLLECTIONS[kind]).withConverter(converterOf(kind)));
  return snapshot.docs
    .map((document) => toCatalogEntry(document.data()))
    .sort((left, right) => left.title.localeCompare(right.title));
};

/** One entry, or null when there is no such document. */
export const getCatalogEntry = async (kind: CatalogKind, id: string): Promise<CatalogEntry | null> => {
  const { db, doc, getDoc } = await loadFirestore();
  const snapshot = await getDoc(doc(db, COLLECTIONS[kind], id).withConverter(converterOf(kind)));
  const stored = snapshot.data();
  return stored ? toCatalogEntry(stored) : null;
};

export const useCatalogEntries = (kind: CatalogKind) =>
  useQuery({ queryKey: catalogQueryKey(kind), queryFn: () => getCatalogEntries(kind) });

/** The entry an edit page shows; nothing is read for a new entry (`id` null). */
export const useCatalogEntry = (kind: CatalogKind, id: string | null) =>
  useQuery({
    queryKey: catalogEntryQueryKey(kind, id ?? ''),
    queryFn: () => getCatalogEntry(kind, id ?? ''),
    enabled: id !== null,
  });
