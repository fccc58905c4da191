import { MESSAGES } from '@careers/domain/constants';
import type { FileRef } from '@careers/domain/types';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { UploadProgress } from '@/lib/firebase/upload';
import { answerCallables, callable } from '@/testing/callable-boundary';
import { renderInRouter } from '@/testing/render-in-router';
import { testSessions } from '@/testing/sessions';

import { ProfileFileField } from './profile-file-field';

// The boundaries: our callables and Storage (which objects exist, the uploads and their progress).
// The slot choice, the field and its messages are real.
const boundary = vi.hoisted(() => ({
  /** The objects in the candidate's folders. */
  existing: new Set<string>(),
  /** The paths whose existence the field read. */
  probed: [] as string[],
  uploads: [] as { path: string; file: File }[],
  progress: new Map<string, UploadProgress | Error>(),
  listeners: new Set<() => void>(),
}));

vi.mock('@/lib/firebase/use-callable', () => import('@/testing/callable-boundary'));
vi.mock('@/lib/firebase/download-url', () => ({ useDownloadUrl: () => ({ status: 'idle', url: null }) }));
vi.mock('@/lib/firebase/storage-files', () => ({
  useStoredObjectExists: () => (path: string) => {
    boundary.probed.push(path);
    return Promise.resolve(boundary.existing.has(path));
  },
}));
vi.mock('@/lib/firebase/upload', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    boundary.listeners.add(listener);
    return () => boundary.listeners.delete(listener);
  };
  return {
    useStartUpload: () => (path: string, file: File) => {
      boundary.uploads.push({ path, file });
      boundary.progress.set(path, {
        state: 'running',
        bytesTransferred: 0,
        totalBytes: file.size,
        percent: 0,
        fullPath: path,
      });
      const ref = { fullPath: path };
      return Promise.resolve({ task: { cancel: vi.fn() }, ref, progressKey: ref });
    },
    // As reactfire's useStorageTask: the progress, or the upload's error thrown to the boundary.
    useUploadProgress: (upload: { ref: { fullPath: string } }) => {
      const progress = useSyncExternalStore(subscribe, () => boundary.progress.get(upload.ref.fullPath));
      if (progress instanceof Error) throw progress;
      if (!progress) throw new Error('No such upload');
      return progress;
    },
  };
});

/** Moves the newest upload to 'success' or a Storage error. */
const moveUpload = (to: 'success' | Error) => {
  const upload = boundary.uploads.at(-1);
  if (!upload) throw new Error('No upload was started');
  const { path, file } = upload;
  act(() => {
    boundary.progress.set(
      path,
      to === 'success'
        ? {
            state: 'success',
            bytesTransferred: file.size,
            totalBytes: file.size,
            percent: 100,
            fullPath: path,
          }
        : to,
    );
    for (const listener of boundary.listeners) listener();
  });
};

const UID = 'candidate-1';
const slot = (name: string) => `candidates/${UID}/resume/${name}`;
const pdf = (name = 'Ayesha Khan CV.pdf') => new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });

const renderField = (current: FileRef | null) =>
  renderInRouter(
    <ProfileFileField
      uid={UID}
      kind="resume"
      label="Resume"
      hint="PDF, DOC or DOCX, at most 3 MB."
      required
      current={current}
    />,
    { session: testSessions.candidate },
  );

const fileInput = () =>
  screen.getByRole('group', { name: /^Resume/ }).querySelector<HTMLInputElement>('input[type=file]')!;

const refused = () =>
  Object.assign(new Error('Firebase Storage: (storage/unauthorized)'), { code: 'storage/unauthorized' });

beforeEach(() => {
  boundary.existing.clear();
  boundary.probed.length = 0;
  boundary.uploads.length = 0;
  boundary.progress.clear();
  answerCallables({});
});

describe('ProfileFileField: uploads go to a free upload slot (issue 31 item 6)', () => {
  it('uploads to the first slot with no object, never the current file’s, and attaches it under the file’s name', async () => {
    const current: FileRef = {
      path: slot('upload-1'),
      fileName: 'old.pdf',
      contentType: 'application/pdf',
      size: 9,
      uploadedAt: new Date(),
    };
    boundary.existing.add(slot('upload-1')).add(slot('upload-2'));
    const attach = callable('attachProfileFile').mockResolvedValue({ message: 'saved' });
    const { user } = renderField(current);

    await user.upload(fileInput(), pdf());
    await waitFor(() => {
      expect(boundary.uploads.map(({ path }) => path)).toEqual([slot('upload-3')]);
    });
    // The current file's slot is not even read: it is never a new upload's.
    expect(boundary.probed).not.toContain(slot('upload-1'));

    moveUpload('success');
    await waitFor(() => {
      expect(attach).toHaveBeenCalledWith({
        kind: 'resume',
        path: slot('upload-3'),
        fileName: 'Ayesha Khan CV.pdf',
      });
    });
    expect(await screen.findByText('Ayesha Khan CV.pdf is saved.')).toBeInTheDocument();
  });

  it('says the earlier uploads are being cleared, and starts nothing, when every slot is taken', async () => {
    for (const name of ['upload-1', 'upload-2', 'upload-3', 'upload-4']) boundary.existing.add(slot(name));
    const { user } = renderField(null);

    await user.upload(fileInput(), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.uploadSlotsFull);
    expect(boundary.uploads).toEqual([]);
  });

  it('moves once to the next free slot when another tab took the first meanwhile', async () => {
    const attach = callable('attachProfileFile').mockResolvedValue({ message: 'saved' });
    const { user } = renderField(null);

    await user.upload(fileInput(), pdf());
    await waitFor(() => {
      expect(boundary.uploads.map(({ path }) => path)).toEqual([slot('upload-1')]);
    });
    // The other tab's upload lands first; the storage rules refuse ours (no overwrite).
    boundary.existing.add(slot('upload-1'));
    moveUpload(refused());
    await waitFor(() => {
      expect(boundary.uploads.map(({ path }) => path)).toEqual([slot('upload-1'), slot('upload-2')]);
    });
    // The move is silent: the refused first attempt says nothing while the second one runs.
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    moveUpload('success');
    await waitFor(() => {
      expect(attach).toHaveBeenCalledWith({
        kind: 'resume',
        path: slot('upload-2'),
        fileName: 'Ayesha Khan CV.pdf',
      });
    });
  });

  it('tries the next slot only once, and says the upload did not finish when that one is refused too', async () => {
    const { user } = renderField(null);

    await user.upload(fileInput(), pdf());
    await waitFor(() => {
      expect(boundary.uploads).toHaveLength(1);
    });
    boundary.existing.add(slot('upload-1'));
    moveUpload(refused());
    await waitFor(() => {
      expect(boundary.uploads).toHaveLength(2);
    });
    boundary.existing.add(slot('upload-2'));
    moveUpload(refused());

    expect(await screen.findByRole('alert')).toHaveTextContent(/The upload did not finish/);
    expect(boundary.uploads).toHaveLength(2);
  });

  it('says the upload did not finish, without moving, when it failed for another reason', async () => {
    const { user } = renderField(null);

    await user.upload(fileInput(), pdf());
    await waitFor(() => {
      expect(boundary.uploads).toHaveLength(1);
    });
    moveUpload(
      Object.assign(new Error('Firebase Storage: (storage/retry-limit-exceeded)'), {
        code: 'storage/retry-limit-exceeded',
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(/The upload did not finish/);
    expect(boundary.uploads).toHaveLength(1);
  });
});
