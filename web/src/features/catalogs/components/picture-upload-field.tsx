import { validatePictureFile } from '@careers/domain';
import { STORAGE_PATHS } from '@careers/domain/firestore';
import { safeStorageFileName } from '@careers/domain/rules';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';

import { ErrorBoundary } from '@/components/errors/error-boundary';
import { useStartUpload, useUploadProgress, type Upload } from '@/lib/firebase/upload';

function Progress({
  upload,
  name,
  onDone,
}: {
  upload: Upload;
  name: string;
  onDone: (path: string) => void;
}) {
  const progress = useUploadProgress(upload);
  const reported = useRef(false);
  useEffect(() => {
    if (progress.state === 'success' && !reported.current) {
      reported.current = true;
      onDone(progress.fullPath);
    }
  }, [progress.state, progress.fullPath, onDone]);
  return (
    <Box>
      <LinearProgress variant="determinate" value={progress.percent} aria-label="Uploading the picture" />
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        Uploading {name}: {progress.percent}%
      </Typography>
    </Box>
  );
}

type PictureUploadFieldProps = {
  departmentId: string;
  /** The picture now (edit), shown until another is uploaded. */
  currentUrl: string | null;
  required: boolean;
  error: string | undefined;
  /** The uploaded object's path (the catalog service checks it), or null when cleared. */
  onUploaded: (path: string | null) => void;
};

/**
 * A department's picture (spec section 5: required, JPG or PNG, at most 1.5 MB): uploaded as soon
 * as it is chosen, with a progress bar and Cancel, and previewed; saving the form attaches it.
 */
export function PictureUploadField({
  departmentId,
  currentUrl,
  required,
  error,
  onUploaded,
}: PictureUploadFieldProps) {
  const startUpload = useStartUpload();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [run, setRun] = useState<{ upload: Upload; file: File } | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = validatePictureFile(file, { required: true });
    if (problem) {
      setMessage(problem);
      return;
    }
    setMessage(null);
    onUploaded(null);
    const path = STORAGE_PATHS.departmentPicture(
      departmentId,
      `${crypto.randomUUID()}-${safeStorageFileName(file.name)}`,
    );
    setRun({ upload: startUpload(path, file, file.type || 'image/jpeg'), file });
  };

  const shown = preview ?? currentUrl;
  const shownError = message ?? error;
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: shownError ? 'error.main' : 'divider', borderRadius: 1, p: 2, m: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        Picture{required ? ' *' : ''}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt="The department's picture"
            sx={{ width: 160, height: 100, objectFit: 'cover', borderRadius: 1 }}
          />
        ) : null}
        <FormHelperText id={hintId} sx={{ flex: 1 }}>
          JPG or PNG, at most 1.5 MB.
        </FormHelperText>
        <input
          ref={inputRef}
          type="file"
          hidden
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          disabled={run !== null}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          {shown ? 'Replace picture' : 'Upload picture'}
        </Button>
      </Stack>
      {run ? (
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
          <Box sx={{ flex: 1 }}>
            <ErrorBoundary
              fallback={() => <Alert severity="error">The upload did not finish. Please try again.</Alert>}
            >
              <Progress
                upload={run.upload}
                name={run.file.name}
                onDone={(path) => {
                  setPreview(URL.createObjectURL(run.file));
                  setRun(null);
                  onUploaded(path);
                }}
              />
            </ErrorBoundary>
          </Box>
          <Button
            onClick={() => {
              run.upload.task.cancel();
              setRun(null);
            }}
          >
            Cancel
          </Button>
        </Stack>
      ) : null}
      {shownError ? (
        <FormHelperText error role="alert">
          {shownError}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
