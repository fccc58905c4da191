import { mailRetryOutcomeMessage } from '@careers/domain/constants';
import { MAIL_STATUSES, type MailStatus } from '@careers/domain/types';
import Stack from '@mui/material/Stack';
import type { GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { AdminDataGrid, loadFailure } from '@/components/data-grid/admin-data-grid';
import { useGridUrlState } from '@/components/data-grid/use-grid-url-state';
import { WRAPPING_CELLS_SX } from '@/components/data-grid/wrapping-cells';
import { FilterSelect, type FilterOption } from '@/components/form/filter-select';
import { useNotify } from '@/components/notifications/notifications-context';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageShell } from '@/components/ui/page-shell';

import { useMailLog, type MailLogSpec, type MailMessage } from '../api/get-mail-log';
import { useRetryMail } from '../api/retry-mail';
import { MAIL_STATUS_LABELS } from '../utils/format';

import { mailLogColumns } from './mail-log-columns';

/** The status filter's URL parameter: a filtered view can be bookmarked and survives a reload. */
export const MAIL_STATUS_PARAM = 'status';

const DEFAULT_SORT: GridSortModel = [{ field: 'createdAt', sort: 'desc' }];
const GRID_DEFAULTS = { sortModel: DEFAULT_SORT };
const STATUS_OPTIONS: FilterOption<MailLogSpec['status']>[] = [
  { value: 'all', label: 'All statuses' },
  ...MAIL_STATUSES.map((value) => ({ value, label: MAIL_STATUS_LABELS[value] })),
];

const statusOf = (raw: string | null): MailLogSpec['status'] =>
  MAIL_STATUSES.includes(raw as MailStatus) ? (raw as MailStatus) : 'all';

/**
 * The mail log (ours, docs/spec-departures.md): every message of the outbox, newest first, with
 * its delivery state, and Retry on the failed ones. A failed message is retried automatically with
 * backoff; Retry sends it now.
 */
export function MailLogPage() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get(MAIL_STATUS_PARAM));
  const grid = useGridUrlState(GRID_DEFAULTS);
  const direction =
    grid.sortModel.find((item) => item.field === 'createdAt')?.sort === 'asc' ? 'asc' : 'desc';
  const spec = useMemo<MailLogSpec>(() => ({ status, direction }), [status, direction]);
  const { page, pageSize } = grid.paginationModel;
  const log = useMailLog(spec, page, pageSize);
  const retry = useRetryMail();
  const notify = useNotify();
  const [toRetry, setToRetry] = useState<MailMessage | null>(null);

  const handleRetry = useCallback((message: MailMessage) => setToRetry(message), []);
  const columns = useMemo(() => mailLogColumns({ onRetry: handleRetry }), [handleRetry]);

  return (
    <PageShell
      title="Mail Log"
      description="Every email the portal has sent or tried to send, newest first. Failed messages are retried automatically; Retry sends one now."
      maxWidth="xl"
    >
      <Stack spacing={2}>
        <div>
          <FilterSelect
            label="Status"
            value={status}
            options={STATUS_OPTIONS}
            onChange={(value) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (value === 'all') next.delete(MAIL_STATUS_PARAM);
                  else next.set(MAIL_STATUS_PARAM, value);
                  next.delete('page');
                  return next;
                },
                { replace: true },
              )
            }
            sx={{ width: { xs: '100%', sm: 220 } }}
          />
        </div>
        <AdminDataGrid<MailMessage>
          label="Mail log"
          emptyMessage={status === 'all' ? 'No mail has been sent yet.' : 'No messages with this status.'}
          rows={log.data?.rows ?? []}
          columns={columns}
          loading={log.isFetching}
          error={loadFailure(log, 'The mail log could not be loaded.')}
          disableColumnFilter
          // Firestore pages and sorts (a browser-side sort would only see this page).
          paginationMode="server"
          sortingMode="server"
          rowCount={log.data?.total ?? 0}
          paginationModel={grid.paginationModel}
          onPaginationModelChange={grid.onPaginationModelChange}
          sortModel={grid.sortModel}
          onSortModelChange={(model) => grid.onSortModelChange(model.length > 0 ? model : DEFAULT_SORT)}
          // Rows grow to their text: addresses, subjects and errors wrap rather than hide behind an ellipsis.
          sx={WRAPPING_CELLS_SX}
        />
      </Stack>
      <ConfirmDialog
        open={toRetry !== null}
        title="Send this message again?"
        confirmLabel="Retry now"
        onClose={() => setToRetry(null)}
        onConfirm={async () => {
          if (!toRetry) return;
          const result = await retry.mutateAsync({ mailId: toRetry.id });
          notify(mailRetryOutcomeMessage(result.status), result.status === 'sent' ? 'success' : 'warning');
        }}
      >
        {toRetry
          ? `"${toRetry.subject}" to ${toRetry.to.join(', ')} is delivered now, whatever its next automatic attempt says. Last error: ${toRetry.lastError ?? 'none recorded'}.`
          : ''}
      </ConfirmDialog>
    </PageShell>
  );
}
