import { COLLECTIONS, CONVERTERS } from '@careers/domain/firestore';
import type { TestLevel } from '@careers/domain/constants';
import { useQuery } from '@tanstack/react-query';

import { firestoreConverter } from '@/lib/firebase/converter';
import { loadFirestore } from '@/lib/firebase/load-firestore';

export type Option = { id: string; title: string };
export type TestOption = Option & { departmentId: string; level: TestLevel; totalQuestions: number };

const byTitle = (left: Option, right: Option) => left.title.localeCompare(right.title);

const readTitles = async (name: 'companies' | 'departments' | 'degrees'): Promise<Option[]> => {
  const { db, collection, getDocs } = await loadFirestore();
  const snapshot = await getDocs(
    collection(db, COLLECTIONS[name]).withConverter(firestoreConverter(CONVERTERS[name])),
  );
  return snapshot.docs.map((document) => ({ id: document.id, title: document.data().title })).sort(byTitle);
};

/** What the job form offers: the catalogs, the employment questions with their limits, the tests. */
export const useJobFormOptions = () =>
  useQuery({
    queryKey: ['admin', 'job-form-options'],
    staleTime: 60_000,
    queryFn: async () => {
      const { db, collection, getDocs } = await loadFirestore();
      const [companies, departments, degrees, questions, tests] = await Promise.all([
        readTitles('companies'),
        readTitles('departments'),
        readTitles('degrees'),
        getDocs(
          collection(db, COLLECTIONS.screeningQuestions).withConverter(
            firestoreConverter(CONVERTERS.screeningQuestions),
          ),
        ),
        getDocs(collection(db, COLLECTIONS.tests).withConverter(firestoreConverter(CONVERTERS.tests))),
      ]);
      return {
        companies,
        departments,
        degrees,
        questions: questions.docs
          .map((document) => {
            const question = document.data();
            return { id: document.id, title: `${question.title} (${String(question.limit)} characters)` };
          })
          .sort(byTitle),
        tests: tests.docs
          .map((document) => {
            const test = document.data();
            return {
              id: document.id,
              title: test.title,
              departmentId: test.department.id,
              level: test.level,
              totalQuestions: test.totalQuestions,
            } satisfies TestOption;
          })
          .sort(byTitle),
      };
    },
  });
