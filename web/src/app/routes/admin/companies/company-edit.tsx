import { useParams } from 'react-router-dom';
import { CatalogFormPage } from '@/features/catalogs/components/catalog-form-page';

/** The companies catalog: its edit page. */
export function CompanyEditRoute() {
  const { id = '' } = useParams();
  return <CatalogFormPage key={id} kind="companies" id={id} />;
}
