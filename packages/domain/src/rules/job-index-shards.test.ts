import { describe, expect, it } from 'vitest';
import { JOB_INDEX_MAX_BYTES, JOB_INDEX_SHARD_CAPACITY } from '../constants/limits.ts';
import type { JobIndexEntry } from '../types/job.ts';
import { makeIndexEntry } from '../testing/jobs.ts';
import { generateIndexEntries } from './fixtures/job-fixtures.ts';
import {
  EMPTY_JOB_INDEX_LAYOUT,
  allIndexEntries,
  buildJobIndexLayout,
  jobIndexWrites,
  layoutFromDocuments,
  nextShardId,
  placeJobIndexEntry,
  shardIdsOf,
  type JobIndexLayout,
  type JobIndexLimits,
} from './job-index-shards.ts';
import { estimateIndexBytes } from './job-index.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 22);
const entry = (id: string, daysAgo = 0): JobIndexEntry =>
  makeIndexEntry({ id, postedAt: NOW - daysAgo * DAY });
/** Small limits so that shards appear with a handful of entries. */
const SMALL: JobIndexLimits = { capacity: 3, maxBytes: JOB_INDEX_MAX_BYTES };

const ids = (layout: JobIndexLayout) =>
  layout.documents.map((document) => document.jobs.map((job) => job.id));
const place = (layout: JobIndexLayout, changes: [string, JobIndexEntry | null][], limits = SMALL) =>
  changes.reduce((current, [id, next]) => placeJobIndexEntry(current, id, next, limits), layout);

/** Every document within the limits, each listed job exactly once. */
const expectConsistent = (layout: JobIndexLayout, limits: JobIndexLimits, listed: readonly string[]) => {
  expect(layout.documents[0]?.id).toBe('open');
  for (const document of layout.documents) {
    expect(document.jobs.length).toBeLessThanOrEqual(limits.capacity);
    const shardIds = document.id === 'open' ? shardIdsOf(layout) : undefined;
    expect(
      estimateIndexBytes(document.jobs, {
        path: `jobIndex/${document.id}`,
        ...(shardIds ? { shardIds } : {}),
      }),
    ).toBeLessThanOrEqual(limits.maxBytes);
  }
  const all = allIndexEntries(layout).map((job) => job.id);
  expect(new Set(all).size).toBe(all.length);
  expect([...all].sort()).toEqual([...listed].sort());
};

