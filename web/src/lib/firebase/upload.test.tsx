import { render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useUploadProgress, type Upload } from './upload';

type Snapshot = { bytesTransferred: number; totalBytes: number; state: string };

let uploads = 0;

/**
 * An upload task as the Storage SDK exposes it to reactfire: a current snapshot, 'state_changed'
 * events, and a promise of the final snapshot. The test moves it along.
 */
const fakeUpload = (totalBytes: number) => {
  uploads += 1;
  let snapshot: Snapshot = { bytesTransferred: 0, totalBytes, state: 'running' };
  const listeners = new Set<(next: Snapshot) => void>();
  let settle!: { resolve: (value: Snapshot) => void; reject: (error: unknown) => void };
  const done = new Promise<Snapshot>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const task = {
    get snapshot() {
      return snapshot;
    },
    on: (_event: 'state_changed', next: (value: Snapshot) => void) => {
      listeners.add(next);
      return () => listeners.delete(next);
    },
    then: done.then.bind(done),
    catch: done.catch.bind(done),
    cancel: () => true,
  };
  const path = `candidates/u1/resume/cv-${String(uploads)}.pdf`;
  const ref = { fullPath: path, toString: () => `gs://demo-careers.appspot.com/${path}` };
  const progress = (bytesTransferred: number) => {
    snapshot = { ...snapshot, bytesTransferred };
    for (const listener of listeners) listener(snapshot);
  };
  const succeed = () => {
    snapshot = { ...snapshot, bytesTransferred: totalBytes, state: 'success' };
    settle.resolve(snapshot);
  };
  const fail = (code: string) => {
    snapshot = { ...snapshot, state: 'error' };
    settle.reject(Object.assign(new Error(`Firebase Storage: ${code}`), { code }));
  };
  return { upload: { task, ref, progressKey: ref } as unknown as Upload, path, progress, succeed, fail };
};

function Progress({ upload }: { upload: Upload }) {
  const { state, percent, bytesTransferred, totalBytes, fullPath } = useUploadProgress(upload);
  return (
    <p role="status">
      {`${state} ${String(percent)}% (${String(bytesTransferred)} of ${String(totalBytes)}) ${fullPath}`}
    </p>
  );
}

class UploadErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('useUploadProgress', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reports the bytes sent as the upload runs, then success', async () => {
    const { upload, path, progress, succeed } = fakeUpload(2000);
    render(<Progress upload={upload} />);

    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(`running 0% (0 of 2000) ${path}`);
    });
    progress(500);
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('running 25% (500 of 2000)');
    });
    progress(1999);
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('running 99% (1999 of 2000)');
    });
    succeed();
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('success 100% (2000 of 2000)');
    });
  });

  it('throws a failed upload to the nearest error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { upload, progress, fail } = fakeUpload(1000);
    render(
      <UploadErrorBoundary>
        <Progress upload={upload} />
      </UploadErrorBoundary>,
    );
    progress(300);
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('running 30%');
    });
    fail('storage/unauthorized');
    expect(await screen.findByRole('alert')).toHaveTextContent('storage/unauthorized');
  });
});
