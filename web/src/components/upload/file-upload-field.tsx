import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

import { ErrorBoundary } from '@/components/errors/error-boundary';
import { useUploadProgress, type Upload } from '@/lib/firebase/upload';

/** What a file input offers for one of the domain's FILE_LIMITS: its extensions and its types. */
export const acceptOf = (limits: { extensions: readonly string[]; contentTypes: readonly string[] }) =>
  [...limits.extensions.map((extension) => `.${extension}`), ...limits.contentTypes].join(',');

const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The type an upload declares (the storage rules check it): the browser's, else the name's. */
export const contentTypeOf = (file: File) =>
  file.type || EXTENSION_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] || 'application/octet-stream';

/** An upload under way, with the file it sends. */
export type UploadRun = { upload: Upload; file: File };

/** What the field says under itself: an error (the check of the file, a failed upload) or news. */
export type UploadNote = { severity: 'error' | 'info' | 'success'; text: string };

function UploadProgress({
  run,
  label,
  afterUpload,
  onUploaded,
}: {
  run: UploadRun;
  label: string;
  afterUpload?: string;
  onUploaded: (path: string) => void;
}) {
  const progress = useUploadProgress(run.upload);
  const reported = useRef(false);
  useEffect(() => {
    if (progress.state === 'success' && !reported.current) {
      reported.current = true;
      onUploaded(progress.fullPath);
    }
  }, [progress.state, progress.fullPath, onUploaded]);
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={progress.percent}
        aria-label={label}
        aria-valuetext={`${String(progress.percent)}%`}
      />
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        {progress.state === 'success' && afterUpload
          ? afterUpload
          : `Uploading ${run.file.name}: ${String(progress.percent)}%`}
      </Typography>
    </Box>
  );
}

/** Rendered by the error boundary when the upload fails: hands the failure to the field, once. */
function UploadFailed({ onFailed }: { onFailed: () => void }) {
  useEffect(onFailed, [onFailed]);
  return null;
}

type FileUploadFieldProps = {
  /** The fieldset's legend ('Picture *'). */
  legend: string;
  /** The id of the hint, which describes the field and its button. */
  hintId: string;
  /** What the file input offers (extensions and types). */
  accept: string;
  /** 'Upload CV', 'Replace picture'. */
  buttonLabel: string;
  /** Before the description: the current picture. */
  preview?: ReactNode;
  /** The current file and the hint (with `hintId`). */
  description: ReactNode;
  /** A file was chosen (the same one may be chosen again after a refusal). */
  onFile: (file: File) => void;
  /** The upload under way, or null. */
  run: UploadRun | null;
  /** The progress bar's name ('Uploading the picture'). */
  progressLabel: string;
  /** What the bar says once the bytes are up and the page waits for more ('Checking the file…'). */
  afterUpload?: string;
  onUploaded: (path: string) => void;
  /** The upload failed (refused by the storage rules, the connection lost). */
  onFailed: () => void;
  onCancel: () => void;
  /** Nothing can be chosen or cancelled meanwhile (the server is attaching the file). */
  busy?: boolean;
  note: UploadNote | null;
  /** The form's own message about the field (required, the server's check). */
  error?: string | null;
};

/**
 * The upload control of the department picture and the profile's CV and picture: a fieldset with
 * the current file, the hint and a button that opens the file chooser; while a file goes up, a
 * progress bar (reactfire's `useStorageTask`) with Cancel; then what came of it.
 */
export function FileUploadField({
  legend,
  hintId,
  accept,
  buttonLabel,
  preview,
  description,
  onFile,
  run,
  progressLabel,
  afterUpload,
  onUploaded,
  onFailed,
  onCancel,
  busy = false,
  note,
  error,
}: FileUploadFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const shownError = note?.severity === 'error' ? note.text : (error ?? null);
  return (
    <Box
      component="fieldset"
      aria-describedby={hintId}
      sx={{ border: 1, borderColor: shownError ? 'error.main' : 'divider', borderRadius: 1, p: 2, m: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {legend}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {preview}
        <Box sx={{ flex: 1, minWidth: 0 }}>{description}</Box>
        <input
          ref={inputRef}
          type="file"
          hidden
          accept={accept}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be chosen again after a refusal.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          disabled={run !== null || busy}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
          sx={{ flexShrink: 0 }}
        >
          {buttonLabel}
        </Button>
      </Stack>
      {run ? (
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
          <Box sx={{ flex: 1 }}>
            {/* Keyed by the upload's path: one started after a failure (in another slot) starts unfailed. */}
            <ErrorBoundary
              key={run.upload.ref.fullPath}
              fallback={() => <UploadFailed onFailed={onFailed} />}
            >
              <UploadProgress
                run={run}
                label={progressLabel}
                afterUpload={afterUpload}
                onUploaded={onUploaded}
              />
            </ErrorBoundary>
          </Box>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </Stack>
      ) : null}
      {shownError ? (
        <FormHelperText error role="alert" sx={{ mt: 1 }}>
          {shownError}
        </FormHelperText>
      ) : null}
      {/* News of the upload beside the form's own message (the picture still required, say). */}
      {note && note.severity !== 'error' ? (
        <FormHelperText
          role="status"
          sx={{ mt: 1, color: note.severity === 'success' ? 'success.main' : undefined }}
        >
          {note.text}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
