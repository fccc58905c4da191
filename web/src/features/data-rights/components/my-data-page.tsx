import { MESSAGES, ROUTES } from '@careers/domain/constants';
import { ERASED_CANDIDATE_NAME } from '@careers/domain/types';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { BusyButton } from '@/components/ui/busy-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageShell } from '@/components/ui/page-shell';
import { useSignOut } from '@/lib/session/use-session';
import { callableErrorMessage, fieldErrorMessage } from '@/lib/callable-errors';
import { saveFile } from '@/utils/save-file';

import { useDownloadMyData, useEraseMyAccount } from '../api/data-rights';
import type { ArchiveProgress } from '../utils/build-data-archive';
import { DataRightsSection } from './data-rights-section';

function DownloadSection() {
  const [progress, setProgress] = useState<ArchiveProgress | null>(null);
  const download = useDownloadMyData(setProgress);
  const [error, setError] = useState<string | null>(null);

  const handleDownload = async () => {
    setError(null);
    setProgress(null);
    try {
      const { archive, name } = await download.mutateAsync();
      saveFile(archive, name);
    } catch (caught) {
      setError(callableErrorMessage(caught));
    } finally {
      setProgress(null);
    }
  };
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <DataRightsSection
      title="Download my data"
      intro="One zip file with everything we hold about you: your profile, each application with the profile and answers you sent, its status history, test results and interviews (when, where, with whom and the outcome recorded), the emails we sent you (in data.json), and your CV, picture and the CV copy of each application."
    >
      <BusyButton busy={download.isPending} onClick={() => void handleDownload()}>
        Download my data
      </BusyButton>
      {download.isPending ? (
        <Stack spacing={1} sx={{ mt: 2 }} role="status">
          <LinearProgress
            variant={progress ? 'determinate' : 'indeterminate'}
            value={percent}
            aria-label="Preparing your archive"
          />
          <Typography variant="body2">
            {progress
              ? `Adding your files: ${String(progress.done)} of ${String(progress.total)}`
              : 'Collecting your data…'}
          </Typography>
        </Stack>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ) : null}
    </DataRightsSection>
  );
}

function EraseSection() {
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const erase = useEraseMyAccount();
  const signOut = useSignOut();
  const [erased, setErased] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    await signOut(ROUTES.accountErased.getHref()).catch(() => setLeaving(false));
  };

  // As the dialog says: signed out at once, the app reloaded on /account-erased, so that nothing of
  // the account (the header's "Logged in as", this page's data) stays on screen. Should signing out
  // fail, the confirmation is shown here, with Continue to try again.
  const handleErase = async () => {
    const { message } = await erase.mutateAsync({ password });
    try {
      await signOut(ROUTES.accountErased.getHref());
    } catch (error) {
      console.error('Could not sign out after erasing the account', error);
      setErased(message);
    }
  };
  const describe = (error: unknown) => fieldErrorMessage(error, 'password');

  if (erased) {
    return (
      <Alert
        severity="success"
        action={
          <BusyButton busy={leaving} variant="text" color="inherit" onClick={() => void leave()}>
            Continue
          </BusyButton>
        }
      >
        {erased} We have sent a last email to confirm it.
      </Alert>
    );
  }

  return (
    <DataRightsSection
      title="Erase my account"
      intro={`Erasing removes your sign-in, your profile, your CVs and picture, your answers and your test sessions. What we must keep for our records (that an application was made for a job, its dates, status and score) is kept as “${ERASED_CANDIDATE_NAME}”, without your name or contact details. We send a last email to confirm. This cannot be undone: download your data first if you want it.`}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setFieldError(null);
          }}
          error={fieldError !== null}
          helperText={fieldError ?? 'Enter your password to confirm it is you.'}
          size="small"
        />
        <Button
          variant="outlined"
          color="error"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          onClick={() => {
            if (!password) setFieldError(MESSAGES.erasePasswordRequired);
            else setConfirming(true);
          }}
        >
          Erase my account
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Erase your account?"
        confirmLabel="Erase everything"
        destructive
        onConfirm={handleErase}
        onClose={() => setConfirming(false)}
        describeError={describe}
      >
        Your account and personal data will be erased now, and you will be signed out. This cannot be undone.
      </ConfirmDialog>
    </DataRightsSection>
  );
}

/** /my-data: the signed-in candidate downloads everything held about them, or erases it (issue 21). */
export function MyDataPage() {
  return (
    <PageShell
      title="My data"
      description="Take a copy of everything we hold about you, or have it erased."
      maxWidth="md"
    >
      <Stack spacing={3}>
        <DownloadSection />
        <EraseSection />
      </Stack>
    </PageShell>
  );
}
