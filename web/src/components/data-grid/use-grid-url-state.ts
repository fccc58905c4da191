import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { readGridUrlState, writeGridUrlState, type GridUrlState } from './grid-url-state';

/**
 * Controlled DataGrid props whose state is the URL: spread the result into the grid
 * (`filterModel`, `onFilterModelChange`, …). Changes replace the history entry, so Back leaves the
 * table rather than stepping through every keystroke of a filter.
 */
export const useGridUrlState = (defaults: Partial<GridUrlState> = {}) => {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readGridUrlState(params, defaults), [params, defaults]);
  const update = useCallback(
    (change: Partial<GridUrlState>) => {
      setParams((current) => writeGridUrlState(current, change), { replace: true });
    },
    [setParams],
  );
  return {
    ...state,
    onFilterModelChange: (filterModel: GridFilterModel) => {
      // A new filter starts from the first page: the current page may not exist any more.
      update({ filterModel, paginationModel: { ...state.paginationModel, page: 0 } });
    },
    onSortModelChange: (sortModel: GridSortModel) => {
      update({ sortModel });
    },
    onPaginationModelChange: (paginationModel: GridPaginationModel) => {
      update({ paginationModel });
    },
  };
};
