import { formatCompanyDate } from '@careers/domain';
import { MESSAGES } from '@careers/domain/constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';

import { useNotify } from '@/components/notifications/notifications-context';
import { BusyButton } from '@/components/ui/busy-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InlineError } from '@/components/ui/inline-error';
import { PageShell } from '@/components/ui/page-shell';
import { callableErrorMessage, fieldErrorMessage, readCallableError } from '@/lib/callable-errors';
import { saveFile } from '@/utils/save-file';

import {
  useCandidateDataRights,
  useDownloadMyData,
  useEraseCandidate,
  useSetLegalHold,
} from '../api/data-rights';
import type { ArchiveProgress } from '../utils/build-data-archive';

import { RetentionSetting } from './retention-setting';

const describe = callableErrorMessage;
const day = (iso: string | null) => (iso ? formatCompanyDate(new Date(iso)) : '—');

function ExportControl({ uid }: { uid: string }) {
  const [progress, setProgress] = useState<ArchiveProgress | null>(null);
  const download = useDownloadMyData(setProgress, uid);
  const [error, setError] = useState<string | null>(null);
  const handle = async () => {
    setError(null);
    try {
      const { archive, name } = await download.mutateAsync();
      saveFile(archive, name);
    } catch (caught) {
      setError(describe(caught));
    } finally {
      setProgress(null);
    }
  };
  return (
    <Stack spacing={1}>
      <BusyButton busy={download.isPending} onClick={() => void handle()} sx={{ alignSelf: 'flex-start' }}>
        Export candidate data
      </BusyButton>
      {download.isPending ? (
        <LinearProgress
          variant={progress ? 'determinate' : 'indeterminate'}
          value={progress && progress.total > 0 ? (progress.done / progress.total) * 100 : 0}
          aria-label="Preparing the archive"
        />
      ) : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
}

function HoldControl({ uid, held }: { uid: string; held: boolean }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hold = useSetLegalHold(uid);
  const notify = useNotify();
  const handle = async () => {
    setError(null);
    try {
      const result = await hold.mutateAsync(held ? { hold: false } : { hold: true, reason });
      notify(result.message, 'success');
      setReason('');
    } catch (caught) {
      setError(fieldErrorMessage(caught, 'reason'));
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      {held ? null : (
        <TextField
          label="Reason for the legal hold"
          size="small"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error !== null}
          helperText={error ?? ' '}
          sx={{ flex: 1 }}
        />
      )}
      <BusyButton busy={hold.isPending} variant="outlined" onClick={() => void handle()}>
        {held ? 'Lift legal hold' : 'Place legal hold'}
      </BusyButton>
    </Stack>
  );
}

/**
 * Erasure with a reason. Nobody erases through a legal hold (issue 31): while the candidate is held
 * the action is disabled, with the domain's message beside it, and the hold's own control above
 * offers lifting it (audited). A hold placed after the page loaded comes back as the server's
 * refusal, shown in the same place.
 */
function EraseControl({ uid, held }: { uid: string; held: boolean }) {
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [erased, setErased] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // A refusal belongs to the hold it met: lifting the hold (or a new read of it) clears it.
  const [refusedWhileHeld, setRefusedWhileHeld] = useState(held);
  if (refusedWhileHeld !== held) {
    setRefusedWhileHeld(held);
    setRefusal(null);
  }
  const erase = useEraseCandidate(uid);
  const blockedId = useId();
  if (erased) return <Alert severity="success">{MESSAGES.accountErased}</Alert>;
  const blocked = held ? MESSAGES.legalHoldLiftBeforeErasing : refusal;
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Reason for erasing"
          size="small"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          helperText="Recorded in the audit log."
          sx={{ flex: 1 }}
        />
        <Button
          variant="outlined"
          color="error"
          disabled={reason.trim() === '' || held}
          aria-describedby={blocked ? blockedId : undefined}
          onClick={() => setConfirming(true)}
        >
          Erase candidate
        </Button>
      </Stack>
      {blocked ? (
        <Alert severity="warning" id={blockedId}>
          {blocked}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Erase this candidate?"
        confirmLabel="Erase"
        destructive
        onConfirm={async () => {
          try {
            await erase.mutateAsync(reason);
            setErased(true);
          } catch (caught) {
            // Held since the page loaded: said beside the action, where lifting is offered.
            const refused = readCallableError(caught);
            if (refused.reason !== 'legal-hold') throw caught;
            setRefusal(refused.message);
          }
        }}
        onClose={() => setConfirming(false)}
        describeError={describe}
      >
        Their account, profile, files and test sessions are removed; their applications stay as “Erased
        candidate” with dates, statuses and scores. This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}

/** /candidates/{uid}/data: an admin's export, erasure and legal hold of one candidate (issue 21). */
export function CandidateDataPage() {
  const { uid = '' } = useParams();
  const candidate = useCandidateDataRights(uid);
  const data = candidate.data;

  return (
    <PageShell title="Candidate data" description="Export, erase or hold one candidate's data." maxWidth="md">
      <Stack spacing={3}>
        {candidate.isPending ? <LinearProgress aria-label="Loading the candidate" /> : null}
        {candidate.isError ? (
          <InlineError message={describe(candidate.error)} onRetry={() => void candidate.refetch()} />
        ) : null}
        {data ? (
          <Paper component="section" variant="outlined" sx={{ p: 3 }} aria-labelledby="candidate-title">
            <Stack spacing={2}>
              <Typography id="candidate-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
                {data.name || data.email}
              </Typography>
              <Typography>
                {data.email} · last active {day(data.lastActiveAt)} ·{' '}
                {data.legalHold
                  ? `on legal hold since ${day(data.legalHold.at)}: ${data.legalHold.reason}`
                  : `kept until ${day(data.retentionEraseAfter)} unless active`}
              </Typography>
              <ExportControl uid={uid} />
              <HoldControl uid={uid} held={data.legalHold !== null} />
              <EraseControl uid={uid} held={data.legalHold !== null} />
            </Stack>
          </Paper>
        ) : null}
        <RetentionSetting />
      </Stack>
    </PageShell>
  );
}
