import { useParams } from 'react-router-dom';
import { CatalogFormPage } from '@/features/catalogs/components/catalog-form-page';

/** The departments catalog: its edit page. */
export function DepartmentEditRoute() {
  const { id = '' } = useParams();
  return <CatalogFormPage key={id} kind="departments" id={id} />;
}
