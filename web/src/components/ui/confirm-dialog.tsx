import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';

import { callableErrorMessage } from '@/lib/callable-errors';

import { BusyButton } from './busy-button';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What will happen, in the user's words. */
  children: ReactNode;
  confirmLabel: string;
  /** Red confirm button for deletions and other actions that cannot be undone here. */
  destructive?: boolean;
  /**
   * Runs the action. The dialog stays open, its buttons disabled, until it settles; a rejection's
   * message is shown in the dialog so the user can retry or cancel.
   */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** Turns an error thrown by onConfirm into the sentence to show (default: a callable's refusal). */
  describeError?: (error: unknown) => string;
};

/** Confirmation before a destructive or consequential action (deletes, mails, status changes). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  destructive = false,
  onConfirm,
  onClose,
  describeError = callableErrorMessage,
}: ConfirmDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleClose = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const handleConfirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (caught) {
      setBusy(false);
      setError(describeError(caught));
    }
  };

  return (
    <Dialog open={open} onClose={handleClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {typeof children === 'string' ? <DialogContentText>{children}</DialogContentText> : children}
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={handleClose} disabled={busy}>
          Cancel
        </Button>
        <BusyButton
          color={destructive ? 'error' : 'primary'}
          onClick={() => void handleConfirm()}
          busy={busy}
          spinnerSize={16}
        >
          {confirmLabel}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
