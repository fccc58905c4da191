import {
  COLLECTIONS,
  QUESTION_TYPES,
  type Question,
  type QuestionType,
  type Test,
  type WithId,
} from '@careers/domain';
import type {
  CollectionReference,
  DocumentReference,
  Firestore,
  Query,
  Transaction,
} from 'firebase-admin/firestore';

import { adminConverter } from '../../lib/converter.ts';

// Where tests and their question banks live (`tests/{id}`, `tests/{id}/questions/{qid}`, admin-only,
// with the answer keys) and the queries that ask who uses a test.

const testConverter = adminConverter<Test>();
const questionConverter = adminConverter<Question>();

export const testsCollection = (db: Firestore): CollectionReference<Test> =>
  db.collection(COLLECTIONS.tests).withConverter(testConverter);

export const testRef = (db: Firestore, id: string): DocumentReference<Test> => testsCollection(db).doc(id);

export const questionsCollection = (db: Firestore, testId: string): CollectionReference<Question> =>
  testRef(db, testId).collection(COLLECTIONS.questions).withConverter(questionConverter);

export const questionRef = (db: Firestore, testId: string, questionId: string): DocumentReference<Question> =>
  questionsCollection(db, testId).doc(questionId);

/** A stored test with its id, or null. */
export const readTest = async (
  transaction: Transaction,
  db: Firestore,
  id: string,
): Promise<WithId<Test> | null> => {
  const snapshot = await transaction.get(testRef(db, id));
  return snapshot.exists ? (snapshot.data() as WithId<Test>) : null;
};

/** The question bank's ids by type, read in the transaction (the paper is drawn from them). */
export const readBankIds = async (
  transaction: Transaction,
  db: Firestore,
  testId: string,
): Promise<Record<QuestionType, string[]>> => {
  // Only the type is needed to draw: leave statements and keys on the server's side of the query.
  const snapshot = await transaction.get(
    db.collection(COLLECTIONS.tests).doc(testId).collection(COLLECTIONS.questions).select('type'),
  );
  const bank: Record<QuestionType, string[]> = { aptitude: [], technical: [] };
  for (const doc of snapshot.docs) {
    const type = doc.get('type') as unknown;
    if ((QUESTION_TYPES as readonly unknown[]).includes(type)) bank[type as QuestionType].push(doc.id);
  }
  // Query order is by id already; sorting makes a replay independent of the backend's order.
  bank.aptitude.sort();
  bank.technical.sort();
  return bank;
};

/** The questions with these ids (null where one no longer exists), in order. */
export const readQuestions = async (
  read: Pick<Transaction, 'getAll'> | Firestore,
  db: Firestore,
  testId: string,
  ids: readonly string[],
): Promise<(WithId<Question> | null)[]> => {
  if (ids.length === 0) return [];
  const snapshots = await read.getAll(...ids.map((id) => questionRef(db, testId, id)));
  return snapshots.map((snapshot) => (snapshot.exists ? (snapshot.data() as WithId<Question>) : null));
};

/** Sessions candidates have started on the test. */
export const sessionsOfTest = (db: Firestore, testId: string): Query =>
  db.collection(COLLECTIONS.testSessions).where('testId', '==', testId);

/** Tests name their department too (the job form filters tests by it). */
export const testsOfDepartment = (db: Firestore, departmentId: string): Query =>
  db.collection(COLLECTIONS.tests).where('department.id', '==', departmentId);
