import { FILE_LIMITS } from '@careers/domain/constants';
import { profileUploadPath } from '@careers/domain/rules';
import { validatePictureFile, validateResumeFile, type ProfileFileKind } from '@careers/domain';
import type { FileRef } from '@careers/domain/types';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';

import { ErrorBoundary } from '@/components/errors/error-boundary';
import { useDownloadUrl } from '@/lib/firebase/download-url';
import { useStartUpload, useUploadProgress, type Upload } from '@/lib/firebase/upload';
import { callableFeedback } from '@/utils/callable-feedback';

import { useAttachProfileFile } from '../api/profile-callables';

const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The type the upload declares (the storage rules check it): the browser's, else from the name. */
const contentTypeOf = (file: File) =>
  file.type || EXTENSION_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] || 'application/octet-stream';

const ACCEPT: Readonly<Record<ProfileFileKind, string>> = {
  resume: [
    ...FILE_LIMITS.resume.extensions.map((extension) => `.${extension}`),
    ...FILE_LIMITS.resume.contentTypes,
  ].join(','),
  avatar: [
    ...FILE_LIMITS.picture.extensions.map((extension) => `.${extension}`),
    ...FILE_LIMITS.picture.contentTypes,
  ].join(','),
};

type UploadRun = { upload: Upload; file: File };

function UploadProgressBar({
  run,
  onUploaded,
  label,
}: {
  run: UploadRun;
  onUploaded: (path: string) => void;
  label: string;
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
        aria-label={`Uploading ${label}`}
        aria-valuetext={`${String(progress.percent)}%`}
      />
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        {progress.state === 'success'
          ? 'Checking the file…'
          : `Uploading ${run.file.name}: ${String(progress.percent)}%`}
      </Typography>
    </Box>
  );
}

type ProfileFileFieldProps = {
  uid: string;
  kind: ProfileFileKind;
  label: string;
  hint: string;
  required?: boolean;
  current: FileRef | null | undefined;
  /** A message from the form (e.g. the resume is required) shown under the field. */
  error?: string | null;
};

/**
 * A CV or picture: choose a file, watch it upload (progress bar, Cancel), and the server checks
 * what it really is before the profile points at it; a refused file leaves the previous one in
 * place. The current file is shown (the CV's name as a link its owner can open, the picture as a
 * preview) and can be replaced.
 */
export function ProfileFileField({
  uid,
  kind,
  label,
  hint,
  required = false,
  current,
  error,
}: ProfileFileFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const startUpload = useStartUpload();
  const attach = useAttachProfileFile();
  const [run, setRun] = useState<UploadRun | null>(null);
  const [message, setMessage] = useState<{ severity: 'error' | 'success' | 'info'; text: string } | null>(
    null,
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const link = useDownloadUrl(current?.path);

  const handleFile = (file: File | undefined) => {
    if (!file) return;
    const problem =
      kind === 'resume' ? validateResumeFile(file) : validatePictureFile(file, { required: false });
    if (problem) {
      setMessage({ severity: 'error', text: problem });
      return;
    }
    setMessage(null);
    const path = profileUploadPath(uid, kind, file.name, crypto.randomUUID());
    setRun({ upload: startUpload(path, file, contentTypeOf(file)), file });
  };

  const handleUploaded = (path: string) => {
    const fileName = run?.file.name ?? '';
    attach.mutate(
      { kind, path, fileName },
      {
        onSuccess: () => {
          setRun(null);
          setMessage({ severity: 'success', text: `${fileName} is saved.` });
        },
        onError: (caught) => {
          setRun(null);
          const feedback = callableFeedback(caught);
          setMessage({ severity: 'error', text: Object.values(feedback.fields)[0] ?? feedback.form ?? '' });
        },
      },
    );
  };

  const handleCancel = () => {
    run?.upload.task.cancel();
    setRun(null);
    setMessage({ severity: 'info', text: 'Upload cancelled. Your previous file is unchanged.' });
  };

  const busy = run !== null || attach.isPending;
  const shownError = message?.severity === 'error' ? message.text : (error ?? null);

  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: shownError ? 'error.main' : 'divider', borderRadius: 1, p: 2, m: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {kind === 'avatar' ? (
          <Avatar
            src={link.url ?? undefined}
            alt={current ? 'Your current picture' : ''}
            sx={{ width: 72, height: 72 }}
          />
        ) : null}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {current ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Current {kind === 'resume' ? 'CV' : 'picture'}:{' '}
              {link.url ? (
                <Link href={link.url} target="_blank" rel="noopener noreferrer">
                  {current.fileName}
                </Link>
              ) : (
                current.fileName
              )}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              No {kind === 'resume' ? 'CV' : 'picture'} uploaded yet.
            </Typography>
          )}
          <FormHelperText id={hintId}>{hint}</FormHelperText>
        </Box>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPT[kind]}
          hidden
          aria-describedby={hintId}
          onChange={(event) => {
            handleFile(event.target.files?.[0]);
            // The same file may be chosen again after a refusal.
            event.target.value = '';
          }}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          disabled={busy}
          onClick={() => inputRef.current?.click()}
          aria-describedby={hintId}
        >
          {current
            ? `Replace ${kind === 'resume' ? 'CV' : 'picture'}`
            : `Upload ${kind === 'resume' ? 'CV' : 'picture'}`}
        </Button>
      </Stack>
      {run ? (
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
          <Box sx={{ flex: 1 }}>
            <ErrorBoundary
              fallback={({ error: uploadError }) => (
                <Alert severity="error">
                  {String((uploadError as { code?: string } | null)?.code ?? '') === 'storage/canceled'
                    ? 'Upload cancelled.'
                    : `The upload did not finish. ${kind === 'resume' ? 'PDF, DOC or DOCX, at most 3 MB.' : 'JPG or PNG, at most 1.5 MB.'} Please try again.`}
                </Alert>
              )}
            >
              <UploadProgressBar run={run} onUploaded={handleUploaded} label={label} />
            </ErrorBoundary>
          </Box>
          <Button onClick={handleCancel} disabled={attach.isPending}>
            Cancel
          </Button>
        </Stack>
      ) : null}
      {shownError ? (
        <FormHelperText error role="alert" sx={{ mt: 1 }}>
          {shownError}
        </FormHelperText>
      ) : message ? (
        <FormHelperText
          role="status"
          sx={{ mt: 1, color: message.severity === 'success' ? 'success.main' : undefined }}
        >
          {message.text}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
