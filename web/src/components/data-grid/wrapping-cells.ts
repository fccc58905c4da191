/**
 * A table's cells with text that wraps rather than hiding behind an ellipsis (addresses, subjects,
 * degrees), centred in rows that grow to it (AdminDataGrid's row height).
 */
export const WRAPPING_CELLS_SX = {
  '& .MuiDataGrid-cell': {
    py: 1,
    display: 'flex',
    alignItems: 'center',
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    lineHeight: 1.4,
  },
} as const;

/**
 * Cells centred in rows that grow to them, for columns that render their own wrapping content
 * (the jobs and applicants tables). One object for every render: AdminDataGrid restyles the grid
 * when its `sx` changes.
 */
export const CENTRED_CELLS_SX = {
  '& .MuiDataGrid-cell': { py: 0.75, display: 'flex', alignItems: 'center' },
} as const;

/**
 * A table that scrolls inside itself on a phone, its pager in view (the catalogs). One object for
 * every render, as above.
 */
export const SCROLLS_INSIDE_SX = { minWidth: 0 } as const;

/** As SCROLLS_INSIDE_SX, every cell with the same padding so wrapped titles and numbers line up. */
export const SCROLLS_INSIDE_PADDED_SX = { ...SCROLLS_INSIDE_SX, '& .MuiDataGrid-cell': { py: 1 } } as const;
