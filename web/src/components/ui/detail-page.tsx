import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { ActionGroup } from './action-group';
import { ConfirmDialog } from './confirm-dialog';
import { PageShell } from './page-shell';

type DetailPageProps = {
  /** What the page shows ('Job', 'Test'): 'Job Details', 'Job actions'. */
  kind: string;
  /** Its title, the page's h1. */
  title: string;
  editHref: string;
  /** Between Edit and Delete. */
  actions?: ReactNode;
  /** Delete, confirmed first: the dialog's words and the deletion (which moves the page on). */
  deletion: {
    title: string;
    confirmLabel: string;
    text: string;
    disabled?: boolean;
    onConfirm: () => Promise<unknown>;
  };
  children: ReactNode;
};

/**
 * An admin page of one thing (a job, a test): its title, a row of actions (Edit, the page's own,
 * Delete after a confirmation that shows a refusal), then the page.
 */
export function DetailPage({ kind, title, editHref, actions, deletion, children }: DetailPageProps) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <PageShell
      title={title}
      documentTitle={`${kind} Details: ${title}`}
      description={`${kind} Details`}
      maxWidth="lg"
      actions={
        <ActionGroup label={`${kind} actions`}>
          <Button component={RouterLink} to={editHref} variant="outlined" startIcon={<EditOutlined />}>
            Edit
          </Button>
          {actions}
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteOutlined />}
            disabled={deletion.disabled}
            onClick={() => setConfirmDelete(true)}
          >
            Delete
          </Button>
        </ActionGroup>
      }
    >
      {children}
      <ConfirmDialog
        open={confirmDelete}
        title={deletion.title}
        confirmLabel={deletion.confirmLabel}
        destructive
        onClose={() => setConfirmDelete(false)}
        onConfirm={deletion.onConfirm}
      >
        {deletion.text}
      </ConfirmDialog>
    </PageShell>
  );
}
