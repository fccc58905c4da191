import type { CatalogKind } from '@careers/domain/constants';
import { useFormik } from 'formik';
import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { useNotify } from '@/components/notifications/notifications-context';
import { callableFeedback } from '@/utils/callable-feedback';

import type { CatalogEntry } from '../api/get-catalog-entries';
import { useCreateCatalogEntry, useUpdateCatalogEntry } from '../api/save-catalog-entry';
import { CATALOGS } from '../utils/catalog-config';
import {
  catalogEntryInput,
  catalogSchemaFor,
  initialCatalogValues,
  placeServerErrors,
  type CatalogFormField,
  type CatalogFormValues,
} from '../utils/catalog-form-values';

/**
 * A catalog form's state: formik with the domain schema, the save through the catalog callables,
 * the server's messages under their fields (until that field is changed), and on success the
 * server's message and the way back to the list (spec section 4).
 *
 * `entry` is the entry being edited, null for a new one; `departmentId` the id chosen for a new
 * department (its picture is uploaded under it first).
 */
export const useCatalogForm = ({
  kind,
  entry,
  departmentId,
}: {
  kind: CatalogKind;
  entry: CatalogEntry | null;
  departmentId: string | null;
}) => {
  const config = CATALOGS[kind];
  const create = useCreateCatalogEntry(kind);
  const update = useUpdateCatalogEntry(kind);
  const notify = useNotify();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<Partial<Record<CatalogFormField, string>>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);

  const formik = useFormik<CatalogFormValues>({
    initialValues: initialCatalogValues(entry),
    validationSchema: catalogSchemaFor(kind, entry),
    onSubmit: async (values) => {
      setServerErrors({});
      setFormErrors([]);
      try {
        const result = entry
          ? await update.mutateAsync({ id: entry.id, entry: catalogEntryInput(kind, values, null) })
          : await create.mutateAsync(catalogEntryInput(kind, values, departmentId));
        notify(result.message, 'success');
        // Saved: nothing to guard any more on the way back to the list.
        formik.resetForm({ values });
        await navigate(config.listHref);
      } catch (caught) {
        const feedback = callableFeedback(caught);
        const placed = placeServerErrors(feedback.fields, config.fields);
        setServerErrors(placed.byField);
        setFormErrors([...(feedback.form ? [feedback.form] : []), ...placed.other]);
      }
    },
  });

  const clearServerError = (name: CatalogFormField) => {
    setServerErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  /** The message under a field: the schema's once the field is touched or submitted, else the server's. */
  const errorOf = (name: CatalogFormField): string | undefined =>
    ((formik.touched[name] ?? false) || formik.submitCount > 0 ? formik.errors[name] : undefined) ??
    serverErrors[name];

  /** Props for one of the text inputs (title, description, limit). */
  const textFieldProps = (name: 'title' | 'description' | 'limit') => ({
    id: `catalog-${name}`,
    name,
    value: formik.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      clearServerError(name);
      formik.handleChange(event);
    },
    onBlur: formik.handleBlur,
    error: Boolean(errorOf(name)),
    helperText: errorOf(name),
  });

  const setPicturePath = (path: string) => {
    clearServerError('picturePath');
    void formik.setFieldValue('picturePath', path);
  };

  return { formik, errorOf, textFieldProps, setPicturePath, formErrors };
};
