import { TIMINGS } from '@careers/domain/constants';
import type { SnackbarOrigin } from '@mui/material/Snackbar';
import { createContext, use, useCallback } from 'react';

export type NotificationSeverity = 'success' | 'info' | 'warning' | 'error';

/** Where a notification was raised: admin screens and every other screen differ (spec section 9). */
export type NotificationScope = 'public' | 'admin';

export type NotificationInput = {
  message: string;
  severity: NotificationSeverity;
  scope: NotificationScope;
};

export const NOTIFICATION_SCOPES: Record<
  NotificationScope,
  { autoHideMs: number; anchorOrigin: SnackbarOrigin }
> = {
  public: {
    autoHideMs: TIMINGS.publicNotificationMs,
    anchorOrigin: { vertical: 'top', horizontal: 'center' },
  },
  admin: {
    autoHideMs: TIMINGS.adminNotificationMs,
    anchorOrigin: { vertical: 'bottom', horizontal: 'center' },
  },
};

export const NotificationsContext = createContext<((input: NotificationInput) => void) | null>(null);

/** Set by the admin layout; every other screen is 'public'. */
export const NotificationScopeContext = createContext<NotificationScope>('public');

/**
 * `notify(MESSAGES.jobCreated)` shows a snackbar with the timing and placement of the screen it
 * was called from; it stays visible if the caller navigates right after.
 */
export const useNotify = (): ((message: string, severity?: NotificationSeverity) => void) => {
  const enqueue = use(NotificationsContext);
  const scope = use(NotificationScopeContext);
  if (!enqueue) throw new Error('useNotify must be used inside NotificationsProvider.');
  return useCallback(
    (message: string, severity: NotificationSeverity = 'success') => {
      enqueue({ message, severity, scope });
    },
    [enqueue, scope],
  );
};
