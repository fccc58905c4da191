import { onCallable } from '../../lib/callable.ts';
import * as catalogs from '../services/catalog-service.ts';

// The catalog callables (admins only): one per write, the catalog named by `kind` (departments,
// degrees, companies, screeningQuestions), the entry checked with that catalog's schema. Reads need
// no callable: catalogs are public documents.

/**
 * `{ kind, entry }`; for a department `entry` has `id` (chosen by the browser) and `picturePath`
 * (uploaded to `departments/{id}/…`) → `{ id, message }`.
 */
export const createCatalogEntry = onCallable('createCatalogEntry', ({ kind, entry }, { deps, caller }) =>
  catalogs.createCatalogEntry(deps, caller, kind, entry),
);

/** `{ kind, id, entry }` → `{ id, message, jobsUpdated }` (jobs whose snapshot was refreshed). */
export const updateCatalogEntry = onCallable('updateCatalogEntry', ({ kind, id, entry }, { deps, caller }) =>
  catalogs.updateCatalogEntry(deps, caller, kind, id, entry),
);

/** `{ kind, id }` → `{ id, message }`; 'in-use' naming the jobs that use the entry. */
export const deleteCatalogEntry = onCallable('deleteCatalogEntry', ({ kind, id }, { deps, caller }) =>
  catalogs.deleteCatalogEntry(deps, caller, kind, id),
);

/** `{ ids }`, every department first tab first → `{ message, moved }`. */
export const reorderDepartments = onCallable('reorderDepartments', (input, { deps, caller }) =>
  catalogs.reorderDepartments(deps, caller, input),
);
