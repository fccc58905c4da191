import { describeCatalog } from '../support/catalog-suite.ts';
import { catalogEntry } from '../support/fixtures.ts';

describeCatalog('degrees', () => catalogEntry('BSc Textile Engineering'));
