import { describeCatalog } from '../support/catalog-suite.ts';
import { catalogEntry } from '../support/fixtures.ts';

describeCatalog('companies', () => catalogEntry('Group Textile Mills'));
