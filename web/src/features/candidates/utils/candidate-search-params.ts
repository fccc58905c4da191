import type { ApplicantQuery } from '@careers/domain/types';
import { APPLICATION_STATUSES } from '@careers/domain/types';

// The candidates page's search in its URL (a search can be bookmarked and survives a reload). Read
// without yup (the page paints before it would load); the rules' plan takes what is read here.

export type CandidateSearch = Pick<ApplicantQuery, 'text' | 'view' | 'experienceMin' | 'cgpaMin'>;

const PARAMS = { text: 'find', view: 'status', experienceMin: 'expFrom', cgpaMin: 'cgpaFrom' } as const;
const VIEWS: readonly string[] = ['active', 'hidden', ...APPLICATION_STATUSES];

const numberIn = (raw: string | null, max: number): number | null => {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= max ? value : null;
};

export const readCandidateSearch = (params: URLSearchParams): CandidateSearch => {
  const view = params.get(PARAMS.view) ?? '';
  return {
    text: (params.get(PARAMS.text) ?? '').trim().slice(0, 100),
    view: VIEWS.includes(view) ? (view as ApplicantQuery['view']) : 'active',
    experienceMin: numberIn(params.get(PARAMS.experienceMin), 60),
    cgpaMin: numberIn(params.get(PARAMS.cgpaMin), 5),
  };
};

export const writeCandidateSearch = (params: URLSearchParams, search: CandidateSearch): URLSearchParams => {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | number | null, fallback = '') => {
    if (value === null || value === '' || value === fallback) next.delete(name);
    else next.set(name, String(value));
  };
  set(PARAMS.text, search.text);
  set(PARAMS.view, search.view, 'active');
  set(PARAMS.experienceMin, search.experienceMin);
  set(PARAMS.cgpaMin, search.cgpaMin);
  next.delete('page');
  return next;
};
