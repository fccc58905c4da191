import { TIMINGS } from '@careers/domain/constants';
import type { SnackbarOrigin } from '@mui/material/Snackbar';
import type { SxProps, Theme } from '@mui/material/styles';
import { createContext, use, useCallback } from 'react';

import { SITE_HEADER_HEIGHT_PX } from '@/components/layouts/site-header-height';

export type NotificationSeverity = 'success' | 'info' | 'warning' | 'error';

/** Where a notification was raised: admin screens and every other screen differ (spec section 9). */
export type NotificationScope = 'public' | 'admin';

export type NotificationInput = {
  message: string;
  severity: NotificationSeverity;
  scope: NotificationScope;
};

type NotificationPlacement = {
  autoHideMs: number;
  anchorOrigin: SnackbarOrigin;
  /** The snackbar's distance from its edge of the screen. */
  offset: SxProps<Theme>;
};

export const NOTIFICATION_SCOPES: Record<NotificationScope, NotificationPlacement> = {
  public: {
    autoHideMs: TIMINGS.publicNotificationMs,
    // Top centre (spec section 9), but under the sticky header rather than over it: MUI's own
    // 24 px from the top would cover the menu and account links. On a phone a toast there spans
    // the screen's width right where the page's heading is (a success message hid "My
    // applications"), so there it sits at the bottom, clear of the home indicator.
    anchorOrigin: { vertical: 'top', horizontal: 'center' },
    offset: {
      top: { xs: 'auto', sm: SITE_HEADER_HEIGHT_PX + 16 },
      bottom: { xs: 'calc(16px + env(safe-area-inset-bottom, 0px))', sm: 'auto' },
    },
  },
  admin: {
    autoHideMs: TIMINGS.adminNotificationMs,
    anchorOrigin: { vertical: 'bottom', horizontal: 'center' },
    offset: {},
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
