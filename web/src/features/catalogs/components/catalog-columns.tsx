import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';

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
      <Stack direction="row">
        <Tooltip title="Edit">
          <IconButton component={RouterLink} to={config.editHref(row.id)} aria-label={`Edit ${row.title}`}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete ${row.title}`} onClick={() => onDelete(row)}>
            <DeleteOutlined fontSize="small" color="error" />
          </IconButton>
        </Tooltip>
      </Stack>
    ),
  },
];
