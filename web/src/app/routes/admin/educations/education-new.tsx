import { CatalogFormPage } from '@/features/catalogs/components/catalog-form-page';

/** The degrees catalog (the spec's educations): its new page. */
export function EducationNewRoute() {
  return <CatalogFormPage kind="degrees" id={null} />;
}
