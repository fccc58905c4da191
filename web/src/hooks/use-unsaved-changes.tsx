import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * Asks before leaving a step with unsaved changes: inside the app with a dialog (the wizard's tabs,
 * the header's links, Back), and on reload or closing the tab with the browser's own prompt.
 * Returns the dialog to render.
 */
export const useUnsavedChangesGuard = (dirty: boolean) => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave this step"
      destructive
      onConfirm={async () => {
        blocker.proceed?.();
      }}
      onClose={() => {
        if (blocker.state === 'blocked') blocker.reset();
      }}
    >
      Your changes on this step have not been saved. They stay in this browser tab as a draft until you save
      or discard them.
    </ConfirmDialog>
  );
};
