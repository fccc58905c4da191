import * as yup from 'yup';

import { APPLICANT_QUERY_TEXT_MAX } from '../types/applicant-search.ts';
import { APPLICATION_STATUSES } from '../types/application.ts';
// Also what sets our sentences for yup's messages, which a rule takes when it is built: without an
// import of common.ts this module, loaded first by applicants.ts, gave yup's own "matching must be a
// `object` type". A binding it uses, not a bare import, which bundlers drop (`sideEffects: false`).
import { optionalText } from './common.ts';

export const APPLICANT_QUERY_VIEWS = ['active', 'hidden', ...APPLICATION_STATUSES] as const;
import { DOCUMENT_ID_PATTERN } from '../constants/platform.ts';

// What the admin searches applicants by (issue 20): a job's applicants table, the candidates page
// across jobs, and a batch action run on "every applicant matching" all send this one shape, so
// the page shown and the applicants acted on are the same query (rules/applicant-search.ts).

const bound = (label: string, max: number) =>
  yup
    .number()
    .typeError(`${label} must be a number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} must be at most ${String(max)}.`)
    .nullable()
    .default(null);

const range = (low: string, high: string, message: string) =>
  function inOrder(this: yup.TestContext, value: Record<string, unknown> | undefined) {
    const [from, to] = [value?.[low], value?.[high]];
    return typeof from !== 'number' || typeof to !== 'number' || from <= to
      ? true
      : this.createError({ path: high, message });
  };

export const applicantQuerySchema = yup
  .object({
    /** One job's applicants, or null for every candidate who has applied (the candidates page). */
    jobId: yup
      .string()
      .trim()
      .matches(DOCUMENT_ID_PATTERN, 'Job is not a valid id.')
      .nullable()
      .default(null),
    /** 'active' hides removed and not-selected, 'hidden' shows only those, or one status. */
    view: yup.string().oneOf(APPLICANT_QUERY_VIEWS, 'Choose which applicants to show.').default('active'),
    /** Words of the name, email, city, degree or applied-to job; one of them is looked up. */
    text: optionalText('Search', APPLICANT_QUERY_TEXT_MAX),
    scoreMin: bound('Lowest score', 100),
    scoreMax: bound('Highest score', 100),
    experienceMin: bound('Least experience', 60),
    experienceMax: bound('Most experience', 60),
    cgpaMin: bound('Lowest CGPA', 5),
  })
  .test('score-range', '', range('scoreMin', 'scoreMax', 'Highest score cannot be below the lowest.'))
  .test(
    'experience-range',
    '',
    range('experienceMin', 'experienceMax', 'Most experience cannot be below the least.'),
  );
