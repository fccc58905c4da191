// @vitest-environment node

import type { JobIndex, JobIndexShard } from '@careers/domain/types';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { getPublicDocument } from '@/lib/firebase/public-document';
import { DAY_MS, makeIndexEntry } from '@/testing/fixtures';

import { getJobIndex } from './get-job-index';

// The REST read itself is covered by lib/firebase/public-document.test.ts; here, which documents
// the careers listing reads and what it makes of them.
vi.mock('@/lib/firebase/public-document', () => ({ getPublicDocument: vi.fn() }));

const NOW = Date.UTC(2026, 10, 20, 9);
const entry = (id: string, daysAgo: number) =>
  makeIndexEntry({ id, title: `Job ${id}`, postedAt: NOW - daysAgo * DAY_MS });

type StoredDocument = (JobIndex | JobIndexShard) & { id: string };

/** Serves `documents` by path, each read resolving when the test says so (or at once). */
const serve = (documents: Record<string, StoredDocument | null>) => {
  const reads: string[] = [];
  const pending = new Map<string, () => void>();
  vi.mocked(getPublicDocument).mockImplementation((path: string) => {
    reads.push(path);
    const document = documents[path];
    if (document === undefined) return Promise.reject(new Error(`Unexpected read of ${path}`));
    return new Promise((resolve) => {
      pending.set(path, () => {
        resolve(document as never);
      });
    });
  });
  return {
    reads,
    /** Resolves the reads started so far, in the given order. */
    release: (...paths: string[]) => {
      for (const path of paths) pending.get(path)?.();
    },
  };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('getJobIndex', () => {
  beforeEach(() => {
    vi.mocked(getPublicDocument).mockReset();
  });

  it('reads only jobIndex/open while the index fits in one document', async () => {
    const open = { id: 'open', jobs: [entry('a', 1), entry('b', 2)], shardIds: [], updatedAt: new Date(NOW) };
    const server = serve({ 'jobIndex/open': open });

    const result = getJobIndex();
    await flush();
    server.release('jobIndex/open');

    await expect(result).resolves.toMatchObject({ shardIds: [], jobs: [open.jobs[0], open.jobs[1]] });
    expect(server.reads).toEqual(['jobIndex/open']);
  });

  it('reads every shard in parallel after open and lists all their jobs newest first', async () => {
    // Each document is sorted within itself; across documents the dates interleave.
    const open = {
      id: 'open',
      jobs: [entry('o1', 1), entry('o2', 5)],
      shardIds: ['open-2', 'open-3'],
      updatedAt: new Date(NOW),
    };
    const shard2 = { id: 'open-2', jobs: [entry('s2a', 0), entry('s2b', 7)], updatedAt: new Date(NOW) };
    const shard3 = { id: 'open-3', jobs: [entry('s3a', 3)], updatedAt: new Date(NOW) };
    const server = serve({ 'jobIndex/open': open, 'jobIndex/open-2': shard2, 'jobIndex/open-3': shard3 });

    const result = getJobIndex();
    await flush();
    // Nothing else is read before open says which shards exist.
    expect(server.reads).toEqual(['jobIndex/open']);
    server.release('jobIndex/open');
    await flush();
    // Both shard reads are under way before either answers.
    expect(server.reads).toEqual(['jobIndex/open', 'jobIndex/open-2', 'jobIndex/open-3']);
    server.release('jobIndex/open-3', 'jobIndex/open-2');

    const index = await result;
    expect(index.jobs.map((job) => job.id)).toEqual(['s2a', 'o1', 's3a', 'o2', 's2b']);
    expect(index.shardIds).toEqual(['open-2', 'open-3']);
  });

  it('lists a job once when it moved between documents during the reads', async () => {
    const moved = entry('moved', 2);
    const open = {
      id: 'open',
      jobs: [entry('o1', 1), moved],
      shardIds: ['open-2'],
      updatedAt: new Date(NOW),
    };
    const shard2 = { id: 'open-2', jobs: [moved, entry('s2', 4)], updatedAt: new Date(NOW) };
    const server = serve({ 'jobIndex/open': open, 'jobIndex/open-2': shard2 });

    const result = getJobIndex();
    await flush();
    server.release('jobIndex/open');
    await flush();
    server.release('jobIndex/open-2');

    expect((await result).jobs.map((job) => job.id)).toEqual(['o1', 'moved', 's2']);
  });

  it('counts a listed shard that no longer exists as empty', async () => {
    const open = { id: 'open', jobs: [entry('o1', 1)], shardIds: ['open-2'], updatedAt: new Date(NOW) };
    const server = serve({ 'jobIndex/open': open, 'jobIndex/open-2': null });

    const result = getJobIndex();
    await flush();
    server.release('jobIndex/open');
    await flush();
    server.release('jobIndex/open-2');

    expect((await result).jobs.map((job) => job.id)).toEqual(['o1']);
  });

  it('fails when a shard cannot be read, so the page offers a retry instead of a partial list', async () => {
    const open = { id: 'open', jobs: [entry('o1', 1)], shardIds: ['open-2'], updatedAt: new Date(NOW) };
    vi.mocked(getPublicDocument).mockImplementation((path: string) =>
      path === 'jobIndex/open' ? Promise.resolve(open as never) : Promise.reject(new Error('HTTP 503')),
    );

    await expect(getJobIndex()).rejects.toThrow('HTTP 503');
  });

  it('gives an empty listing when there is no index yet', async () => {
    const server = serve({ 'jobIndex/open': null });

    const result = getJobIndex();
    await flush();
    server.release('jobIndex/open');

    await expect(result).resolves.toMatchObject({ jobs: [], shardIds: [] });
    expect(server.reads).toEqual(['jobIndex/open']);
  });
});
