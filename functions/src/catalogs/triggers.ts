// The catalogs capability's deployed functions (src/index.ts exports them): each trigger loads its
// module on its instance's first call, so a cold start loads only that function's code
// (lib/triggers.ts).
import { callableTrigger } from '../lib/triggers.ts';

const catalogCallables = () => import('./callables/catalog-callables.ts');

export const createCatalogEntry = callableTrigger('createCatalogEntry', catalogCallables);
export const updateCatalogEntry = callableTrigger('updateCatalogEntry', catalogCallables);
export const deleteCatalogEntry = callableTrigger('deleteCatalogEntry', catalogCallables);
export const reorderDepartments = callableTrigger('reorderDepartments', catalogCallables);
