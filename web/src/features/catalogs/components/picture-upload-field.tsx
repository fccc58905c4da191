import { FILE_LIMITS } from '@careers/domain/constants';
import { STORAGE_PATHS } from '@careers/domain/firestore';
import { safeStorageFileName } from '@careers/domain/rules';
import { validatePictureFile } from '@careers/domain';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';

import { acceptOf, FileUploadField, type UploadNote } from '@/components/upload/file-upload-field';
import { useUploadRun } from '@/components/upload/use-upload-run';

const ACCEPT = acceptOf(FILE_LIMITS.picture);

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
  const upload = useUploadRun();
  const { run } = upload;
  const hintId = useId();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const finish = (outcome: UploadNote) => {
    upload.end(outcome);
    onBusyChange(false);
  };

  const handleFile = (file: File) => {
    const problem = validatePictureFile(file, { required: true });
    if (problem) {
      upload.say({ severity: 'error', text: problem });
      return;
    }
    // Each upload gets a new object name: uploads never overwrite, and progress is per path.
    const path = STORAGE_PATHS.departmentPicture(
      departmentId,
      `${crypto.randomUUID()}-${safeStorageFileName(file.name)}`,
    );
    upload.start(path, file, handleFailed);
    onBusyChange(true);
  };

  const handleDone = (path: string) => {
    if (!run) return;
    setPreview(URL.createObjectURL(run.file));
    onUploaded(path);
    finish({ severity: 'success', text: `${run.file.name} is uploaded. Save the form to keep it.` });
  };

  const handleCancel = () => {
    upload.cancel('Upload cancelled. The picture is unchanged.');
    onBusyChange(false);
  };

  const handleFailed = () => {
    finish({
      severity: 'error',
      text: 'The upload did not finish. JPG or PNG, at most 1.5 MB. Please try again.',
    });
  };

  const shown = preview ?? savedUrl;
  return (
    <FileUploadField
      legend="Picture *"
      hintId={hintId}
      accept={ACCEPT}
      buttonLabel={shown ? 'Replace picture' : 'Upload picture'}
      preview={
        shown ? (
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
        )
      }
      description={
        <FormHelperText id={hintId} sx={{ m: 0 }}>
          JPG or PNG, at most 1.5 MB. Shown on the landing page and the department&apos;s careers page.
        </FormHelperText>
      }
      onFile={handleFile}
      run={run}
      progressLabel="Uploading the picture"
      onUploaded={handleDone}
      onFailed={handleFailed}
      onCancel={handleCancel}
      note={upload.note}
      error={error}
    />
  );
}
