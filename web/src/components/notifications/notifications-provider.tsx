import type { SnackbarCloseReason } from '@mui/material/Snackbar';
import { useCallback, useReducer, type ReactNode, type SyntheticEvent } from 'react';

import { lazyPopup } from '@/components/ui/lazy-popups';

import { NotificationsContext, type NotificationInput } from './notifications-context';

// The snackbar's code (Snackbar, Alert, transitions) is not needed until the first message:
// it loads then, or when the browser is idle after the page has loaded.
const NotificationSnackbar = lazyPopup(() => import('./notification-snackbar'));

type Notification = NotificationInput & { id: number };

type State = { current: Notification | null; open: boolean; queue: Notification[]; nextId: number };

type Action = { type: 'enqueue'; input: NotificationInput } | { type: 'close' } | { type: 'exited' };

const initialState: State = { current: null, open: false, queue: [], nextId: 1 };

/** One snackbar at a time; a new message closes the current one early and follows it. */
const reducer = (state: State, action: Action): State => {
  switch (action.type) {
    case 'enqueue': {
      const notification = { ...action.input, id: state.nextId };
      const nextId = state.nextId + 1;
      if (!state.current) return { ...state, current: notification, open: true, nextId };
      return { ...state, open: false, queue: [...state.queue, notification], nextId };
    }
    case 'close':
      return { ...state, open: false };
    case 'exited': {
      const [next = null, ...rest] = state.queue;
      return { ...state, current: next, open: next !== null, queue: rest };
    }
  }
};

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [{ current, open }, dispatch] = useReducer(reducer, initialState);

  const enqueue = useCallback((input: NotificationInput) => {
    dispatch({ type: 'enqueue', input });
  }, []);

  const handleClose = (_event: Event | SyntheticEvent, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not cut a message short.
    if (reason === 'clickaway') return;
    dispatch({ type: 'close' });
  };
  const handleExited = () => {
    dispatch({ type: 'exited' });
  };

  return (
    <NotificationsContext value={enqueue}>
      {children}
      <NotificationSnackbar
        notification={current}
        open={open}
        onClose={handleClose}
        onExited={handleExited}
      />
    </NotificationsContext>
  );
}
