import type { ApplicantQuery } from '../types/applicant-search.ts';
import { HIDDEN_APPLICANT_STATUSES, VISIBLE_APPLICANT_STATUSES } from '../types/applicants.ts';
import { searchWordOf } from './search-tokens.ts';

// The applicant search (issue 20) over `applicantSearch` (types/applicant-search.ts): the one
// Firestore query that answers an ApplicantQuery (the entries: ./applicant-search-entry.ts). The web's
// pages and the server's "every applicant matching" batch run the same plan, so what is shown and
// what is acted on agree.
//
// Every plan has one shape: equality on `jobId` (when one job's) and `status` (`in` for a view of
// several; there is always a view, which keeps the index set to 32), at most one word (`array-contains`), ranges on score, experience and CGPA, newest
// application first. Firestore serves ranges on several fields with an index holding them after the
// ordered field; firestore.indexes.json holds the index of every combination
// (applicant-search.test.ts checks it).

export type ApplicantSearchCondition = {
  field: 'jobId' | 'status' | 'searchTokens' | 'scorePercent' | 'experience' | 'cgpa';
  op: '==' | 'in' | 'array-contains' | '>=' | '<=';
  value: string | number | readonly string[];
};

export type ApplicantSearchPlan = {
  where: ApplicantSearchCondition[];
  orderBy: { field: 'appliedAt'; direction: 'desc' };
};

/** The word a search text is looked up by: a whole address as typed, else its longest word. */
const lookupOf = (text: string): string | null => {
  const trimmed = text.trim().toLowerCase();
  return /^[^@\s]+@[^@\s]+$/.test(trimmed) ? trimmed : searchWordOf(text);
};

/** The Firestore query over `applicantSearch` that answers `query`, newest application first. */
export const applicantSearchPlan = (query: ApplicantQuery): ApplicantSearchPlan => {
  const where: ApplicantSearchCondition[] = [];
  if (query.jobId) where.push({ field: 'jobId', op: '==', value: query.jobId });
  if (query.view === 'active') where.push({ field: 'status', op: 'in', value: VISIBLE_APPLICANT_STATUSES });
  else if (query.view === 'hidden')
    where.push({ field: 'status', op: 'in', value: HIDDEN_APPLICANT_STATUSES });
  else where.push({ field: 'status', op: '==', value: query.view });
  const word = lookupOf(query.text);
  if (word) where.push({ field: 'searchTokens', op: 'array-contains', value: word });
  const ranges: [ApplicantSearchCondition['field'], number | null, '>=' | '<='][] = [
    ['scorePercent', query.scoreMin, '>='],
    ['scorePercent', query.scoreMax, '<='],
    ['experience', query.experienceMin, '>='],
    ['experience', query.experienceMax, '<='],
    ['cgpa', query.cgpaMin, '>='],
  ];
  for (const [field, value, op] of ranges) if (value !== null) where.push({ field, op, value });
  return { where, orderBy: { field: 'appliedAt', direction: 'desc' } };
};

/** Whether the query narrows more than the status view does (the table then reads the search). */
export const isNarrowedApplicantQuery = (query: ApplicantQuery): boolean =>
  lookupOf(query.text) !== null ||
  [query.scoreMin, query.scoreMax, query.experienceMin, query.experienceMax, query.cgpaMin].some(
    (value) => value !== null,
  );
