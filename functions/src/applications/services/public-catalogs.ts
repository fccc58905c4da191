import type { CatalogKind, WithId } from '@careers/domain';

import { listCatalogEntries } from '../../catalogs/services/catalog-service.ts';
import type { StoredCatalogEntry } from '../../catalogs/repositories/catalog-kinds.ts';
import type { ApplicationsDeps } from '../applications-deps.ts';

/**
 * `GET /api/public/{departments,educations,employment_questions}`: a public catalog, in the order
 * of the admin's list (departments by landing-page order, the others by title). The catalog
 * service's own read: the catalogs are public documents (firestore.rules), so nothing more is
 * shown here than the web app reads directly.
 */
export const listPublicCatalog = (
  deps: Pick<ApplicationsDeps, 'db' | 'auth' | 'bucket' | 'now'>,
  kind: Exclude<CatalogKind, 'companies'>,
): Promise<WithId<StoredCatalogEntry>[]> => listCatalogEntries(deps, kind);
