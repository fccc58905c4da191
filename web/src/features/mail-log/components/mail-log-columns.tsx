import { ROUTES } from '@careers/domain/constants';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';

import type { MailMessage } from '../api/get-mail-log';
import { formatMailTime, MAIL_KIND_LABELS, MAIL_STATUS_COLORS, MAIL_STATUS_LABELS } from '../utils/format';

/**
 * The log's columns, what an admin reads first leftmost: at 1280 px everything up to Retry is in
 * view, the planned and sent times follow. The kind and the job's link sit under the subject.
 * Only the date sorts (the one order Firestore answers with the status filter); the grid's own
 * column filters are off, the status filter above the grid being the one the outbox's indexes
 * answer for the whole collection.
 */
export const mailLogColumns = ({
  onRetry,
}: {
  onRetry: (message: MailMessage) => void;
}): GridColDef<MailMessage>[] => [
  {
    field: 'createdAt',
    headerName: 'Created',
    width: 120,
    valueFormatter: (_value, row) => formatMailTime(row.createdAt),
  },
  {
    field: 'subject',
    headerName: 'Subject and kind',
    flex: 1,
    minWidth: 200,
    sortable: false,
    renderCell: ({ row }) => (
      <div>
        <div>{row.subject}</div>
        <Typography component="div" variant="body2" color="text.secondary">
          {MAIL_KIND_LABELS[row.kind]}
          {row.jobId ? (
            <>
              {' · '}
              <Link
                component={RouterLink}
                to={ROUTES.jobs.show.getHref(row.jobId)}
                aria-label={`View job of "${row.subject}"`}
              >
                View job
              </Link>
            </>
          ) : null}
        </Typography>
      </div>
    ),
  },
  {
    field: 'to',
    headerName: 'To',
    width: 170,
    sortable: false,
    valueGetter: (_value, row) => row.to.join(', '),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 90,
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
  { field: 'attempts', headerName: 'Attempts', type: 'number', width: 85, sortable: false },
  {
    field: 'lastError',
    headerName: 'Last error',
    width: 170,
    sortable: false,
    valueGetter: (_value, row) => row.lastError ?? '—',
  },
  {
    field: 'actions',
    headerName: 'Actions',
    width: 100,
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
  {
    field: 'nextAttemptAt',
    headerName: 'Next attempt',
    width: 120,
    sortable: false,
    valueFormatter: (_value, row) => formatMailTime(row.nextAttemptAt),
  },
  {
    field: 'sentAt',
    headerName: 'Sent',
    width: 120,
    sortable: false,
    valueFormatter: (_value, row) => formatMailTime(row.sentAt),
  },
];
