import { DATE_POSTED_FILTERS, type DatePostedFilter } from '@careers/domain/constants';
import { toggleValue, type CareersFacets, type CareersQuery } from '@careers/domain/rules';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { memo, useId, type ChangeEvent } from 'react';

import { ChoiceGroup, ChoiceLabel, ChoiceLegend, Field, NativeSelect } from '@/components/ui/native-fields';

import { FacetCheckboxes } from './facet-checkboxes';

type CareersFiltersProps = {
  query: CareersQuery;
  /** Null while the job index loads. */
  facets: CareersFacets | null;
  onChange: (changes: Partial<CareersQuery>) => void;
  onClear: () => void;
};

const MULTIPLE = '__multiple';

export const hasActiveFilters = (query: CareersQuery): boolean =>
  query.keyword !== '' ||
  query.location !== '' ||
  query.jobTypes.length > 0 ||
  query.departmentIds.length > 0 ||
  query.datePosted !== 'all';

/**
 * The side filters of the careers listing (spec section 2): a departments dropdown, Job Type and
 * Department checkboxes with live counts, and Date Posted. Every change goes to the URL at once.
 */
export const CareersFilters = memo(function CareersFilters({
  query,
  facets,
  onChange,
  onClear,
}: CareersFiltersProps) {
  const dropdownId = useId();
  const radioName = useId();

  if (!facets) {
    return (
      <Stack spacing={2} aria-hidden>
        <Skeleton variant="rounded" height={40} />
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="text" width={`${String(60 + ((index * 13) % 30))}%`} />
        ))}
      </Stack>
    );
  }

  const selectedDepartment =
    query.departmentIds.length === 0
      ? ''
      : query.departmentIds.length === 1
        ? query.departmentIds[0]
        : MULTIPLE;

  const handleDepartmentSelect = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    if (value === MULTIPLE) return;
    onChange({ departmentIds: value ? [value] : [] });
  };

  const handleDatePosted = (event: ChangeEvent<HTMLInputElement>) => {
    onChange({ datePosted: event.target.value as DatePostedFilter });
  };

  return (
    <Stack spacing={3}>
      <Field id={dropdownId} label="Browse by department">
        <NativeSelect id={dropdownId} value={selectedDepartment} onChange={handleDepartmentSelect}>
          <option value="">All departments</option>
          {selectedDepartment === MULTIPLE ? (
            <option value={MULTIPLE} disabled>
              Several departments
            </option>
          ) : null}
          {facets.departments.map((facet) => (
            <option key={facet.value} value={facet.value}>
              {`${facet.label} (${String(facet.count)})`}
            </option>
          ))}
        </NativeSelect>
      </Field>

      <FacetCheckboxes
        legend="Job Type"
        values={facets.jobTypes}
        onToggle={(value) => {
          onChange({ jobTypes: toggleValue(query.jobTypes, value) });
        }}
      />

      <FacetCheckboxes
        legend="Department"
        values={facets.departments}
        onToggle={(value) => {
          onChange({ departmentIds: toggleValue(query.departmentIds, value) });
        }}
      />

      <ChoiceGroup>
        <ChoiceLegend>Date Posted</ChoiceLegend>
        {DATE_POSTED_FILTERS.map((filter) => (
          <ChoiceLabel key={filter.id}>
            <input
              type="radio"
              name={radioName}
              value={filter.id}
              checked={query.datePosted === filter.id}
              onChange={handleDatePosted}
            />
            {filter.label}
          </ChoiceLabel>
        ))}
      </ChoiceGroup>

      {hasActiveFilters(query) ? (
        <Button variant="outlined" onClick={onClear}>
          Clear all filters
        </Button>
      ) : null}
    </Stack>
  );
});
