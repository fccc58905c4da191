import type { ApplicantQuery } from '@careers/domain/types';

// The applicants table's search (issue 20), kept in the URL beside its status view: a word of the
// name, email, city or degree, the test score range (percent) and the experience range (years).
// Read without yup (the job page paints before yup loads, scripts/budget); the server checks the
// query again with the domain's applicantQuerySchema.

export type ApplicantFilters = Pick<
  ApplicantQuery,
  'text' | 'scoreMin' | 'scoreMax' | 'experienceMin' | 'experienceMax'
>;

export const APPLICANT_FILTER_PARAMS = {
  text: 'find',
  scoreMin: 'scoreFrom',
  scoreMax: 'scoreTo',
  experienceMin: 'expFrom',
  experienceMax: 'expTo',
} as const satisfies Record<keyof ApplicantFilters, string>;

const BOUNDS = { scoreMin: 100, scoreMax: 100, experienceMin: 60, experienceMax: 60 } as const;

export const NO_APPLICANT_FILTERS: ApplicantFilters = {
  text: '',
  scoreMin: null,
  scoreMax: null,
  experienceMin: null,
  experienceMax: null,
};

/** A bound as typed: a number from 0 to `max`, or null (none, or not a number yet). */
export const boundOf = (raw: string | null, max: number): number | null => {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= max ? value : null;
};

export const readApplicantFilters = (params: URLSearchParams): ApplicantFilters => ({
  text: (params.get(APPLICANT_FILTER_PARAMS.text) ?? '').trim().slice(0, 100),
  scoreMin: boundOf(params.get(APPLICANT_FILTER_PARAMS.scoreMin), BOUNDS.scoreMin),
  scoreMax: boundOf(params.get(APPLICANT_FILTER_PARAMS.scoreMax), BOUNDS.scoreMax),
  experienceMin: boundOf(params.get(APPLICANT_FILTER_PARAMS.experienceMin), BOUNDS.experienceMin),
  experienceMax: boundOf(params.get(APPLICANT_FILTER_PARAMS.experienceMax), BOUNDS.experienceMax),
});

export const writeApplicantFilters = (
  params: URLSearchParams,
  filters: ApplicantFilters,
): URLSearchParams => {
  const next = new URLSearchParams(params);
  for (const [key, name] of Object.entries(APPLICANT_FILTER_PARAMS) as [keyof ApplicantFilters, string][]) {
    const value = filters[key];
    if (value === null || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  // A new search starts from the first page.
  next.delete('page');
  return next;
};

/**
 * Whether the table reads the search rather than its status view: any filter set. (A text with no
 * word in it reads the search too; its plan then narrows nothing, and the rows are the view's.)
 */
export const hasApplicantFilters = (filters: ApplicantFilters): boolean =>
  filters.text !== '' ||
  [filters.scoreMin, filters.scoreMax, filters.experienceMin, filters.experienceMax].some(
    (value) => value !== null,
  );

export { BOUNDS as APPLICANT_FILTER_BOUNDS };
