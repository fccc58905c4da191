import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { SyntheticEvent } from 'react';

import { NOTIFICATION_SCOPES, type NotificationInput } from './notifications-context';

export type NotificationSnackbarProps = {
  notification: (NotificationInput & { id: number }) | null;
  open: boolean;
  onClose: (event: Event | SyntheticEvent, reason?: SnackbarCloseReason) => void;
  onExited: () => void;
};

/** The snackbar itself; loaded with the first notification (see notifications-provider). */
export default function NotificationSnackbar({
  notification,
  open,
  onClose,
  onExited,
}: NotificationSnackbarProps) {
  const config = notification ? NOTIFICATION_SCOPES[notification.scope] : NOTIFICATION_SCOPES.public;
  return (
    <Snackbar
      key={notification?.id}
      open={open}
      autoHideDuration={config.autoHideMs}
      anchorOrigin={config.anchorOrigin}
      sx={config.offset}
      onClose={onClose}
      slotProps={{ transition: { onExited } }}
    >
      {notification ? (
        <Alert
          onClose={onClose}
          severity={notification.severity}
          variant="filled"
          sx={{ width: '100%', alignItems: 'center' }}
        >
          {notification.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
