import * as yup from 'yup';
import { CATALOG_KINDS, type CatalogKind } from '../constants/catalogs.ts';
import { MESSAGES } from '../constants/messages.ts';
import { documentId, requiredText } from './common.ts';

export const departmentSchema = yup.object({
  title: requiredText('Title', 100),
  description: requiredText('Description', 1000),
});

/**
 * Creating a department: the browser picks the id (Firestore's auto id), uploads the picture to
 * `departments/{id}/…`, then sends the id with the picture's storage path. The service checks the
 * object itself (exists, JPG/PNG by its leading bytes, at most 1.5 MB).
 */
export const departmentCreateSchema = departmentSchema.shape({
  id: documentId('Department'),
  picturePath: yup.string().trim().required(MESSAGES.pictureRequired).max(1024),
});
export type DepartmentCreateInput = yup.InferType<typeof departmentCreateSchema>;

/** Editing a department: the picture is replaced only when a new path is sent. */
export const departmentUpdateSchema = departmentSchema.shape({
  picturePath: yup.string().trim().max(1024).optional(),
});
export type DepartmentUpdateInput = yup.InferType<typeof departmentUpdateSchema>;

/** Departments one reorder may name: every department, in the landing page's new order. */
export const DEPARTMENTS_MAX = 500;

/** The landing page's department order: every department's id, first tab first. */
export const reorderDepartmentsSchema = yup.object({
  ids: yup
    .array(documentId('Department'))
    .typeError('Send the departments as a list of ids.')
    .min(1, 'Name the departments in their new order.')
    .max(DEPARTMENTS_MAX, `At most ${String(DEPARTMENTS_MAX)} departments can be ordered.`)
    .test(
      'distinct',
      'Each department can appear only once.',
      (ids) => new Set(ids).size === (ids ?? []).length,
    )
    .required('Name the departments in their new order.'),
});

/** A catalog entry addressed by id (get, update, delete). */
export const catalogIdSchema = yup.object({ id: documentId('Id') });

export const degreeSchema = yup.object({ title: requiredText('Title', 150) });
export type DegreeInput = yup.InferType<typeof degreeSchema>;

export const companySchema = yup.object({ title: requiredText('Title', 150) });
export type CompanyInput = yup.InferType<typeof companySchema>;

export const SCREENING_ANSWER_MAX_LIMIT = 5000;

export const screeningQuestionSchema = yup.object({
  title: requiredText('Title', 500),
  limit: yup
    .number()
    .typeError('Limit must be a number.')
    .integer('Limit must be a whole number of characters.')
    .min(1, 'Limit must be at least 1 character.')
    .max(SCREENING_ANSWER_MAX_LIMIT, `Limit must be at most ${SCREENING_ANSWER_MAX_LIMIT} characters.`)
    .required('Limit is required.'),
});
export type ScreeningQuestionInput = yup.InferType<typeof screeningQuestionSchema>;

/** What creating an entry of each catalog takes. */
export type CatalogCreateInputs = {
  departments: DepartmentCreateInput;
  degrees: DegreeInput;
  companies: CompanyInput;
  screeningQuestions: ScreeningQuestionInput;
};

/** What updating an entry of each catalog takes (a department's picture is optional then). */
export type CatalogUpdateInputs = Omit<CatalogCreateInputs, 'departments'> & {
  departments: DepartmentUpdateInput;
};

const KIND_MESSAGE = `Kind must be one of ${CATALOG_KINDS.join(', ')}.`;

const catalogKindField = () =>
  yup.string<CatalogKind>().required(KIND_MESSAGE).oneOf(CATALOG_KINDS, KIND_MESSAGE);

// The catalog callables name the catalog by `kind`; the entry's own fields are checked by the
// catalog service with that catalog's schema (above), keyed `title`, `limit`…

export const createCatalogEntryInputSchema = yup.object({
  kind: catalogKindField(),
  entry: yup.mixed<CatalogCreateInputs[CatalogKind]>(),
});
/** `createCatalogEntry`, with each catalog's own entry. */
export type CreateCatalogEntryInput = {
  [Kind in CatalogKind]: { kind: Kind; entry: CatalogCreateInputs[Kind] };
}[CatalogKind];

export const updateCatalogEntryInputSchema = yup.object({
  kind: catalogKindField(),
  id: documentId('Id'),
  entry: yup.mixed<CatalogUpdateInputs[CatalogKind]>(),
});
/** `updateCatalogEntry`, with each catalog's own entry. */
export type UpdateCatalogEntryInput = {
  [Kind in CatalogKind]: { kind: Kind; id: string; entry: CatalogUpdateInputs[Kind] };
}[CatalogKind];

export const deleteCatalogEntryInputSchema = yup.object({ kind: catalogKindField(), id: documentId('Id') });
