import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { SearchRow } from '@/components/form/search-row';

import {
  APPLICANT_FILTER_BOUNDS,
  boundOf,
  NO_APPLICANT_FILTERS,
  type ApplicantFilters,
} from '../utils/applicant-filters';

/** What is wrong with the ranges as typed, by field, if anything. */
const applicantFiltersProblems = (
  filters: ApplicantFilters,
): Partial<Record<'scoreMax' | 'experienceMax', string>> => ({
  ...(filters.scoreMin !== null && filters.scoreMax !== null && filters.scoreMin > filters.scoreMax
    ? { scoreMax: 'Below the lowest score.' }
    : {}),
  ...(filters.experienceMin !== null &&
  filters.experienceMax !== null &&
  filters.experienceMin > filters.experienceMax
    ? { experienceMax: 'Below the least experience.' }
    : {}),
});

type Draft = Record<keyof ApplicantFilters, string>;

const draftOf = (filters: ApplicantFilters): Draft => ({
  text: filters.text,
  scoreMin: filters.scoreMin === null ? '' : String(filters.scoreMin),
  scoreMax: filters.scoreMax === null ? '' : String(filters.scoreMax),
  experienceMin: filters.experienceMin === null ? '' : String(filters.experienceMin),
  experienceMax: filters.experienceMax === null ? '' : String(filters.experienceMax),
});

const filtersOf = (draft: Draft): ApplicantFilters => ({
  text: draft.text.trim(),
  scoreMin: boundOf(draft.scoreMin, APPLICANT_FILTER_BOUNDS.scoreMin),
  scoreMax: boundOf(draft.scoreMax, APPLICANT_FILTER_BOUNDS.scoreMax),
  experienceMin: boundOf(draft.experienceMin, APPLICANT_FILTER_BOUNDS.experienceMin),
  experienceMax: boundOf(draft.experienceMax, APPLICANT_FILTER_BOUNDS.experienceMax),
});

// Each field as wide as its label (a small field's label is cut, not wrapped).
const NUMBER_FIELDS: {
  name: Exclude<keyof ApplicantFilters, 'text'>;
  label: string;
  max: number;
  width: number;
}[] = [
  { name: 'scoreMin', label: 'Score from (%)', max: APPLICANT_FILTER_BOUNDS.scoreMin, width: 150 },
  { name: 'scoreMax', label: 'Score to (%)', max: APPLICANT_FILTER_BOUNDS.scoreMax, width: 150 },
  {
    name: 'experienceMin',
    label: 'Experience from (years)',
    max: APPLICANT_FILTER_BOUNDS.experienceMin,
    width: 210,
  },
  {
    name: 'experienceMax',
    label: 'Experience to (years)',
    max: APPLICANT_FILTER_BOUNDS.experienceMax,
    width: 200,
  },
];

/**
 * The applicants table's search: a word of the name, email, city or degree, and score and
 * experience ranges, applied on Find (each is a Firestore query: typing would read a page a key).
 */
export function ApplicantFiltersForm({
  filters,
  onApply,
}: {
  filters: ApplicantFilters;
  onApply: (filters: ApplicantFilters) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const problems = applicantFiltersProblems(filtersOf(draft));
  const blocked = Object.keys(problems).length > 0;
  const applied = JSON.stringify(filters) !== JSON.stringify(NO_APPLICANT_FILTERS);
  return (
    <SearchRow
      label="Search applicants"
      onFind={() => onApply(filtersOf(draft))}
      findDisabled={blocked}
      dense
      reset={
        applied
          ? {
              label: 'Clear search',
              onClick: () => {
                setDraft(draftOf(NO_APPLICANT_FILTERS));
                onApply(NO_APPLICANT_FILTERS);
              },
            }
          : null
      }
    >
      <TextField
        size="small"
        type="search"
        label="Name, email, city or degree"
        value={draft.text}
        onChange={(event) => setDraft((current) => ({ ...current, text: event.target.value }))}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ minWidth: { md: 260 } }}
      />
      {NUMBER_FIELDS.map((field) => (
        <TextField
          key={field.name}
          size="small"
          type="number"
          label={field.label}
          value={draft[field.name]}
          onChange={(event) => setDraft((current) => ({ ...current, [field.name]: event.target.value }))}
          error={Boolean(problems[field.name as keyof typeof problems])}
          helperText={problems[field.name as keyof typeof problems]}
          slotProps={{ htmlInput: { min: 0, max: field.max, inputMode: 'numeric' } }}
          sx={{ width: { md: field.width } }}
        />
      ))}
    </SearchRow>
  );
}
