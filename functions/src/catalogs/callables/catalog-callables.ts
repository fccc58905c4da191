import { CATALOG_KINDS, type CatalogKind } from '@careers/domain';
import { onCall, type CallableRequest } from 'firebase-functions/v2/https';

import { defaultAdminDeps, type AdminDeps } from '../../admin/admin-deps.ts';
import { adminCallableOptions } from '../../admin/callable-options.ts';
import { adminActorOfCallable } from '../../admin/require-admin.ts';
import { callableBody } from '../../lib/callable-errors.ts';
import { inputObject, invalidInput } from '../../lib/service-error.ts';
import * as catalogs from '../services/catalog-service.ts';

// The catalog callables: one per write, the catalog named by `kind` (departments, degrees,
// companies, screeningQuestions). Reads need no callable: catalogs are public documents.

type Request = Pick<CallableRequest, 'auth' | 'data'>;
type Deps = () => AdminDeps;

const kindOf = (data: Record<string, unknown>): CatalogKind => {
  const kind = data['kind'];
  if (typeof kind === 'string' && (CATALOG_KINDS as readonly string[]).includes(kind))
    return kind as CatalogKind;
  throw invalidInput({ kind: `Kind must be one of ${CATALOG_KINDS.join(', ')}.` });
};

/**
 * `data`: `{ kind, entry }`; for a department `entry` has `id` (chosen by the browser) and
 * `picturePath` (uploaded to `departments/{id}/…`) → `{ id, message }`.
 */
export const handleCreateCatalogEntry = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() => {
    const data = inputObject(request.data);
    return catalogs.createCatalogEntry(
      deps(),
      adminActorOfCallable(request.auth),
      kindOf(data),
      data['entry'],
    );
  });

/** `data`: `{ kind, id, entry }` → `{ id, message, jobsUpdated }` (jobs whose snapshot was refreshed). */
export const handleUpdateCatalogEntry = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() => {
    const data = inputObject(request.data);
    const actor = adminActorOfCallable(request.auth);
    return catalogs.updateCatalogEntry(deps(), actor, kindOf(data), data['id'], data['entry']);
  });

/** `data`: `{ kind, id }` → `{ id, message }`; 'failed-precondition' naming the jobs when in use. */
export const handleDeleteCatalogEntry = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() => {
    const data = inputObject(request.data);
    return catalogs.deleteCatalogEntry(deps(), adminActorOfCallable(request.auth), kindOf(data), data['id']);
  });

export const createCatalogEntry = onCall(adminCallableOptions, (request) =>
  handleCreateCatalogEntry(request),
);
export const updateCatalogEntry = onCall(adminCallableOptions, (request) =>
  handleUpdateCatalogEntry(request),
);
export const deleteCatalogEntry = onCall(adminCallableOptions, (request) =>
  handleDeleteCatalogEntry(request),
);
