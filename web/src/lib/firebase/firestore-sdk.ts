// What the app uses of the Firestore lite SDK, with the initialised `db`: loaded on demand through
// `loadFirestore()` (./load-firestore.ts). Named re-exports only, so the bundle keeps just these.
export {
  collection,
  doc,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore/lite';
export { db } from './firestore';
export { applicantsOfJobQuery, jobsPageQuery, jobsQuery } from './queries/jobs-grid-query';
export { applicantsQuery, applicationReviewRef } from './queries/applicants-grid-query';
export { applicantSearchQuery } from './queries/applicant-search-query';
