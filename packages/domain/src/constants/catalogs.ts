// The admin catalogs of spec section 2 (departments, educations, companies, employment questions)
// under the names of the data model, with the label each is shown under.

export const CATALOG_KINDS = ['departments', 'degrees', 'companies', 'screeningQuestions'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

/** Singular, as in 'Department has been created.' */
export const CATALOG_LABELS: Record<CatalogKind, string> = {
  departments: 'Department',
  degrees: 'Degree',
  companies: 'Company',
  screeningQuestions: 'Employment question',
};