describe('placeJobIndexEntry', () => {
  it('adds, replaces and removes entries of the first document, newest first', () => {
    let layout = place(EMPTY_JOB_INDEX_LAYOUT, [
      ['a', entry('a', 3)],
      ['b', entry('b', 1)],
    ]);
    expect(ids(layout)).toEqual([['b', 'a']]);
    layout = placeJobIndexEntry(layout, 'a', { ...entry('a', 0), title: 'A (edited)' }, SMALL);
    expect(ids(layout)).toEqual([['a', 'b']]);
    expect(layout.documents[0]?.jobs[0]?.title).toBe('A (edited)');
    layout = placeJobIndexEntry(layout, 'b', null, SMALL);
    expect(ids(layout)).toEqual([['a']]);
    // Removing a job that is not listed changes nothing.
    expect(placeJobIndexEntry(layout, 'zzz', null, SMALL)).toEqual(layout);
  });

  it('opens a shard only when the first document is full, and reads it back through shardIds', () => {
    const layout = place(EMPTY_JOB_INDEX_LAYOUT, [
      ['a', entry('a', 4)],
      ['b', entry('b', 3)],
      ['c', entry('c', 2)],
    ]);
    expect(shardIdsOf(layout)).toEqual([]);
    const grown = placeJobIndexEntry(layout, 'd', entry('d', 1), SMALL);
    expect(grown.documents.map((document) => document.id)).toEqual(['open', 'open-2']);
    expect(ids(grown)).toEqual([['c', 'b', 'a'], ['d']]);
    expect(allIndexEntries(grown).map((job) => job.id)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('edits an entry in place in its shard (one document to write)', () => {
    const layout = place(
      EMPTY_JOB_INDEX_LAYOUT,
      ['a', 'b', 'c', 'd', 'e'].map((id, i) => [id, entry(id, 10 - i)]),
    );
    const edited = placeJobIndexEntry(layout, 'e', { ...entry('e', 0), title: 'Renamed' }, SMALL);
    const writes = jobIndexWrites(layout, edited);
    expect(writes.set.map((document) => document.id)).toEqual(['open-2']);
    expect(writes.delete).toEqual([]);
  });

  it('pulls entries back into the first document when it has room, and drops empty shards', () => {
    const layout = place(
      EMPTY_JOB_INDEX_LAYOUT,
      ['a', 'b', 'c', 'd'].map((id, i) => [id, entry(id, 10 - i)]),
    );
    expect(shardIdsOf(layout)).toEqual(['open-2']);
    const shrunk = placeJobIndexEntry(layout, 'a', null, SMALL);
    expect(ids(shrunk)).toEqual([['d', 'c', 'b']]);
    const writes = jobIndexWrites(layout, shrunk);
    expect(writes).toEqual({ set: [shrunk.documents[0]], delete: ['open-2'], shardIds: [] });
  });

  it('keeps the index consistent through a long random sequence of saves and removals', () => {
    let layout = EMPTY_JOB_INDEX_LAYOUT;
    const listed = new Set<string>();
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let step = 0; step < 400; step += 1) {
      const id = `job-${String(Math.floor(random() * 25))}`;
      if (random() < 0.35) {
        layout = placeJobIndexEntry(layout, id, null, SMALL);
        listed.delete(id);
      } else {
        layout = placeJobIndexEntry(layout, id, entry(id, Math.floor(random() * 30)), SMALL);
        listed.add(id);
      }
      expectConsistent(layout, SMALL, [...listed]);
      // As few documents as the capacity allows.
      expect(layout.documents.length).toBe(Math.max(1, Math.ceil(listed.size / SMALL.capacity)));
    }
  });

  it('respects the byte budget as well as the count', () => {
    const one = estimateIndexBytes([entry('a')]) - estimateIndexBytes([]);
    // Room for two entries (and a spare shard id), not three.
    const limits = {
      capacity: 100,
      maxBytes: estimateIndexBytes([], { shardIds: ['open-2'] }) + 2 * one + 5,
    };
    const layout = place(
      EMPTY_JOB_INDEX_LAYOUT,
      ['a', 'b', 'c'].map((id) => [id, entry(id)]),
      limits,
    );
    expect(ids(layout).map((document) => document.length)).toEqual([2, 1]);
    expectConsistent(layout, limits, ['a', 'b', 'c']);
  });

  it('does not change the layout it was given', () => {
    const layout = place(EMPTY_JOB_INDEX_LAYOUT, [['a', entry('a')]]);
    const before = JSON.stringify(layout);
    placeJobIndexEntry(layout, 'a', null, SMALL);
    placeJobIndexEntry(layout, 'b', entry('b'), SMALL);
    expect(JSON.stringify(layout)).toBe(before);
  });
});

describe('at the real capacity', () => {
  it(`${JOB_INDEX_SHARD_CAPACITY} realistic jobs are one document; one more opens a second`, () => {
    const entries = generateIndexEntries(JOB_INDEX_SHARD_CAPACITY + 1, { seed: 12 });
    const full = buildJobIndexLayout(entries.slice(0, JOB_INDEX_SHARD_CAPACITY));
    expect(full.documents).toHaveLength(1);
    const extra = entries[JOB_INDEX_SHARD_CAPACITY]!;
    const grown = placeJobIndexEntry(full, extra.id, extra);
    expect(grown.documents.map((document) => document.jobs.length)).toEqual([JOB_INDEX_SHARD_CAPACITY, 1]);
    expect(jobIndexWrites(full, grown).set.map((document) => document.id)).toEqual(['open', 'open-2']);
    // Closing any one job brings it back to a single read.
    const closed = placeJobIndexEntry(grown, entries[5]!.id, null);
    expect(closed.documents).toHaveLength(1);
    expectConsistent(closed, { capacity: JOB_INDEX_SHARD_CAPACITY, maxBytes: JOB_INDEX_MAX_BYTES }, [
      ...entries.map((job) => job.id).filter((id) => id !== entries[5]!.id),
    ]);
  });

  it('2.5 full documents of jobs: three documents, newest first across them, each within the budget', () => {
    const entries = generateIndexEntries(JOB_INDEX_SHARD_CAPACITY * 2.5, { seed: 13 });
    const layout = buildJobIndexLayout(entries);
    expect(layout.documents.map((document) => document.id)).toEqual(['open', 'open-2', 'open-3']);
    expect(layout.documents.map((document) => document.jobs.length)).toEqual([
      JOB_INDEX_SHARD_CAPACITY,
      JOB_INDEX_SHARD_CAPACITY,
      JOB_INDEX_SHARD_CAPACITY / 2,
    ]);
    const newestLater = Math.max(...layout.documents[1]!.jobs.map((job) => job.postedAt));
    expect(Math.min(...layout.documents[0]!.jobs.map((job) => job.postedAt))).toBeGreaterThanOrEqual(
      newestLater,
    );
    expectConsistent(
      layout,
      { capacity: JOB_INDEX_SHARD_CAPACITY, maxBytes: JOB_INDEX_MAX_BYTES },
      entries.map((job) => job.id),
    );
  });
});

describe('layoutFromDocuments and jobIndexWrites', () => {
  it('reads the stored documents back into a layout; a missing index is empty', () => {
    expect(layoutFromDocuments(undefined, new Map())).toEqual(EMPTY_JOB_INDEX_LAYOUT);
    const layout = layoutFromDocuments(
      { jobs: [entry('a')], shardIds: ['open-2', 'open-3'] },
      new Map([['open-2', { jobs: [entry('b')] }]]),
    );
    expect(ids(layout)).toEqual([['a'], ['b'], []]);
  });

  it('writes nothing when a job listed in neither version changes', () => {
    const layout = place(EMPTY_JOB_INDEX_LAYOUT, [['a', entry('a')]]);
    const after = placeJobIndexEntry(layout, 'closed-job', null, SMALL);
    expect(jobIndexWrites(layout, after)).toEqual({ set: [], delete: [], shardIds: [] });
  });
});

describe('nextShardId', () => {
  it('takes the smallest free number from 2', () => {
    expect(nextShardId([])).toBe('open-2');
    expect(nextShardId(['open-2', 'open-4'])).toBe('open-3');
  });
});
