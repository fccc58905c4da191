import { ROUTES } from '@careers/domain/constants';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';

import type { MailMessage } from '../api/get-mail-log';
import { formatMailTime, MAIL_KIND_LABELS, MAIL_STATUS_COLORS, MAIL_STATUS_LABELS } from '../utils/format';

/**
 * The log's columns. Only the date sorts (the one order Firestore answers with the status filter);
 * the grid's own column filters are off, the status filter above the grid being the one the
 * outbox's indexes answer for the whole collection.
 */
export const mailLogColumns = ({
  onRetry,
}: {
  onRetry: (message: MailMessage) => void;
}): GridColDef<MailMessage>[] => [
  {
    field: 'createdAt',
    headerName: 'Created',
    width: 170,
    valueFormatter: (_value, row) => formatMailTime(row.createdAt),
  },
  {
    field: 'kind',
    headerName: 'Kind',
    width: 170,
    sortable: false,
    valueGetter: (_value, row) => MAIL_KIND_LABELS[row.kind],
  },
  {
    field: 'to',
    headerName: 'To',
    width: 220,
    sortable: false,
    valueGetter: (_value, row) => row.to.join(', '),
  },
  {
    field: 'subject',
    headerName: 'Subject',
    flex: 1,
    minWidth: 220,
    sortable: false,
  },
  {
    field: 'jobId',
    headerName: 'Job',
    width: 110,
    sortable: false,
    renderCell: ({ row }) =>
      row.jobId ? (
        <Link
          component={RouterLink}
          to={ROUTES.jobs.show.getHref(row.jobId)}
          aria-label={`View the job of "${row.subject}"`}
        >
          View job
        </Link>
      ) : (
        '—'
      ),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 110,
    sortable: false,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        label={MAIL_STATUS_LABELS[row.status]}
        color={MAIL_STATUS_COLORS[row.status]}
        variant="outlined"
      />
    ),
  },
  { field: 'attempts', headerName: 'Attempts', type: 'number', width: 95, sortable: false },
  {
    field: 'lastError',
    headerName: 'Last error',
    width: 220,
    sortable: false,
    valueGetter: (_value, row) => row.lastError ?? '',
  },
  {
    field: 'nextAttemptAt',
    headerName: 'Next attempt',
    width: 170,
    sortable: false,
    valueFormatter: (_value, row) => formatMailTime(row.nextAttemptAt),
  },
  {
    field: 'sentAt',
    headerName: 'Sent',
    width: 170,
    sortable: false,
    valueFormatter: (_value, row) => formatMailTime(row.sentAt),
  },
  {
    field: 'actions',
    headerName: 'Actions',
    width: 110,
    sortable: false,
    renderCell: ({ row }) =>
      row.status === 'failed' ? (
        <Button
          size="small"
          startIcon={<ReplayOutlined />}
          onClick={() => onRetry(row)}
          aria-label={`Retry "${row.subject}" to ${row.to.join(', ')}`}
        >
          Retry
        </Button>
      ) : null,
  },
];
