import { FILE_LIMITS } from '@careers/domain/constants';
import { STORAGE_PATHS } from '@careers/domain/firestore';
import { safeStorageFileName } from '@careers/domain/rules';
import { validatePictureFile } from '@careers/domain';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';

import { ErrorBoundary } from '@/components/errors/error-boundary';
import { useStartUpload, useUploadProgress, type Upload } from '@/lib/firebase/upload';

const ACCEPT = [
  ...FILE_LIMITS.picture.extensions.map((extension) => `.${extension}`),
  ...FILE_LIMITS.picture.contentTypes,
].join(',');

/** The type the upload declares (the storage rules allow only JPG and PNG): the browser's, else the name's. */
const contentTypeOf = (file: File) => file.type || (/\.png$/i.test(file.name) ? 'image/png' : 'image/jpeg');

type Run = { upload: Upload; file: File };
type Note = { severity: 'error' | 'info' | 'success'; text: string };

function UploadProgress({ run, onDone }: { run: Run; onDone: (path: string) => void }) {
  const progress = useUploadProgress(run.upload);
  const reported = useRef(false);
  useEffect(() => {
    if (progress.state === 'success' && !reported.current) {
      reported.current = true;
      onDone(progress.fullPath);
    }
  }, [progress.state, progress.fullPath, onDone]);
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={progress.percent}
        aria-label="Uploading the picture"
        aria-valuetext={`${String(progress.percent)}%`}
      />
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        Uploading {run.file.name}: {progress.percent}%
      </Typography>
    </Box>
  );
}

/** Rendered by the error boundary when the upload fails: hands the failure to the field, once. */
function UploadFailed({ onFailed }: { onFailed: () => void }) {
  useEffect(onFailed, [onFailed]);
  return null;
}

type PictureUploadFieldProps = {
  /** The department's id: its pictures go to `departments/{id}/…`, where the storage rules allow. */
  departmentId: string;
  /** The saved picture (editing), shown until another is uploaded. */
  savedUrl: string | null;
  /** The form's message (required, or the server's check of the upload). */
  error: string | undefined;
  /** A picture finished uploading: its path, for the form to send. */
  onUploaded: (path: string) => void;
  /** An upload started (true) or ended (false): the form waits for it before saving. */
  onBusyChange: (busy: boolean) => void;
};

/**
 * A department's picture (spec section 5: required, JPG or PNG, at most 1.5 MB). A chosen file is
 * checked, then uploaded at once with a progress bar and Cancel, and previewed; saving the form
 * attaches it, and the server checks the stored bytes. Until then the previous picture (saved or
 * uploaded) stays: a cancelled or failed upload changes nothing.
 */
export function PictureUploadField({
  departmentId,
  savedUrl,
  error,
  onUploaded,
  onBusyChange,
}: PictureUploadFieldProps) {
  const startUpload = useStartUpload();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [run, setRun] = useState<Run | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [note, setNote] = useState<Note | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const finish = (next: Note) => {
    setRun(null);
    setNote(next);
    onBusyChange(false);
  };

  const handleFile = (file: File | undefined) => {
    if (!file) return;
    const problem = validatePictureFile(file, { required: true });
    if (problem) {
      setNote({ severity: 'error', text: problem });
      return;
    }
    // Each upload gets a new object name: uploads never overwrite, and progress is per path.
    const path = STORAGE_PATHS.departmentPicture(
      departmentId,
      `${crypto.randomUUID()}-${safeStorageFileName(file.name)}`,
    );
    setNote(null);
    setRun({ upload: startUpload(path, file, contentTypeOf(file)), file });
    onBusyChange(true);
  };

  const handleDone = (path: string) => {
    if (!run) return;
    setPreview(URL.createObjectURL(run.file));
    onUploaded(path);
    finish({ severity: 'success', text: `${run.file.name} is uploaded. Save the form to keep it.` });
  };

  const handleCancel = () => {
    run?.upload.task.cancel();
    finish({ severity: 'info', text: 'Upload cancelled. The picture is unchanged.' });
  };

  const handleFailed = () => {
    finish({
      severity: 'error',
      text: 'The upload did not finish. JPG or PNG, at most 1.5 MB. Please try again.',
    });
  };

  const shown = preview ?? savedUrl;
  const shownError = note?.severity === 'error' ? note.text : error;
  return (
    <Box
      component="fieldset"
      aria-describedby={hintId}
      sx={{ border: 1, borderColor: shownError ? 'error.main' : 'divider', borderRadius: 1, p: 2, m: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        Picture *
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt="The department's picture"
            sx={{ width: 160, height: 100, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No picture uploaded yet.
          </Typography>
        )}
        <FormHelperText id={hintId} sx={{ flex: 1, m: 0 }}>
          JPG or PNG, at most 1.5 MB. Shown on the landing page and the department&apos;s careers page.
        </FormHelperText>
        <input
          ref={inputRef}
          type="file"
          hidden
          accept={ACCEPT}
          onChange={(event) => {
            handleFile(event.target.files?.[0]);
            // The same file may be chosen again after a refusal.
            event.target.value = '';
          }}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          disabled={run !== null}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
          sx={{ flexShrink: 0 }}
        >
          {shown ? 'Replace picture' : 'Upload picture'}
        </Button>
      </Stack>
      {run ? (
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
          <Box sx={{ flex: 1 }}>
            <ErrorBoundary fallback={() => <UploadFailed onFailed={handleFailed} />}>
              <UploadProgress run={run} onDone={handleDone} />
            </ErrorBoundary>
          </Box>
          <Button onClick={handleCancel}>Cancel</Button>
        </Stack>
      ) : null}
      {shownError ? (
        <FormHelperText error role="alert" sx={{ mt: 1 }}>
          {shownError}
        </FormHelperText>
      ) : null}
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
