import { MESSAGES, ROUTES, type CatalogKind } from '@careers/domain/constants';

// What differs between the four admin catalogs (spec section 2); the list and form pages are the
// same code for all of them.

export type CatalogField = 'title' | 'description' | 'limit' | 'picture';

export type CatalogConfig = {
  kind: CatalogKind;
  listTitle: string;
  listDescription: string;
  newTitle: string;
  newDescription: string;
  editTitle: string;
  editDescription: string;
  newButton: string;
  emptyMessage: string;
  fields: readonly CatalogField[];
  listHref: string;
  newHref: string;
  editHref: (id: string) => string;
};

export const CATALOGS: Readonly<Record<CatalogKind, CatalogConfig>> = {
  companies: {
    kind: 'companies',
    listTitle: 'Companies',
    listDescription: "The group's companies that jobs are posted for.",
    newTitle: 'Add a Company',
    newDescription: "The company's name as candidates will see it on job posts.",
    editTitle: 'Edit Company',
    editDescription: "Change the company's name.",
    newButton: 'New Company',
    emptyMessage: 'No companies found...',
    fields: ['title'],
    listHref: ROUTES.companies.list.getHref(),
    newHref: ROUTES.companies.new.getHref(),
    editHref: ROUTES.companies.edit.getHref,
  },
  departments: {
    kind: 'departments',
    listTitle: 'Departments',
    listDescription:
      'Departments with their descriptions and pictures, shown on the landing page and the careers pages.',
    newTitle: 'Add a Department',
    newDescription: "The department's title, description and picture.",
    editTitle: 'Edit Department',
    editDescription: "Change the department's title, description or picture.",
    newButton: 'New Department',
    emptyMessage: 'No departments found...',
    fields: ['title', 'description', 'picture'],
    listHref: ROUTES.departments.list.getHref(),
    newHref: ROUTES.departments.new.getHref(),
    editHref: ROUTES.departments.edit.getHref,
  },
  degrees: {
    kind: 'degrees',
    listTitle: 'Degrees',
    listDescription: 'The degrees candidates and jobs choose from.',
    newTitle: 'Add a Degree',
    newDescription: "The degree's title.",
    editTitle: 'Edit Degree',
    editDescription: "Change the degree's title.",
    newButton: 'New Degree',
    emptyMessage: MESSAGES.noEducations,
    fields: ['title'],
    listHref: ROUTES.educations.list.getHref(),
    newHref: ROUTES.educations.new.getHref(),
    editHref: ROUTES.educations.edit.getHref,
  },
  screeningQuestions: {
    kind: 'screeningQuestions',
    listTitle: 'Employment Questions',
    listDescription: 'Questions candidates answer when applying, each with its character limit.',
    newTitle: 'New Employment Question',
    newDescription: "The question's title and the longest answer allowed, in characters.",
    editTitle: 'Edit Employment Question',
    editDescription: "Change the question's title or character limit.",
    newButton: 'New Employment Question',
    emptyMessage: 'No employment questions found...',
    fields: ['title', 'limit'],
    listHref: ROUTES.employmentQuestions.list.getHref(),
    newHref: ROUTES.employmentQuestions.new.getHref(),
    editHref: ROUTES.employmentQuestions.edit.getHref,
  },
};
