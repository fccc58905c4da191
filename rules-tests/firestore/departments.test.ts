import { describeCatalog } from '../support/catalog-suite.ts';
import { catalogEntry } from '../support/fixtures.ts';

const department = (id: string) => ({
  ...catalogEntry('Spinning'),
  description: 'Ring and open-end spinning of cotton and blended yarns.',
  order: 1,
  image: { path: `departments/${id}/picture.png`, url: 'http://127.0.0.1:9199/v0/b/demo/o/x?alt=media' },
});

describeCatalog('departments', department);
