import { makeJob } from '@/testing/fixtures';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { getPublicDocument } from '@/lib/firebase/public-document';

import { getJob } from './get-job';

// The public documents a job's address leads to (lib/firebase/public-document.ts): `jobs/{id}`,
// and for a renamed job's address `jobSlugs/{slug}`. Absent ones answer null, as refused ones do.
vi.mock('@/lib/firebase/public-document', () => ({ getPublicDocument: vi.fn() }));

const documents: Record<string, unknown> = {};
const JOB = { ...makeJob(), id: 'weaver', slug: 'senior-weaver' };

beforeEach(() => {
  for (const path of Object.keys(documents)) delete documents[path];
  documents['jobs/weaver'] = JOB;
  documents['jobSlugs/weaver'] = { jobId: 'weaver' };
  documents['jobSlugs/senior-weaver'] = { jobId: 'weaver' };
  vi.mocked(getPublicDocument)
    .mockReset()
    .mockImplementation((path: string) => Promise.resolve((documents[path] ?? null) as never));
});

describe('getJob', () => {
  it('reads a job by its id in one read', async () => {
    expect(await getJob('weaver')).toEqual(JOB);
    expect(vi.mocked(getPublicDocument).mock.calls.map(([path]) => path)).toEqual(['jobs/weaver']);
  });

  it('finds a renamed job by its new address through the slug history', async () => {
    expect(await getJob('senior-weaver')).toEqual(JOB);
    expect(vi.mocked(getPublicDocument).mock.calls.map(([path]) => path)).toEqual([
      'jobs/senior-weaver',
      'jobSlugs/senior-weaver',
      'jobs/weaver',
    ]);
  });

  it('answers null for an unknown address, and reads a refused job only once', async () => {
    expect(await getJob('nobody')).toBeNull();
    delete documents['jobs/weaver'];
    expect(await getJob('weaver')).toBeNull();
    expect(vi.mocked(getPublicDocument).mock.calls.filter(([path]) => path === 'jobs/weaver')).toHaveLength(
      1,
    );
  });
});
