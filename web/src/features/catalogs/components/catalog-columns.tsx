import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';

import { RowActions } from '@/components/data-grid/row-actions';

import type { CatalogEntry } from '../api/get-catalog-entries';
import type { CatalogConfig, CatalogField } from '../utils/catalog-config';

type Column = GridColDef<CatalogEntry>;

const COLUMNS: Readonly<Record<CatalogField, Column>> = {
  picture: {
    field: 'image',
    headerName: 'Picture',
    sortable: false,
    filterable: false,
    width: 110,
    renderCell: ({ row }) =>
      row.image ? (
        <Box
          component="img"
          src={row.image.url}
          alt=""
          sx={{ display: 'block', width: 80, height: 44, objectFit: 'cover', borderRadius: 0.5, my: 0.75 }}
        />
      ) : null,
  },
  title: {
    field: 'title',
    headerName: 'Title',
    flex: 1,
    minWidth: 160,
    // Questions are long: wrap rather than cut them.
    renderCell: ({ value }) => <Box sx={{ whiteSpace: 'normal', py: 1 }}>{String(value ?? '')}</Box>,
  },
  description: {
    field: 'description',
    headerName: 'Description',
    flex: 2,
    minWidth: 240,
    // Three lines at most: enough to tell departments apart without very tall rows.
    renderCell: ({ value }) => (
      <Box
        sx={{
          whiteSpace: 'normal',
          py: 1,
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {String(value ?? '')}
      </Box>
    ),
  },
  limit: {
    field: 'limit',
    headerName: 'Limit',
    description: 'The longest answer, in characters',
    type: 'number',
    width: 90,
  },
};

/** A catalog's columns (its fields) and the row actions: edit, and delete after confirmation. */
export const catalogColumns = (config: CatalogConfig, onDelete: (entry: CatalogEntry) => void): Column[] => [
  // The picture first: it is what tells departments apart at a glance.
  ...[...config.fields]
    .sort((left, right) => Number(right === 'picture') - Number(left === 'picture'))
    .map((field) => COLUMNS[field]),
  {
    field: 'actions',
    headerName: 'Actions',
    sortable: false,
    filterable: false,
    width: 104,
    renderCell: ({ row }) => (
      <RowActions label={row.title} editHref={config.editHref(row.id)} onDelete={() => onDelete(row)} />
    ),
  },
];
