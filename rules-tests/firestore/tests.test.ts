import { activeTest } from '@careers/domain/testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { NOW, seedDocs } from '../support/fixtures.ts';
import { describeMatrix } from '../support/matrix.ts';
import { rulesEnvForFile } from '../support/test-env.ts';

const env = await rulesEnvForFile('tests');

const test = () => activeTest(NOW);

const question = () => ({
  statement: 'Which count system is indirect?',
  type: 'technical',
  image: null,
  correctOptions: ['Ne (English count)'],
  wrongOptions: ['Tex', 'Denier', 'Decitex'],
  createdAt: NOW,
  updatedAt: NOW,
});

const seedTests = (seedEnv: RulesTestEnvironment) =>
  seedDocs(seedEnv, { 'tests/t1': test(), 'tests/t1/questions/q1': question() });

// Tests carry the answer keys in their questions: nobody but admins reads them, and nobody writes
// them from a client (the tests service keeps the bank's counts and the audit log with each write).
describeMatrix('tests/{id}', () => env, {
  seed: seedTests,
  operations: {
    get: (db) => db.get('tests/t1'),
    list: (db) => db.list('tests'),
    create: (db) => db.set('tests/t2', test()),
    update: (db) => db.update('tests/t1', { timeMinutes: 45 }),
    delete: (db) => db.delete('tests/t1'),
  },
  allowed: {
    signedOut: {},
    owner: {},
    other: {},
    admin: { get: true, list: true },
  },
});

describeMatrix('tests/{id}/questions/{qid}', () => env, {
  seed: seedTests,
  operations: {
    get: (db) => db.get('tests/t1/questions/q1'),
    list: (db) => db.list('tests/t1/questions'),
    create: (db) => db.set('tests/t1/questions/q2', question()),
    update: (db) => db.update('tests/t1/questions/q1', { statement: 'Changed?' }),
    delete: (db) => db.delete('tests/t1/questions/q1'),
  },
  allowed: {
    signedOut: {},
    owner: {},
    other: {},
    admin: { get: true, list: true },
  },
});
