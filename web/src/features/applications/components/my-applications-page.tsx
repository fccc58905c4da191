import {
  CANDIDATE_STAGE_LABELS,
  CANDIDATE_STAGE_OF,
  canWithdraw,
  formatCompanyDateTime,
  formatJobDate,
} from '@careers/domain';
import { MESSAGES, ROUTES, couldNotLoadMessage } from '@careers/domain/constants';
import type { Application, CandidateInterview, WithId } from '@careers/domain/types';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { useNotify } from '@/components/notifications/notifications-context';
import { Fact, Facts } from '@/components/ui/facts';
import { InlineError } from '@/components/ui/inline-error';
import { PageShell } from '@/components/ui/page-shell';
import { callableErrorMessage } from '@/lib/callable-errors';

import { useMyApplications } from '../api/get-my-applications';
import { useWithdrawApplication } from '../api/withdraw-application';

import { ApplicationTimeline } from './application-timeline';

type ApplicationRow = WithId<Application>;

function ApplicationsSkeleton() {
  return (
    <Stack role="status" aria-label="Loading your applications" spacing={2}>
      {[0, 1].map((key) => (
        <Paper key={key} variant="outlined" sx={{ p: 3 }}>
          <Skeleton variant="text" width="50%" sx={{ fontSize: '1.5rem' }} />
          <Skeleton variant="text" width="30%" />
          <Skeleton variant="rounded" height={96} sx={{ mt: 2 }} />
        </Paper>
      ))}
    </Stack>
  );
}

function WithdrawDialog({
  application,
  open,
  onClose,
}: {
  application: ApplicationRow | null;
  open: boolean;
  onClose: () => void;
}) {
  const withdraw = useWithdrawApplication();
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);

  const handleClose = () => {
    if (withdraw.isPending) return;
    setError(null);
    onClose();
  };
  const handleWithdraw = async () => {
    if (!application) return;
    setError(null);
    try {
      const result = await withdraw.mutateAsync({ jobId: application.jobId });
      notify(result.message || MESSAGES.applicationWithdrawn, 'success');
      onClose();
    } catch (caught) {
      setError(callableErrorMessage(caught));
    }
  };

  return (
    <Dialog open={open && application !== null} onClose={handleClose} aria-labelledby="withdraw-title">
      <DialogTitle id="withdraw-title">Withdraw your application?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your application for {application?.jobTitle} will be withdrawn. We keep it on record, but it will no
          longer be considered, and you cannot apply for this job again.
        </DialogContentText>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={handleClose} disabled={withdraw.isPending}>
          Keep application
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={withdraw.isPending}
          onClick={() => void handleWithdraw()}
        >
          Withdraw
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The interview the candidate is invited to, from their application (they cannot read
 * `interviews/{id}`): when, where, the video link, with whom and the note, as their invitation
 * said; or that it was cancelled.
 */
function InterviewDetails({ id, interview }: { id: string; interview: CandidateInterview }) {
  const headingId = `${id}-interview`;
  const when = formatCompanyDateTime(interview.startsAt);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        Your interview
      </Typography>
      {interview.status === 'cancelled' ? (
        <Typography variant="body2">{`Your interview of ${when} was cancelled.`}</Typography>
      ) : (
        <Facts labelWidth="6rem">
          <Fact label="When">{`${when}, ${String(interview.durationMinutes)} minutes`}</Fact>
          {interview.place ? <Fact label="Where">{interview.place}</Fact> : null}
          {interview.videoLink ? (
            <Fact label="Video">
              <Link href={interview.videoLink} target="_blank" rel="noopener">
                Join the video call
              </Link>
            </Fact>
          ) : null}
          {interview.interviewers ? <Fact label="With">{interview.interviewers}</Fact> : null}
          {interview.note ? <Fact label="Note">{interview.note}</Fact> : null}
        </Facts>
      )}
    </Box>
  );
}

function ApplicationCard({
  application,
  onWithdraw,
}: {
  application: ApplicationRow;
  onWithdraw: (application: ApplicationRow) => void;
}) {
  const titleId = `application-${application.id}`;
  const status = CANDIDATE_STAGE_LABELS[CANDIDATE_STAGE_OF[application.status]];
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <div>
          <Typography variant="h2" id={titleId} sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
            <Link component={RouterLink} to={ROUTES.jobDetail.getHref(application.jobId)}>
              {application.jobTitle}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Applied on {formatJobDate(application.appliedAt)}
          </Typography>
        </div>
        <Chip label={`Status: ${status}`} variant="outlined" sx={{ alignSelf: 'flex-start' }} />
      </Stack>
      {/* While the application is at the interview stage: after a decision the timeline says it. */}
      {application.status === 'interview-invited' && application.interview ? (
        <InterviewDetails id={titleId} interview={application.interview} />
      ) : null}
      <ApplicationTimeline
        history={application.statusHistory}
        label={`Progress of ${application.jobTitle}`}
      />
      {canWithdraw(application) ? (
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          sx={{ mt: 1 }}
          onClick={() => onWithdraw(application)}
        >
          Withdraw
        </Button>
      ) : null}
    </Paper>
  );
}

/** /my-applications: the signed-in candidate's applications, each with its status timeline. */
export function MyApplicationsPage() {
  const applications = useMyApplications();
  // The application stays set while the dialog fades out, so its text does not change as it closes.
  const [withdrawing, setWithdrawing] = useState<ApplicationRow | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const handleWithdraw = (application: ApplicationRow) => {
    setWithdrawing(application);
    setDialogOpen(true);
  };

  const title = 'My applications';
  const description = 'Where each of your applications stands. We update it as we review them.';
  if (applications.isPending) {
    return (
      <PageShell title={title} description={description} maxWidth="md">
        <ApplicationsSkeleton />
      </PageShell>
    );
  }
  if (!applications.data) {
    return (
      <PageShell title={title} description={description} maxWidth="md">
        <InlineError
          message={couldNotLoadMessage('your applications')}
          onRetry={() => void applications.refetch()}
        />
      </PageShell>
    );
  }

  const rows = [...applications.data].sort((a, b) => b.appliedAt.getTime() - a.appliedAt.getTime());
  return (
    <PageShell title={title} description={description} maxWidth="md">
      {rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }} gutterBottom>
            You have not applied for any jobs yet
          </Typography>
          <Typography variant="body1">
            <Link component={RouterLink} to={ROUTES.careers.list.getHref()}>
              See the open jobs
            </Link>
          </Typography>
        </Paper>
      ) : (
        <Stack spacing={2}>
          {rows.map((application) => (
            <ApplicationCard key={application.id} application={application} onWithdraw={handleWithdraw} />
          ))}
        </Stack>
      )}
      <WithdrawDialog
        application={withdrawing}
        open={dialogOpen}
        onClose={() => {
          setDialogOpen(false);
        }}
      />
    </PageShell>
  );
}
