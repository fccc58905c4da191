import {
  companySchema,
  degreeSchema,
  departmentCreateSchema,
  departmentUpdateSchema,
  screeningQuestionSchema,
} from '@careers/domain';
import type { CallableRequest } from '@careers/domain/callables';
import type { CatalogKind } from '@careers/domain/constants';

import type { CatalogEntry } from '../api/get-catalog-entries';

import type { CatalogField } from './catalog-config';

// Between the form and the catalog callables: what formik holds (strings, as inputs give them),
// which domain schema checks it, and what the callable is sent.

/** `picturePath`: a newly uploaded department picture, '' while there is none (the saved one stays). */
export type CatalogFormValues = { title: string; description: string; limit: string; picturePath: string };

export type CatalogFormField = keyof CatalogFormValues;

export const initialCatalogValues = (entry: CatalogEntry | null): CatalogFormValues => ({
  title: entry?.title ?? '',
  description: entry?.description ?? '',
  limit: entry?.limit === undefined ? '' : String(entry.limit),
  picturePath: '',
});

/**
 * The domain schema the server checks the entry with, as formik's validationSchema. A department
 * must end up with a picture: a new one (or one saved without) needs an upload; otherwise the saved
 * picture stays unless another is uploaded.
 */
export const catalogSchemaFor = (kind: CatalogKind, entry: CatalogEntry | null) => {
  switch (kind) {
    case 'companies':
      return companySchema;
    case 'degrees':
      return degreeSchema;
    case 'screeningQuestions':
      return screeningQuestionSchema;
    case 'departments':
      // The id is not a form field: the page chose it (see api/new-department-id.ts).
      return entry?.image ? departmentUpdateSchema : departmentCreateSchema.omit(['id']);
  }
};

/**
 * What `createCatalogEntry` is sent: each catalog's own fields, typed per catalog by the callable
 * table. `departmentId` is the id a new department's picture was uploaded under.
 */
export const catalogCreateInput = (
  kind: CatalogKind,
  values: CatalogFormValues,
  departmentId: string | null,
): CallableRequest<'createCatalogEntry'> => {
  switch (kind) {
    case 'screeningQuestions':
      return { kind, entry: { title: values.title, limit: Number(values.limit) } };
    case 'departments':
      return {
        kind,
        entry: {
          id: departmentId ?? '',
          title: values.title,
          description: values.description,
          picturePath: values.picturePath,
        },
      };
    default:
      return { kind, entry: { title: values.title } };
  }
};

/** What `updateCatalogEntry` is sent: a department's picture only when a new one was uploaded. */
export const catalogUpdateInput = (
  kind: CatalogKind,
  id: string,
  values: CatalogFormValues,
): CallableRequest<'updateCatalogEntry'> => {
  switch (kind) {
    case 'screeningQuestions':
      return { kind, id, entry: { title: values.title, limit: Number(values.limit) } };
    case 'departments':
      return {
        kind,
        id,
        entry: {
          title: values.title,
          description: values.description,
          ...(values.picturePath ? { picturePath: values.picturePath } : {}),
        },
      };
    default:
      return { kind, id, entry: { title: values.title } };
  }
};

/** The form field a server field message belongs under (the picture's is `picturePath`). */
const FORM_FIELD_OF: Readonly<Record<CatalogField, CatalogFormField>> = {
  title: 'title',
  description: 'description',
  limit: 'limit',
  picture: 'picturePath',
};

/**
 * The form field a message of the server belongs under, or null when this catalog's form does not
 * show that field (a department's `id`): its message is said above the buttons so none is lost.
 */
export const formFieldOf = (serverField: string, shown: readonly CatalogField[]): CatalogFormField | null =>
  shown.map((field) => FORM_FIELD_OF[field]).find((name) => name === serverField) ?? null;
