import { render, screen, waitFor } from '@testing-library/react';
import type * as FunctionsSdk from 'firebase/functions';
import type * as StorageSdk from 'firebase/storage';
import { Suspense, type ReactNode } from 'react';
import { useAuth, useFunctions } from 'reactfire';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeFirebaseFor } from '@/testing/fake-firebase';
import { testSessions } from '@/testing/sessions';

import { SignedInFirebaseProviders } from './signed-in-providers';
import { loadSignedInSdks, SignedInSdksContext, useStorageSdk, type SignedInSdks } from './signed-in-sdks';
import { useStartUpload } from './upload';
import { useCallable } from './use-callable';

// The SDK calls these hooks make: the tests check what reaches them, not Firebase.
vi.mock('firebase/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof FunctionsSdk>()),
  httpsCallable: vi.fn(),
}));
vi.mock('firebase/storage', async (importOriginal) => ({
  ...(await importOriginal<typeof StorageSdk>()),
  ref: vi.fn((_storage: unknown, path: string) => ({ fullPath: path })),
  uploadBytesResumable: vi.fn(() => ({ kind: 'task' })),
}));

const { httpsCallable } = await import('firebase/functions');
const { ref, uploadBytesResumable } = await import('firebase/storage');

const renderWith = (sdks: SignedInSdks, ui: ReactNode) =>
  render(
    <SignedInSdksContext value={sdks}>
      <Suspense fallback={<p>Loading</p>}>
        <SignedInFirebaseProviders>{ui}</SignedInFirebaseProviders>
      </Suspense>
    </SignedInSdksContext>,
  );

describe('SignedInFirebaseProviders', () => {
  afterEach(() => {
    vi.clearAllMocks();
  });

  it('hands reactfire the given Auth and Functions instances, and the Storage loader below it', async () => {
    const sdks = fakeFirebaseFor(testSessions.candidate);
    const seen: unknown[] = [];
    let loadStorage!: ReturnType<typeof useStorageSdk>;
    function Probe() {
      seen.push(useAuth(), useFunctions());
      loadStorage = useStorageSdk();
      return <p>ready</p>;
    }
    renderWith(sdks, <Probe />);
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(seen[0]).toBe(sdks.auth);
    expect(seen[1]).toBe(sdks.functions);
    expect((await loadStorage()).storage).toBe(await sdks.loadStorage());
  });

  it('uses the app’s own Auth instance, the one the session follows; Storage loads on first use', async () => {
    const [sdks, { auth }] = await Promise.all([loadSignedInSdks(), import('./auth')]);
    expect(sdks.auth).toBe(auth);
    expect(sdks.functions.app).toBe(sdks.app);
    const storage = await sdks.loadStorage();
    expect(storage.app).toBe(sdks.app);
    expect(await sdks.loadStorage()).toBe(storage);
  });
});

describe('useCallable', () => {
  it('calls the named function on the provided Functions instance and resolves with its data', async () => {
    const sdks = fakeFirebaseFor(testSessions.candidate);
    const answer = { id: 'j1_u1', jobId: 'j1', message: 'Your application has been withdrawn.' };
    const call = vi.fn(() => Promise.resolve({ data: answer }));
    vi.mocked(httpsCallable).mockReturnValue(call as never);
    let result: unknown;
    function Caller() {
      const send = useCallable('withdrawApplication');
      return (
        <button
          type="button"
          onClick={() => {
            void send({ jobId: 'j1' }).then((value) => {
              result = value;
            });
          }}
        >
          Send
        </button>
      );
    }
    renderWith(sdks, <Caller />);
    screen.getByRole('button', { name: 'Send' }).click();
    await waitFor(() => {
      expect(result).toEqual(answer);
    });
    expect(httpsCallable).toHaveBeenCalledWith(sdks.functions, 'withdrawApplication');
    expect(call).toHaveBeenCalledWith({ jobId: 'j1' });
  });
});

describe('useStartUpload', () => {
  it('uploads to the given path on the provided Storage instance, each upload under a progress key of its own', async () => {
    const sdks = fakeFirebaseFor(testSessions.candidate);
    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    let start!: ReturnType<typeof useStartUpload>;
    function Starter() {
      start = useStartUpload();
      return null;
    }
    renderWith(sdks, <Starter />);

    const upload = await start('candidates/u1/resume/cv-a.pdf', file, 'application/pdf');
    expect(ref).toHaveBeenCalledWith(await sdks.loadStorage(), 'candidates/u1/resume/cv-a.pdf');
    expect(uploadBytesResumable).toHaveBeenCalledWith(upload.ref, file, { contentType: 'application/pdf' });
    expect(upload.task).toEqual({ kind: 'task' });
    expect(upload.progressKey).toBe(upload.ref);
    // The same path again (an upload slot freed and used again): reactfire must not show the first
    // upload's progress, which it caches by the reference's name.
    const again = await start('candidates/u1/resume/cv-a.pdf', file, 'application/pdf');
    expect(again.ref).toEqual({ fullPath: 'candidates/u1/resume/cv-a.pdf' });
    expect(again.progressKey).toEqual({ fullPath: 'candidates/u1/resume/cv-a.pdf#2' });
  });
});
