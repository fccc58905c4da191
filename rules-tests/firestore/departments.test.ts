import { commonCatalogInvalidCases, describeCatalog } from '../support/catalog-suite.ts';
import { catalogEntry } from '../support/fixtures.ts';

const department = (id: string) => ({
  ...catalogEntry('Spinning'),
  description: 'Ring and open-end spinning of cotton and blended yarns.',
  order: 1,
  image: { path: `departments/${id}/picture.png`, url: 'http://127.0.0.1:9199/v0/b/demo/o/x?alt=media' },
});

describeCatalog('departments', department, [
  ...commonCatalogInvalidCases,
  ['a missing description', { description: undefined }],
  ['a description over 1000 characters', { description: 'x'.repeat(1001) }],
  ['an order that is not a whole number', { order: 1.5 }],
  ['a picture outside the department folder', { image: { path: 'departments/other/picture.png', url: 'x' } }],
  ['a picture with extra keys', { image: { path: 'departments/existing/p.png', url: 'x', size: 1 } }],
]);
