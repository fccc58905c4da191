import type { CatalogKind } from '@careers/domain/constants';
import { COLLECTIONS } from '@careers/domain/firestore';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { loadFirestore } from '@/lib/firebase/load-firestore';
import { useCallable } from '@/lib/firebase/use-callable';

/** Any catalog entry as the pages show it (the fields a kind lacks are absent). */
export type CatalogEntry = {
  id: string;
  title: string;
  description?: string;
  limit?: number;
  image?: { path: string; url: string } | null;
  updatedAt?: Date;
};

const toEntry = (id: string, data: Record<string, unknown>): CatalogEntry => ({
  id,
  title: typeof data['title'] === 'string' ? data['title'] : '',
  ...(typeof data['description'] === 'string' ? { description: data['description'] } : {}),
  ...(typeof data['limit'] === 'number' ? { limit: data['limit'] } : {}),
  ...('image' in data ? { image: data['image'] as CatalogEntry['image'] } : {}),
});

export const catalogQueryKey = (kind: CatalogKind) => ['admin', 'catalog', kind] as const;

/** A catalog is small (tens of entries): the list reads it whole, sorted by title. */
export const useCatalogEntries = (kind: CatalogKind) =>
  useQuery({
    queryKey: catalogQueryKey(kind),
    queryFn: async () => {
      const { db, collection, getDocs } = await loadFirestore();
      const snapshot = await getDocs(collection(db, COLLECTIONS[kind]));
      return snapshot.docs
        .map((document) => toEntry(document.id, document.data()))
        .sort((left, right) => left.title.localeCompare(right.title));
    },
  });

export const useCatalogEntry = (kind: CatalogKind, id: string | null) =>
  useQuery({
    queryKey: [...catalogQueryKey(kind), id],
    enabled: Boolean(id),
    queryFn: async () => {
      const { db, doc, getDoc } = await loadFirestore();
      const snapshot = await getDoc(doc(db, COLLECTIONS[kind], id ?? ''));
      const data = snapshot.data();
      return data ? toEntry(snapshot.id, data) : null;
    },
  });

/** A new document id for a department, so its picture can be uploaded under it before it exists. */
export const newDepartmentId = async (): Promise<string> => {
  const { db, doc, collection } = await loadFirestore();
  return doc(collection(db, COLLECTIONS.departments)).id;
};

type Result = { id: string; message: string };

const useCatalogCallable = <Request>(name: string, kind: CatalogKind) => {
  const call = useCallable<Request & { kind: CatalogKind }, Result>(name);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: Request) => call({ ...data, kind }),
    // Jobs copy catalog titles: a rename shows in the job form's options and pages too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};

export const useCreateCatalogEntry = (kind: CatalogKind) =>
  useCatalogCallable<{ entry: Record<string, unknown> }>('createCatalogEntry', kind);
export const useUpdateCatalogEntry = (kind: CatalogKind) =>
  useCatalogCallable<{ id: string; entry: Record<string, unknown> }>('updateCatalogEntry', kind);
export const useDeleteCatalogEntry = (kind: CatalogKind) =>
  useCatalogCallable<{ id: string }>('deleteCatalogEntry', kind);
