import { formatCompanyDate } from '@careers/domain/rules';
import type { AdminMemberView } from '@careers/domain/types';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';

import { useNotify } from '@/components/notifications/notifications-context';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageShell } from '@/components/ui/page-shell';
import { callableErrorMessage } from '@/lib/callable-errors';

import { useAdminTeam, useRemoveAdmin } from '../api/team';

import { InviteAdminForm } from './invite-admin-form';

const describeError = callableErrorMessage;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /team (issue 20): who the admins are, inviting a colleague by email and removing one. The server
 * keeps the last admin and refuses removing yourself; the page offers no Remove on your own row.
 */
export function TeamPage() {
  const team = useAdminTeam();
  const remove = useRemoveAdmin();
  const notify = useNotify();
  const [toRemove, setToRemove] = useState<AdminMemberView | null>(null);
  const admins = team.data?.admins ?? [];
  const invitations = team.data?.invitations ?? [];

  return (
    <PageShell
      title="Team"
      description="The admins of the careers portal. Invite a colleague by email; they become an admin when they accept with that address."
      maxWidth="md"
    >
      <Stack spacing={3}>
        <Section title="Invite an admin">
          <InviteAdminForm />
        </Section>
        <Section title="Admins">
          {team.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void team.refetch()}>
                  Try again
                </Button>
              }
            >
              The team could not be loaded.
            </Alert>
          ) : team.isPending ? (
            <Skeleton variant="rounded" height={96} aria-label="Loading the team" />
          ) : (
            <List disablePadding aria-label="Admins">
              {admins.map((admin) => (
                <ListItem
                  key={admin.uid}
                  divider
                  disableGutters
                  secondaryAction={
                    admin.isYou ? (
                      <Chip label="You" size="small" />
                    ) : (
                      <Button
                        color="error"
                        onClick={() => setToRemove(admin)}
                        aria-label={`Remove ${admin.email}`}
                      >
                        Remove
                      </Button>
                    )
                  }
                  sx={{ pr: 12 }}
                >
                  <ListItemText
                    primary={admin.email}
                    secondary={`Admin since ${formatCompanyDate(new Date(admin.addedAt))}${
                      admin.addedByEmail ? `, invited by ${admin.addedByEmail}` : ''
                    }`}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Section>
        <Section title="Invitations waiting">
          {invitations.length === 0 ? (
            <Typography color="text.secondary">No invitation is waiting to be accepted.</Typography>
          ) : (
            <List disablePadding aria-label="Invitations waiting">
              {invitations.map((invitation) => (
                <ListItem key={invitation.id} divider disableGutters>
                  <ListItemText
                    primary={invitation.email}
                    secondary={`Sent ${formatCompanyDate(new Date(invitation.createdAt))}${
                      invitation.invitedByEmail ? ` by ${invitation.invitedByEmail}` : ''
                    }; the link works until ${formatCompanyDate(new Date(invitation.expiresAt))}`}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Section>
      </Stack>
      <ConfirmDialog
        open={toRemove !== null}
        title="Remove this admin?"
        confirmLabel="Remove admin"
        destructive
        describeError={describeError}
        onClose={() => setToRemove(null)}
        onConfirm={async () => {
          if (!toRemove) return;
          const result = await remove.mutateAsync({ uid: toRemove.uid });
          notify(result.message, 'success');
        }}
      >
        {toRemove
          ? `${toRemove.email} loses admin access and is signed out of the portal within the hour. You can invite them again later.`
          : ''}
      </ConfirmDialog>
    </PageShell>
  );
}
