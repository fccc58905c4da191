import { APPLICANTS_BATCH_MAX } from '@careers/domain/constants';
import { countOf } from '@careers/domain/rules';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';

import { useRecordCvDownloads } from '@/hooks/use-applicant-actions';
import { useReadStoredFile } from '@/lib/firebase/storage-files';

import { fetchAllApplicants } from '../api/applicants-page';
import {
  ARCHIVE_NAME,
  buildCvZip,
  ZipCancelledError,
  type CvZipMissing,
  type CvZipProgress,
} from '../utils/build-cv-zip';
import { saveFile } from '@/utils/save-file';

type ArchiveState =
  | { kind: 'idle' }
  | { kind: 'listing' }
  | { kind: 'building'; progress: CvZipProgress }
  | { kind: 'done'; included: number; missing: CvZipMissing[] }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

const chunks = <T,>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/**
 * "Download all resumes": every listed applicant's CV in all-documents.zip, built here with a
 * progress bar and Cancel; a CV that cannot be read is named inside the zip and below the button.
 * The download is recorded (recordCvDownloads) once the archive is handed to the browser.
 */
export function CvArchive({ jobId }: { jobId: string }) {
  const readFile = useReadStoredFile();
  const record = useRecordCvDownloads();
  const [state, setState] = useState<ArchiveState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const busy = state.kind === 'listing' || state.kind === 'building';

  const build = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: 'listing' });
    try {
      const applicants = await fetchAllApplicants(jobId);
      if (abort.signal.aborted) throw new ZipCancelledError();
      if (applicants.length === 0) {
        setState({ kind: 'failed', message: 'This job has no applicants to download.' });
        return;
      }
      const result = await buildCvZip({
        entries: applicants.map((row) => ({
          applicationId: row.id,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          resume: row.resume,
        })),
        readFile,
        signal: abort.signal,
        onProgress: (progress) => setState({ kind: 'building', progress }),
      });
      saveFile(result.archive, ARCHIVE_NAME);
      setState({ kind: 'done', included: result.included.size, missing: result.missing });
      const missing = new Set(result.missing.map((item) => item.applicationId));
      await Promise.all(
        chunks(
          applicants.map((row) => row.id),
          APPLICANTS_BATCH_MAX,
        ).map((applicationIds) =>
          record.mutateAsync({
            jobId,
            applicationIds,
            archive: true,
            missing: applicationIds.filter((id) => missing.has(id)),
          }),
        ),
      );
    } catch (error) {
      if (error instanceof ZipCancelledError || abort.signal.aborted) setState({ kind: 'cancelled' });
      else
        setState({
          kind: 'failed',
          message: `${ARCHIVE_NAME} could not be built: ${error instanceof Error ? error.message : 'unknown error'}. Please try again.`,
        });
    } finally {
      controller.current = null;
    }
  };

  const progress = state.kind === 'building' ? state.progress : null;
  const percent = progress ? Math.round((progress.done / Math.max(1, progress.total)) * 100) : 0;

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<FolderZipOutlined />}
          onClick={() => void build()}
          disabled={busy}
        >
          Download all resumes
        </Button>
        {busy ? (
          <Button color="inherit" onClick={() => controller.current?.abort()}>
            Cancel
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            The CV each applicant sent, as {ARCHIVE_NAME}; removed and not selected applicants are left out.
          </Typography>
        )}
      </Stack>
      {busy ? (
        <Box>
          <Typography variant="body2" id="cv-archive-progress">
            {state.kind === 'listing'
              ? 'Listing the applicants…'
              : progress?.phase === 'reading'
                ? `Fetching CVs: ${String(progress.done)} of ${String(progress.total)}`
                : `Writing ${ARCHIVE_NAME}: ${String(percent)}%`}
          </Typography>
          <LinearProgress
            aria-labelledby="cv-archive-progress"
            variant={state.kind === 'listing' ? 'indeterminate' : 'determinate'}
            value={percent}
          />
        </Box>
      ) : null}
      {state.kind === 'done' ? (
        <Alert
          severity={state.missing.length > 0 ? 'warning' : 'success'}
          onClose={() => setState({ kind: 'idle' })}
        >
          <AlertTitle>{`${ARCHIVE_NAME} is ready: ${countOf(state.included, 'CV')}`}</AlertTitle>
          {state.missing.length > 0 ? (
            <>
              <Typography variant="body2">
                {`${String(state.missing.length)} could not be included (listed in missing-files.txt inside the zip):`}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="Missing CVs">
                {state.missing.map((item) => (
                  <li key={item.applicationId}>
                    <Typography variant="body2">{`${item.name}: ${item.reason}`}</Typography>
                  </li>
                ))}
              </Box>
            </>
          ) : null}
        </Alert>
      ) : null}
      {state.kind === 'cancelled' ? (
        <Alert severity="info" onClose={() => setState({ kind: 'idle' })}>
          The download was cancelled.
        </Alert>
      ) : null}
      {state.kind === 'failed' ? (
        <Alert severity="error" onClose={() => setState({ kind: 'idle' })}>
          {state.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
