import type { CatalogKind } from '@careers/domain/constants';
import { useNavigate } from 'react-router-dom';

import { useNotify } from '@/components/notifications/notifications-context';
import { useSavedForm } from '@/hooks/use-saved-form';

import type { CatalogEntry } from '../api/get-catalog-entries';
import { useCreateCatalogEntry, useUpdateCatalogEntry } from '../api/save-catalog-entry';
import { CATALOGS } from '../utils/catalog-config';
import {
  catalogCreateInput,
  catalogSchemaFor,
  catalogUpdateInput,
  formFieldOf,
  initialCatalogValues,
  type CatalogFormValues,
} from '../utils/catalog-form-values';

/**
 * A catalog form's state: formik with the domain schema, the save through the catalog callables,
 * the server's messages under their fields (until that field is changed) or above the buttons, and
 * on success the server's message and the way back to the list (spec section 4).
 *
 * `entry` is the entry being edited, null for a new one; `departmentId` the id chosen for a new
 * department (its picture is uploaded under it first); `uploading` while a picture is on its way.
 */
export const useCatalogForm = ({
  kind,
  entry,
  departmentId,
  uploading,
}: {
  kind: CatalogKind;
  entry: CatalogEntry | null;
  departmentId: string | null;
  uploading: boolean;
}) => {
  const config = CATALOGS[kind];
  const create = useCreateCatalogEntry();
  const update = useUpdateCatalogEntry();
  const notify = useNotify();
  const navigate = useNavigate();

  const saved = useSavedForm<CatalogFormValues>({
    initialValues: initialCatalogValues(entry),
    validationSchema: catalogSchemaFor(kind, entry),
    idPrefix: 'catalog',
    save: async (values) => {
      const result = entry
        ? await update.mutateAsync(catalogUpdateInput(kind, entry.id, values))
        : await create.mutateAsync(catalogCreateInput(kind, values, departmentId));
      notify(result.message, 'success');
    },
    onSaved: () => navigate(config.listHref),
    fieldOf: (serverField) => formFieldOf(serverField, config.fields),
    pending: uploading,
  });

  const setPicturePath = (path: string) => {
    saved.clearServerError('picturePath');
    void saved.formik.setFieldValue('picturePath', path);
  };

  return { ...saved, setPicturePath };
};
