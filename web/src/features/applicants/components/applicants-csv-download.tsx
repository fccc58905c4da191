import { APPLICANTS_CSV_MAX } from '@careers/domain/constants';
import type { ApplicantQuery } from '@careers/domain/types';
import { countOf } from '@careers/domain/rules';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';

import { readCallableError } from '@/lib/callable-errors';
import type { ApplicantsGridSpec } from '@/lib/firebase/queries/applicants-grid-spec';
import { saveFile } from '@/utils/save-file';

// Type only: the reads and the CSV load on the first click (the job page's budget, scripts/budget).
import type { ExportProgress } from '../api/export-applicants';

type CsvState =
  | { kind: 'idle' }
  | { kind: 'reading'; progress: ExportProgress | null }
  | { kind: 'done'; included: number; total: number }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

const CAP = countOf(APPLICANTS_CSV_MAX, 'applicant');

/**
 * "Download as CSV" of a job's applicants (issue 31): every applicant the view or search lists, not
 * the page on screen, read a page at a time with a progress bar and Cancel, up to
 * APPLICANTS_CSV_MAX (said beside the button, and in the result when more matched).
 */
export function ApplicantsCsvDownload({
  jobId,
  jobTitle,
  spec,
  search,
  total,
}: {
  jobId: string;
  jobTitle: string;
  spec: ApplicantsGridSpec;
  search: ApplicantQuery;
  /** How many the table lists now. */
  total: number;
}) {
  const [state, setState] = useState<CsvState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const busy = state.kind === 'reading';
  const fileName = `applicants-${jobId}.csv`;

  const download = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: 'reading', progress: null });
    try {
      const [{ fetchApplicantsForExport }, { applicantsCsv }] = await Promise.all([
        import('../api/export-applicants'),
        import('../utils/applicants-csv'),
      ]);
      const result = await fetchApplicantsForExport(spec, search, {
        signal: abort.signal,
        onProgress: (progress) => setState({ kind: 'reading', progress }),
      });
      saveFile(
        new Blob(['\uFEFF', applicantsCsv(result.rows, jobTitle)], { type: 'text/csv;charset=utf-8' }),
        fileName,
      );
      setState({ kind: 'done', included: result.rows.length, total: result.total });
    } catch (error) {
      // Cancel stops the reads between pages (ExportCancelledError), or drops what arrives after.
      if (abort.signal.aborted) setState({ kind: 'cancelled' });
      else setState({ kind: 'failed', message: readCallableError(error).message });
    } finally {
      controller.current = null;
    }
  };

  const progress = state.kind === 'reading' ? state.progress : null;
  const percent = progress
    ? Math.round((progress.read / Math.max(1, Math.min(progress.total, APPLICANTS_CSV_MAX))) * 100)
    : 0;

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={() => void download()}
          disabled={busy || total === 0}
        >
          Download as CSV
        </Button>
        {busy ? (
          <Button color="inherit" onClick={() => controller.current?.abort()}>
            Cancel
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {total > APPLICANTS_CSV_MAX
              ? `Every applicant listed, on every page, up to ${CAP}: ${String(total)} are listed, so the file will hold the first ${String(APPLICANTS_CSV_MAX)}. Narrow the search or the view for the rest.`
              : `Every applicant listed, on every page (at most ${CAP}): name, email, phone, status, scores and dates, a column each.`}
          </Typography>
        )}
      </Stack>
      {busy ? (
        <Box>
          <Typography variant="body2" id="applicants-csv-progress" role="status">
            {progress
              ? `Reading the applicants: ${String(progress.read)} of ${String(Math.min(progress.total, APPLICANTS_CSV_MAX))}`
              : 'Reading the applicants…'}
          </Typography>
          <LinearProgress
            aria-labelledby="applicants-csv-progress"
            variant={progress ? 'determinate' : 'indeterminate'}
            value={percent}
          />
        </Box>
      ) : null}
      {state.kind === 'done' ? (
        <Alert
          severity={state.included < state.total ? 'warning' : 'success'}
          onClose={() => setState({ kind: 'idle' })}
        >
          {state.included < state.total
            ? `${fileName} holds the first ${countOf(state.included, 'applicant')} of ${String(state.total)}, the most one file holds. Narrow the search or the view for the rest.`
            : `${fileName} is ready: ${countOf(state.included, 'applicant')}.`}
        </Alert>
      ) : null}
      {state.kind === 'cancelled' ? (
        <Alert severity="info" onClose={() => setState({ kind: 'idle' })}>
          The download was cancelled.
        </Alert>
      ) : null}
      {state.kind === 'failed' ? (
        <Alert severity="error" onClose={() => setState({ kind: 'idle' })}>
          {`The applicants could not be downloaded: ${state.message}`}
        </Alert>
      ) : null}
    </Stack>
  );
}
