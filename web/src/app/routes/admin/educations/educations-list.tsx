import { CatalogListPage } from '@/features/catalogs/components/catalog-list-page';

/** The degrees catalog (the spec's educations): its list page. */
export function EducationsListRoute() {
  return <CatalogListPage kind="degrees" />;
}
