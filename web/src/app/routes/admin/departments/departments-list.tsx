import { CatalogListPage } from '@/features/catalogs/components/catalog-list-page';

/** The departments catalog: its list page. */
export function DepartmentsListRoute() {
  return <CatalogListPage kind="departments" />;
}
