import { CatalogFormPage } from '@/features/catalogs/components/catalog-form-page';

/** The departments catalog: its new page. */
export function DepartmentNewRoute() {
  return <CatalogFormPage kind="departments" id={null} />;
}
