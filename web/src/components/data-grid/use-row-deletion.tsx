import { useCallback, useState, type ReactNode } from 'react';

import { useNotify } from '@/components/notifications/notifications-context';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type RowDeletion<Row> = {
  /** The dialog's title for the row ('Delete "Weaving"?'). */
  title: (row: Row) => string;
  confirmLabel: string;
  /** What deleting the row does. */
  text: (row: Row) => ReactNode;
  /** Deletes it; resolves with the message to notify. */
  remove: (row: Row) => Promise<string>;
};

/**
 * Deleting one row of an admin table after a confirmation that shows the server's refusal (a row
 * in use). The row stays in the dialog while it fades out, so its title does not blank out.
 * `ask(row)` opens the dialog; render `dialog`.
 */
export const useRowDeletion = <Row,>({ title, confirmLabel, text, remove }: RowDeletion<Row>) => {
  const notify = useNotify();
  const [deleting, setDeleting] = useState<{ row: Row; open: boolean } | null>(null);
  const dialog = (
    <ConfirmDialog
      open={deleting?.open ?? false}
      title={deleting ? title(deleting.row) : ''}
      confirmLabel={confirmLabel}
      destructive
      onClose={() => setDeleting((current) => current && { ...current, open: false })}
      onConfirm={async () => {
        if (!deleting) return;
        notify(await remove(deleting.row), 'success');
      }}
    >
      {deleting ? text(deleting.row) : ''}
    </ConfirmDialog>
  );
  // Stable, so the table's columns (which call it) are built once.
  const ask = useCallback((row: Row) => setDeleting({ row, open: true }), []);
  return { ask, dialog };
};
