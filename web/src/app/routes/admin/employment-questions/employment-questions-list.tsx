import { CatalogListPage } from '@/features/catalogs/components/catalog-list-page';

/** The employment questions catalog (screeningQuestions): its list page. */
export function EmploymentQuestionsListRoute() {
  return <CatalogListPage kind="screeningQuestions" />;
}
