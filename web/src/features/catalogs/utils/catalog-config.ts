import { CATALOG_LABELS, MESSAGES, ROUTES, type CatalogKind } from '@careers/domain/constants';

// What differs between the four admin catalogs of spec section 2; the list and form pages are the
// same code for all of them. Titles and button words are the spec's where it names them.

export type CatalogField = 'title' | 'description' | 'limit' | 'picture';

export type CatalogConfig = {
  kind: CatalogKind;
  /** Singular, as in the server's 'Company has been created.' */
  label: string;
  list: { title: string; description: string; newButton: string; emptyMessage: string };
  create: { title: string; description: string; submit: string };
  edit: { title: string; description: string; submit: string };
  /** The form's fields in order; the list shows them as columns (a picture first). */
  fields: readonly CatalogField[];
  listHref: string;
  newHref: string;
  editHref: (id: string) => string;
};

export const CATALOGS: Readonly<Record<CatalogKind, CatalogConfig>> = {
  companies: {
    kind: 'companies',
    label: CATALOG_LABELS.companies,
    list: {
      title: 'Companies',
      description: "The group's companies that jobs are posted for.",
      newButton: 'New Company',
      emptyMessage: 'No companies found...',
    },
    create: {
      title: 'Add a Company',
      description: "The company's name as candidates see it on job posts.",
      submit: 'Save',
    },
    edit: { title: 'Edit Company', description: "Change the company's name.", submit: 'Save' },
    fields: ['title'],
    listHref: ROUTES.companies.list.getHref(),
    newHref: ROUTES.companies.new.getHref(),
    editHref: ROUTES.companies.edit.getHref,
  },
  departments: {
    kind: 'departments',
    label: CATALOG_LABELS.departments,
    list: {
      title: 'Departments',
      description:
        'Departments with their descriptions and pictures, shown on the landing page and the careers pages.',
      newButton: 'New Department',
      emptyMessage: 'No departments found...',
    },
    create: {
      title: 'Add a Department',
      description: "The department's title, description and picture.",
      submit: 'Submit',
    },
    edit: {
      title: 'Edit Department',
      description: "Change the department's title, description or picture.",
      submit: 'Submit',
    },
    fields: ['title', 'description', 'picture'],
    listHref: ROUTES.departments.list.getHref(),
    newHref: ROUTES.departments.new.getHref(),
    editHref: ROUTES.departments.edit.getHref,
  },
  degrees: {
    kind: 'degrees',
    label: CATALOG_LABELS.degrees,
    list: {
      title: 'Degrees',
      description: 'The degrees candidates and jobs choose from.',
      newButton: 'Create',
      emptyMessage: MESSAGES.noEducations,
    },
    create: { title: 'Add a Degree', description: "The degree's title.", submit: 'Save' },
    edit: { title: 'Edit Degree', description: "Change the degree's title.", submit: 'Save' },
    fields: ['title'],
    listHref: ROUTES.educations.list.getHref(),
    newHref: ROUTES.educations.new.getHref(),
    editHref: ROUTES.educations.edit.getHref,
  },
  screeningQuestions: {
    kind: 'screeningQuestions',
    label: CATALOG_LABELS.screeningQuestions,
    list: {
      title: 'Employment Questions',
      description: 'Questions candidates answer when applying, each with the longest answer allowed.',
      newButton: 'Create',
      emptyMessage: 'No employment questions found...',
    },
    create: {
      title: 'New Employment Question',
      description: "The question's title and the longest answer allowed, in characters.",
      submit: 'Post',
    },
    edit: {
      title: 'Edit Employment Question',
      description: "Change the question's title or character limit. Jobs that ask it get the change too.",
      submit: 'Edit',
    },
    fields: ['title', 'limit'],
    listHref: ROUTES.employmentQuestions.list.getHref(),
    newHref: ROUTES.employmentQuestions.new.getHref(),
    editHref: ROUTES.employmentQuestions.edit.getHref,
  },
};
