import { COLLECTIONS, CONVERTERS } from '@careers/domain/firestore';
import type { Question, Test, WithId } from '@careers/domain/types';
import { useQuery } from '@tanstack/react-query';

import { firestoreConverter } from '@/lib/firebase/converter';
import { loadFirestore } from '@/lib/firebase/load-firestore';

// Tests and their banks are admin-only documents (the rules let admins read them; every write goes
// through the tests callables). The list is a few dozen tests: one read, and the grid filters,
// sorts and pages in the browser, like the catalogs.

export type AdminTest = WithId<Test>;
export type AdminQuestion = WithId<Question>;
export type Option = { id: string; title: string };

export const testsQueryKey = ['admin', 'tests'] as const;
export const testQueryKey = (testId: string) => [...testsQueryKey, 'test', testId] as const;
export const questionsQueryKey = (testId: string) => [...testsQueryKey, 'questions', testId] as const;

const testsConverter = firestoreConverter(CONVERTERS.tests);

export const getAdminTests = async (): Promise<AdminTest[]> => {
  const { db, collection, getDocs } = await loadFirestore();
  const snapshot = await getDocs(collection(db, COLLECTIONS.tests).withConverter(testsConverter));
  return snapshot.docs
    .map((document) => ({ ...document.data(), id: document.id }))
    .sort((left, right) => left.title.localeCompare(right.title));
};

export const getAdminTest = async (testId: string): Promise<AdminTest | null> => {
  const { db, doc, getDoc } = await loadFirestore();
  const snapshot = await getDoc(doc(db, COLLECTIONS.tests, testId).withConverter(testsConverter));
  const test = snapshot.data();
  return test ? { ...test, id: testId } : null;
};

const toDate = (value: unknown): Date =>
  value instanceof Date
    ? value
    : typeof (value as { toDate?: unknown } | null)?.toDate === 'function'
      ? (value as { toDate: () => Date }).toDate()
      : new Date(0);

/** A test's bank in the order it was written (the callables stamp one form's questions in order). */
export const getTestQuestions = async (testId: string): Promise<AdminQuestion[]> => {
  const { db, collection, getDocs } = await loadFirestore();
  const snapshot = await getDocs(collection(db, COLLECTIONS.tests, testId, COLLECTIONS.questions));
  return snapshot.docs
    .map((document) => {
      const data = document.data() as Question;
      return {
        ...data,
        id: document.id,
        createdAt: toDate(data.createdAt),
        updatedAt: toDate(data.updatedAt),
      };
    })
    .sort(
      (left, right) =>
        left.createdAt.getTime() - right.createdAt.getTime() || left.id.localeCompare(right.id),
    );
};

/** The departments catalog, by title: a test belongs to one (the job form's test selector matches it). */
export const getDepartmentOptions = async (): Promise<Option[]> => {
  const { db, collection, getDocs } = await loadFirestore();
  const snapshot = await getDocs(
    collection(db, COLLECTIONS.departments).withConverter(firestoreConverter(CONVERTERS.departments)),
  );
  return snapshot.docs
    .map((document) => ({ id: document.id, title: document.data().title }))
    .sort((left, right) => left.title.localeCompare(right.title));
};

export const useAdminTests = () => useQuery({ queryKey: testsQueryKey, queryFn: getAdminTests });

/** One test; nothing is read for a new test (`testId` null). */
export const useAdminTest = (testId: string | null) =>
  useQuery({
    queryKey: testQueryKey(testId ?? ''),
    queryFn: () => getAdminTest(testId ?? ''),
    enabled: testId !== null,
  });

export const useTestQuestions = (testId: string) =>
  useQuery({ queryKey: questionsQueryKey(testId), queryFn: () => getTestQuestions(testId) });

export const useDepartmentOptions = () =>
  useQuery({
    queryKey: ['admin', 'test-form', 'departments'],
    queryFn: getDepartmentOptions,
    staleTime: 60_000,
  });
