import { useParams } from 'react-router-dom';
import { CatalogFormPage } from '@/features/catalogs/components/catalog-form-page';

/** The screeningQuestions catalog: its edit page. */
export function EmploymentQuestionEditRoute() {
  const { id = '' } = useParams();
  return <CatalogFormPage key={id} kind="screeningQuestions" id={id} />;
}
