import { useParams } from 'react-router-dom';
import { CatalogFormPage } from '@/features/catalogs/components/catalog-form-page';

/** The degrees catalog (the spec's educations): its edit page. */
export function EducationEditRoute() {
  const { id = '' } = useParams();
  return <CatalogFormPage key={id} kind="degrees" id={id} />;
}
