import { activeTest } from '@careers/domain/testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
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
    get: (db) => getDoc(doc(db, 'tests/t1')),
    list: (db) => getDocs(collection(db, 'tests')),
    create: (db) => setDoc(doc(db, 'tests/t2'), test()),
    update: (db) => updateDoc(doc(db, 'tests/t1'), { timeMinutes: 45 }),
    delete: (db) => deleteDoc(doc(db, 'tests/t1')),
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
    get: (db) => getDoc(doc(db, 'tests/t1/questions/q1')),
    list: (db) => getDocs(collection(db, 'tests/t1/questions')),
    create: (db) => setDoc(doc(db, 'tests/t1/questions/q2'), question()),
    update: (db) => updateDoc(doc(db, 'tests/t1/questions/q1'), { statement: 'Changed?' }),
    delete: (db) => deleteDoc(doc(db, 'tests/t1/questions/q1')),
  },
  allowed: {
    signedOut: {},
    owner: {},
    other: {},
    admin: { get: true, list: true },
  },
});
