import { describeCatalog } from '../support/catalog-suite.ts';
import { catalogEntry } from '../support/fixtures.ts';

describeCatalog('screeningQuestions', () => ({ ...catalogEntry('Why do you want to join us?'), limit: 500 }));
