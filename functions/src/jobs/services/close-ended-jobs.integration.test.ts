import { COLLECTIONS, jobEndedCannotOpenMessage } from '@careers/domain';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Deps } from '../../deps.ts';
import { ServiceError } from '../../lib/service-error.ts';
import {
  auditEntriesOf,
  emulatorAdminDeps,
  indexEntriesOf,
  isolatedDb,
  jobInput,
  readJob,
  seedCatalogs,
  TEST_ADMIN,
  type SeededCatalogs,
} from '../../testing/admin-console.ts';
import * as checked from '../../testing/checked-services.ts';
import { expectClosedByEndDate } from '../../testing/job-closing.ts';
import { CLOSE_ENDED_ACTION, closeEndedJobs, closeJobsPastEndDate } from './close-ended-jobs.ts';

// Closing jobs past their end date, against the Firestore emulator on a database of its own (the
// sweep looks at every job). Every service here reads the suite's clock (`at`), so the dates are
// fixed: the jobs end on 31-12-2026, which ends at 19:00 UTC that day (midnight in Karachi).

const POSTED = new Date('2026-11-20T09:00:00Z');
const LAST_MINUTE = new Date('2026-12-31T18:59:00Z');
const NEXT_DAY = new Date('2026-12-31T19:00:00Z');

let posting: Deps;
let catalogs: SeededCatalogs;
const at = (now: Date): Deps => ({ ...posting, now: () => now });

beforeAll(async () => {
  posting = { ...emulatorAdminDeps(isolatedDb('ended-jobs')), now: () => POSTED };
  catalogs = await seedCatalogs(posting.db);
});

/** The job form's fields of a job posted at POSTED and ending on 31-12-2026. */
const input = (overrides: Record<string, unknown> = {}) =>
  jobInput(catalogs, { startDate: '2026-11-01', endDate: '2026-12-31', ...overrides });

const post = async (overrides: Record<string, unknown> = {}) =>
  (await checked.createJob(posting, TEST_ADMIN, input(overrides))).id;

const closesOf = async (jobId: string) =>
  (await auditEntriesOf(posting.db, jobId)).filter((entry) => entry['action'] === CLOSE_ENDED_ACTION);

describe('the sweep of jobs past their end date', () => {
  it('closes every open job past its end date with its index entry and an audit entry, and nothing else', async () => {
    const ended = await post();
    const endsNextDay = await post({ endDate: '2027-01-01' });
    const hidden = await post();
    await checked.hideJobs(posting, TEST_ADMIN, { jobIds: [hidden] });
    const alreadyClosed = await post();
    await checked.changeJobStatus(posting, TEST_ADMIN, { jobId: alreadyClosed, status: 'closed' });

    // A minute before midnight in Karachi nothing has ended.
    expect((await closeEndedJobs(at(LAST_MINUTE))).closed).toEqual([]);
    expect((await readJob(posting.db, ended))?.status).toBe('open');

    const run = await closeEndedJobs(at(NEXT_DAY));
    expect(run.closed.sort()).toEqual([ended, hidden].sort());
    expect(run.examined).toBe(2);
    await expectClosedByEndDate(posting.db, ended);
    expect(await readJob(posting.db, endsNextDay)).toMatchObject({ status: 'open' });
    expect(await indexEntriesOf(posting.db, endsNextDay)).toHaveLength(1);
    expect(await closesOf(alreadyClosed)).toEqual([]);

    // The next run finds nothing more: no second close, no second audit entry.
    expect(await closeEndedJobs(at(NEXT_DAY))).toEqual({ examined: 0, closed: [] });
    expect(await closesOf(ended)).toHaveLength(1);
  });

  it('goes through more ended jobs than one page holds', async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => post({ endDate: '2027-01-10' })));
    const run = await closeEndedJobs(at(new Date('2027-01-11T00:00:00Z')), 2);
    expect(run.closed).toEqual(expect.arrayContaining(ids));
    for (const id of ids) expect((await readJob(posting.db, id))?.status).toBe('closed');
  });
});

describe('closing a job that a read found past its end date', () => {
  it('closes it once however many readers find it at the same time', async () => {
    const jobId = await post({ endDate: '2027-02-01' });
    const later = at(new Date('2027-02-02T12:00:00Z'));
    const closed = await Promise.all(Array.from({ length: 6 }, () => closeJobsPastEndDate(later, [jobId])));
    expect(closed.flat()).toEqual([jobId]);
    expect(await closesOf(jobId)).toHaveLength(1);
  });

  it('leaves alone a job that is not open, not past its end date, or missing', async () => {
    const moved = await post({ endDate: '2027-03-01' });
    const later = at(new Date('2027-03-02T12:00:00Z'));
    // The admin moved the end date before the read: it takes applications again.
    await checked.updateJob(later, TEST_ADMIN, { jobId: moved, job: input({ endDate: '2027-04-30' }) });
    expect(await closeJobsPastEndDate(later, [moved, 'no-such-job'])).toEqual([]);
    expect((await readJob(posting.db, moved))?.status).toBe('open');
  });
});

describe('opening a job again', () => {
  it('is refused while its end date has passed, and allowed once the end date moves', async () => {
    const jobId = await post({ endDate: '2027-05-01' });
    const later = at(new Date('2027-05-03T08:00:00Z'));
    await closeEndedJobs(later);
    const error = await checked.changeJobStatus(later, TEST_ADMIN, { jobId, status: 'open' }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({
      code: 'failed-precondition',
      message: jobEndedCannotOpenMessage('01-05-2027'),
    });
    expect((await readJob(posting.db, jobId))?.status).toBe('closed');

    await checked.updateJob(later, TEST_ADMIN, {
      jobId: jobId,
      job: input({ endDate: '2027-05-31', status: 'closed' }),
    });
    await checked.changeJobStatus(later, TEST_ADMIN, { jobId, status: 'open' });
    expect((await readJob(posting.db, jobId))?.status).toBe('open');
    expect(await indexEntriesOf(posting.db, jobId)).toHaveLength(1);
    const jobs = await posting.db.collection(COLLECTIONS.jobs).where('status', '==', 'open').get();
    expect(jobs.docs.map((doc) => doc.id)).toContain(jobId);
  });
});
