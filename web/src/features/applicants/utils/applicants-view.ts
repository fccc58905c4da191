import { ADMIN_STATUS_LABELS } from '@careers/domain/rules';
import { APPLICATION_STATUSES } from '@careers/domain/types';
import type { GridRowSelectionModel, GridSortModel } from '@mui/x-data-grid';

import {
  APPLICANTS_DEFAULT_SORT,
  APPLICANTS_SORT_FIELDS,
  type ApplicantsGridSpec,
  type ApplicantsSortField,
  type ApplicantsView,
} from '@/lib/firebase/queries/applicants-grid-spec';

// What the applicants table shows: the status view (in the URL as `?applicants=`), its sort and
// page, and the selection (rows of the page on screen).

export const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

export const APPLICANTS_GRID_DEFAULTS = {
  sortModel: [
    { field: APPLICANTS_DEFAULT_SORT.field, sort: APPLICANTS_DEFAULT_SORT.direction },
  ] as GridSortModel,
  paginationModel: { page: 0, pageSize: 25 },
};

export const VIEW_PARAM = 'applicants';

export const APPLICANTS_VIEWS: readonly { value: ApplicantsView; label: string }[] = [
  { value: 'active', label: 'All applicants' },
  ...APPLICATION_STATUSES.filter((status) => status !== 'removed' && status !== 'not-selected').map(
    (status) => ({
      value: status,
      label: ADMIN_STATUS_LABELS[status],
    }),
  ),
  { value: 'hidden', label: 'Removed and not selected' },
  { value: 'removed', label: 'Removed' },
  { value: 'not-selected', label: 'Not selected' },
];

export const readView = (params: URLSearchParams): ApplicantsView => {
  const raw = params.get(VIEW_PARAM) ?? '';
  return APPLICANTS_VIEWS.some((view) => view.value === raw) ? (raw as ApplicantsView) : 'active';
};

export const sortOf = (model: GridSortModel): ApplicantsGridSpec['sort'] => {
  const [item] = model;
  return item && item.field in APPLICANTS_SORT_FIELDS && item.sort
    ? { field: item.field as ApplicantsSortField, direction: item.sort }
    : APPLICANTS_DEFAULT_SORT;
};
