import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { readGridUrlState, writeGridUrlState, type GridUrlState } from './grid-url-state';

/** The part of a filter model the URL keeps (no item ids), to compare two models by. */
const urlFilterKey = (model: GridFilterModel) =>
  JSON.stringify(model.items.map(({ field, operator, value }) => ({ field, operator, value })));

/**
 * Controlled DataGrid props whose state is the URL: spread the result into the grid
 * (`filterModel`, `onFilterModelChange`, …). Changes replace the history entry, so Back leaves the
 * table rather than stepping through every keystroke of a filter.
 */
export const useGridUrlState = (defaults: Partial<GridUrlState> = {}) => {
  const [params, setParams] = useSearchParams();
  // The grid's filter panel keys its rows on the items' ids, which the URL leaves out: handing
  // the grid id-less items after each change would rebuild the panel under the admin's hands
  // (an open operator menu closes, keys typed meanwhile are lost). While the URL says what the
  // grid last sent, or still says what it said before (the router applies a new URL in a
  // transition, after the render the change itself causes), the grid gets its own model back.
  const [sent, setSent] = useState<{ model: GridFilterModel; before: string } | null>(null);
  const { state, inUrl } = useMemo(() => {
    const read = readGridUrlState(params, defaults);
    const key = urlFilterKey(read.filterModel);
    const filterModel =
      sent && (key === urlFilterKey(sent.model) || key === sent.before) ? sent.model : read.filterModel;
    return { state: { ...read, filterModel }, inUrl: key };
  }, [params, defaults, sent]);
  const update = useCallback(
    (change: Partial<GridUrlState>) => {
      setParams((current) => writeGridUrlState(current, change), { replace: true });
    },
    [setParams],
  );
  // The same object until the URL changes: the grid takes these as props, and a prop that changes
  // makes it render every row again, whenever the page around it renders (issue 23).
  return useMemo(
    () => ({
      ...state,
      onFilterModelChange: (filterModel: GridFilterModel) => {
        setSent({ model: filterModel, before: inUrl });
        // A new filter starts from the first page: the current page may not exist any more.
        update({ filterModel, paginationModel: { ...state.paginationModel, page: 0 } });
      },
      onSortModelChange: (sortModel: GridSortModel) => {
        update({ sortModel });
      },
      onPaginationModelChange: (paginationModel: GridPaginationModel) => {
        update({ paginationModel });
      },
    }),
    [state, inUrl, update],
  );
};
