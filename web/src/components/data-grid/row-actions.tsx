import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router-dom';

/**
 * An admin table row's actions: View (where the row has a page), Edit and Delete, each an icon
 * button named for the row ('Edit Loom Supervisor'). Delete only asks: the page confirms.
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
        <Tooltip title="View">
          <IconButton component={RouterLink} to={viewHref} aria-label={`View ${label}`}>
            <VisibilityOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      <Tooltip title="Edit">
        <IconButton component={RouterLink} to={editHref} aria-label={`Edit ${label}`}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton aria-label={`Delete ${label}`} onClick={onDelete}>
          <DeleteOutlined fontSize="small" color="error" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
