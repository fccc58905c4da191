import { FILE_LIMITS, MESSAGES } from '@careers/domain/constants';
import {
  freeProfileUploadSlots,
  PROFILE_UPLOAD_SLOT_NAMES,
  profileUploadSlotPath,
} from '@careers/domain/rules';
import { validatePictureFile, validateResumeFile, type ProfileFileKind } from '@careers/domain';
import type { FileRef } from '@careers/domain/types';
import Avatar from '@mui/material/Avatar';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';

import { acceptOf, FileUploadField } from '@/components/upload/file-upload-field';
import { useUploadRun } from '@/components/upload/use-upload-run';
import { callableErrorMessage } from '@/lib/callable-errors';
import { useDownloadUrl } from '@/lib/firebase/download-url';
import { useStoredObjectExists } from '@/lib/firebase/storage-files';

import { useAttachProfileFile } from '../api/profile-callables';

const ACCEPT: Readonly<Record<ProfileFileKind, string>> = {
  resume: acceptOf(FILE_LIMITS.resume),
  avatar: acceptOf(FILE_LIMITS.picture),
};

const FAILED: Readonly<Record<ProfileFileKind, string>> = {
  resume: 'The upload did not finish. PDF, DOC or DOCX, at most 3 MB. Please try again.',
  avatar: 'The upload did not finish. JPG or PNG, at most 1.5 MB. Please try again.',
};

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

/** An upload to one slot, and whether it may still move to another when that slot was taken. */
type Attempt = { path: string; file: File; mayRetry: boolean };

/**
 * A CV or picture: choose a file, watch it upload (progress bar, Cancel), and the server checks
 * what it really is before the profile points at it; a refused file leaves the previous one in
 * place. The current file is shown (the CV's name as a link its owner can open, the picture as a
 * preview) and can be replaced.
 *
 * Uploads go to one of the kind's few upload slots (storage.rules, PROFILE_UPLOAD_SLOT_NAMES): the
 * field reads which exist and takes the first free one, never the current file's. When another tab
 * takes that slot meanwhile, the storage rules refuse the upload and the field tries the next free
 * slot once; with none free it says so and does not start.
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
  const hintId = useId();
  const upload = useUploadRun();
  const { run } = upload;
  const attach = useAttachProfileFile();
  const link = useDownloadUrl(current?.path);
  const objectExists = useStoredObjectExists();
  const [findingSlot, setFindingSlot] = useState(false);
  // The upload under way, until its outcome is known (a failure is reported once).
  const attempt = useRef<Attempt | null>(null);
  const noun = kind === 'resume' ? 'CV' : 'picture';
  const currentPath = current?.path ?? null;

  /** The free slots, in order: those with no object, never the current file's (not read). */
  const findFreeSlots = async (): Promise<string[]> => {
    const slots = PROFILE_UPLOAD_SLOT_NAMES.map((slot) => profileUploadSlotPath(uid, kind, slot));
    const exists = await Promise.all(
      slots.map((path) => (path === currentPath ? Promise.resolve(true) : objectExists(path))),
    );
    return freeProfileUploadSlots(
      uid,
      kind,
      slots.filter((_, index) => exists[index]),
      currentPath,
    );
  };

  const startIn = async (file: File, mayRetry: boolean): Promise<void> => {
    setFindingSlot(true);
    try {
      const [path] = await findFreeSlots();
      if (!path) {
        attempt.current = null;
        upload.end({ severity: 'error', text: MESSAGES.uploadSlotsFull });
        return;
      }
      const next = { path, file, mayRetry };
      attempt.current = next;
      upload.start(path, file, () => {
        failedAttempt(next);
      });
    } catch {
      attempt.current = null;
      upload.end({ severity: 'error', text: FAILED[kind] });
    } finally {
      setFindingSlot(false);
    }
  };

  const handleFile = (file: File) => {
    const problem =
      kind === 'resume' ? validateResumeFile(file) : validatePictureFile(file, { required: false });
    if (problem) {
      upload.say({ severity: 'error', text: problem });
      return;
    }
    void startIn(file, true);
  };

  const handleUploaded = (path: string) => {
    const fileName = run?.file.name ?? '';
    attach.mutate(
      { kind, path, fileName },
      {
        onSuccess: () => {
          upload.end({ severity: 'success', text: `${fileName} is saved.` });
        },
        onError: (caught) => {
          upload.end({ severity: 'error', text: callableErrorMessage(caught) });
        },
      },
    );
  };

  const handleCancel = () => {
    attempt.current = null;
    upload.cancel('Upload cancelled. Your previous file is unchanged.');
  };

  /** An upload failed: said once, and only while it is still the field's attempt. */
  const failedAttempt = (failed: Attempt) => {
    if (attempt.current !== failed) return;
    attempt.current = null;
    const fail = () => {
      upload.end({ severity: 'error', text: FAILED[kind] });
    };
    if (!failed.mayRetry) {
      fail();
      return;
    }
    // Refused because the slot holds an object now (another tab took it): once, the next free slot.
    objectExists(failed.path).then((taken) => (taken ? startIn(failed.file, false) : fail()), fail);
  };

  // The upload on screen failed (its error boundary says so, on every render until it goes): only
  // when it is the attempt under way, not the failed one still shown while the next slot starts.
  const handleFailed = () => {
    const failed = attempt.current;
    if (failed && run?.upload.ref.fullPath === failed.path) failedAttempt(failed);
  };

  return (
    <FileUploadField
      legend={`${label}${required ? ' *' : ''}`}
      hintId={hintId}
      accept={ACCEPT[kind]}
      buttonLabel={current ? `Replace ${noun}` : `Upload ${noun}`}
      preview={
        kind === 'avatar' ? (
          <Avatar
            src={link.url ?? undefined}
            alt={current ? 'Your current picture' : ''}
            sx={{ width: 72, height: 72 }}
          />
        ) : null
      }
      description={
        <>
          {current ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Current {noun}:{' '}
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
              No {noun} uploaded yet.
            </Typography>
          )}
          <FormHelperText id={hintId}>{hint}</FormHelperText>
        </>
      }
      onFile={handleFile}
      run={run}
      progressLabel={`Uploading ${label}`}
      afterUpload="Checking the file…"
      onUploaded={handleUploaded}
      onFailed={handleFailed}
      onCancel={handleCancel}
      busy={attach.isPending || findingSlot}
      note={upload.note}
      error={error}
    />
  );
}
