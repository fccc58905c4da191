import { CatalogListPage } from '@/features/catalogs/components/catalog-list-page';

/** The screeningQuestions catalog: its list page. */
export function EmploymentQuestionsListRoute() {
  return <CatalogListPage kind="screeningQuestions" />;
}
