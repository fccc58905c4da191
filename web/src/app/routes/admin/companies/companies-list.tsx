import { CatalogListPage } from '@/features/catalogs/components/catalog-list-page';

/** The companies catalog: its list page. */
export function CompaniesListRoute() {
  return <CatalogListPage kind="companies" />;
}
