import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** What the dialog says; the default suits the profile wizard, whose steps keep a draft. */
export type UnsavedChangesText = { confirmLabel: string; message: string };

const WIZARD_TEXT: UnsavedChangesText = {
  confirmLabel: 'Leave this step',
  message:
    'Your changes on this step have not been saved. They stay in this browser tab as a draft until you save or discard them.',
};

/** What an admin form says: `unsaved` ('Your changes to this job have not been saved.') is lost on leaving. */
export const discardOnLeave = (unsaved: string): UnsavedChangesText => ({
  confirmLabel: 'Leave without saving',
  message: `${unsaved} Leaving this page discards them.`,
});

/**
 * Asks before leaving a step with unsaved changes: inside the app with a dialog (the wizard's tabs,
 * the header's links, Back), and on reload or closing the tab with the browser's own prompt.
 * Returns the dialog to render.
 */
export const useUnsavedChangesGuard = (dirty: boolean, text: UnsavedChangesText = WIZARD_TEXT) => {
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
      confirmLabel={text.confirmLabel}
      destructive
      onConfirm={async () => {
        blocker.proceed?.();
      }}
      onClose={() => {
        if (blocker.state === 'blocked') blocker.reset();
      }}
    >
      {text.message}
    </ConfirmDialog>
  );
};
