import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';

import { gridTooltip } from './grid-tooltip';

/**
 * An admin table row's actions: View (where the row has a page), Edit and Delete, each an icon
 * button named for the row ('Edit Loom Supervisor') with its tooltip ('Edit', shown by the table's
 * one tooltip, AdminDataGrid). Delete only asks: the page confirms.
 */
export function RowActions({
  label,
  viewHref,
  editHref,
  onDelete,
}: {
  label: string;
  viewHref?: string;
  editHref: string;
  onDelete: () => void;
}) {
  return (
    <Stack direction="row">
      {viewHref ? (
        <IconButton
          component={RouterLink}
          to={viewHref}
          aria-label={`View ${label}`}
          {...gridTooltip('View')}
        >
          <VisibilityOutlined fontSize="small" />
        </IconButton>
      ) : null}
      <IconButton component={RouterLink} to={editHref} aria-label={`Edit ${label}`} {...gridTooltip('Edit')}>
        <EditOutlined fontSize="small" />
      </IconButton>
      <IconButton aria-label={`Delete ${label}`} onClick={onDelete} {...gridTooltip('Delete')}>
        <DeleteOutlined fontSize="small" color="error" />
      </IconButton>
    </Stack>
  );
}
