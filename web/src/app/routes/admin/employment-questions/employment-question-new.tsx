import { CatalogFormPage } from '@/features/catalogs/components/catalog-form-page';

/** The screeningQuestions catalog: its new page. */
export function EmploymentQuestionNewRoute() {
  return <CatalogFormPage kind="screeningQuestions" id={null} />;
}
