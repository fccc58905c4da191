import { useParams } from 'react-router-dom';
import { CatalogFormPage } from '@/features/catalogs/components/catalog-form-page';

/** The employment questions catalog (screeningQuestions): its edit page. */
export function EmploymentQuestionEditRoute() {
  const { id = '' } = useParams();
  return <CatalogFormPage key={id} kind="screeningQuestions" id={id} />;
}
