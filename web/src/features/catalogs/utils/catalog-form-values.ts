import {
  companySchema,
  degreeSchema,
  departmentCreateSchema,
  departmentUpdateSchema,
  screeningQuestionSchema,
} from '@careers/domain';
import type { CatalogKind } from '@careers/domain/constants';

import type { CatalogEntry } from '../api/get-catalog-entries';
import type { CatalogEntryInput } from '../api/save-catalog-entry';

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
 * What `createCatalogEntry` / `updateCatalogEntry` get as `entry`. `departmentId` is the id a new
 * department's picture was uploaded under (null when editing: the id is the document's).
 */
export const catalogEntryInput = (
  kind: CatalogKind,
  values: CatalogFormValues,
  departmentId: string | null,
): CatalogEntryInput => {
  switch (kind) {
    case 'screeningQuestions':
      return { title: values.title, limit: Number(values.limit) };
    case 'departments':
      return {
        ...(departmentId ? { id: departmentId } : {}),
        title: values.title,
        description: values.description,
        ...(values.picturePath ? { picturePath: values.picturePath } : {}),
      };
    default:
      return { title: values.title };
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
 * Splits the server's per-field messages into those the form shows under its fields and the rest
 * (e.g. a department's `id`), which it shows above its buttons so none is lost.
 */
export const placeServerErrors = (
  fields: Readonly<Record<string, string>>,
  shown: readonly CatalogField[],
): { byField: Partial<Record<CatalogFormField, string>>; other: string[] } => {
  const shownNames = new Set<string>(shown.map((field) => FORM_FIELD_OF[field]));
  const byField: Partial<Record<CatalogFormField, string>> = {};
  const other: string[] = [];
  for (const [name, message] of Object.entries(fields)) {
    if (shownNames.has(name)) byField[name as CatalogFormField] = message;
    else other.push(message);
  }
  return { byField, other };
};
