// A stand-in for lib/firebase/load-firestore in component tests of a page that reads one list (the
// candidate's applications): `vi.mock('@/lib/firebase/load-firestore', () => import('@/testing/firestore-boundary'))`
// in the test file, then `firestoreList.rows = […]`. Every query answers these rows whatever its
// filters: the test stores what the query would find. `firestoreList.reads` counts the reads, to
// show a page read again (after applying, after a withdrawal).

/** The documents every query answers, and how many reads there were. */
export const firestoreList: { rows: unknown[]; reads: number } = { rows: [], reads: 0 };

/** Empties the list and the count (in the test file's beforeEach). */
export const resetFirestoreList = (rows: unknown[] = []) => {
  firestoreList.rows = rows;
  firestoreList.reads = 0;
};

export const loadFirestore = () =>
  Promise.resolve({
    db: {},
    collection: () => ({ withConverter: () => ({}) }),
    query: () => ({}),
    where: () => ({}),
    getDocs: () => {
      firestoreList.reads += 1;
      return Promise.resolve({ docs: firestoreList.rows.map((row) => ({ data: () => row })) });
    },
  });
