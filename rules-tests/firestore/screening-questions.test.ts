import { commonCatalogInvalidCases, describeCatalog } from '../support/catalog-suite.ts';
import { catalogEntry } from '../support/fixtures.ts';

describeCatalog(
  'screeningQuestions',
  () => ({ ...catalogEntry('Why do you want to join us?'), limit: 500 }),
  [
    ...commonCatalogInvalidCases.filter(([label]) => label !== 'a title over 150 characters'),
    ['a title over 500 characters', { title: 'x'.repeat(501) }],
    ['a limit of zero', { limit: 0 }],
    ['a limit over 5000', { limit: 5001 }],
    ['a fractional limit', { limit: 10.5 }],
    ['a missing limit', { limit: undefined }],
  ],
);
