import { CatalogFormPage } from '@/features/catalogs/components/catalog-form-page';

/** The employment questions catalog (screeningQuestions): its new page. */
export function EmploymentQuestionNewRoute() {
  return <CatalogFormPage kind="screeningQuestions" id={null} />;
}
