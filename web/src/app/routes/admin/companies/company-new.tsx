import { CatalogFormPage } from '@/features/catalogs/components/catalog-form-page';

/** The companies catalog: its new page. */
export function CompanyNewRoute() {
  return <CatalogFormPage kind="companies" id={null} />;
}
