import {
  applicationId,
  COLLECTIONS,
  JOB_INDEX_SHARD_CAPACITY,
  JOBS_GRID_DEFAULT_SPEC,
  jobsGridPlan,
  jobSlug,
  MESSAGES,
  type JobIndexEntry,
} from '@careers/domain';
import { makeIndexEntry } from '@careers/domain/testing';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import {
  auditEntriesOf,
  companyDay,
  emulatorAdminDeps,
  indexEntriesOf,
  isolatedDb,
  jobInput,
  readIndex,
  readJob,
  seedCatalogs,
  TEST_ADMIN,
  unique,
} from '../../testing/admin-console.ts';
import * as checked from '../../testing/checked-services.ts';
import { serviceError } from '../../testing/refusals.ts';
import { suiteFixture } from '../../testing/suite.ts';

// The jobs service against the Firestore emulator: every write keeps the open-jobs index and the
// audit log in step with the jobs, in one transaction.

const deps = emulatorAdminDeps();
const db = deps.db;
const catalogs = suiteFixture(() => seedCatalogs(db));

const create = async (overrides: Record<string, unknown> = {}) =>
  checked.createJob(deps, TEST_ADMIN, jobInput(catalogs, overrides));

describe('validation', () => {
  it.each([
    ['cgpa', { cgpa: 0.5 }, MESSAGES.cgpaRange],
    ['cgpa', { cgpa: 5.01 }, MESSAGES.cgpaRange],
    ['cgpa', { cgpa: 'high' }, MESSAGES.cgpaRange],
    ['title', { title: '   ' }, 'Title is required.'],
    ['title', { title: 'x'.repeat(151) }, 'Title must be at most 150 characters.'],
    ['description', { description: '' }, 'Description is required.'],
    ['companyId', { companyId: '' }, 'Company is required.'],
    ['departmentId', { departmentId: 'a/b' }, 'Department is not a valid id.'],
    ['skills', { skills: [] }, 'Add at least one skill.'],
    ['percentage', { percentage: 101 }, 'Percentage must be at most 100.'],
    ['experience', { experience: -1 }, 'Experience cannot be negative.'],
    ['experience', { experience: 2.5 }, 'Experience must be whole years.'],
    ['careerLevel', { careerLevel: 'Senior' }, 'Choose a career level.'],
    ['jobType', { jobType: 'Internship' }, 'Choose a job type.'],
    ['startDate', { startDate: 'soon' }, 'Start date must be a valid date.'],
    // jobInput's jobs start 25 days before today.
    ['endDate', { endDate: companyDay(-26) }, 'End date cannot be before the start date.'],
    ['location', { location: 'Karachi' }, 'Choose a location.'],
    ['testId', { conductTest: true, testId: null }, 'Choose a test, or untick "Conduct test".'],
    ['status', { status: 'paused' }, 'Status must be open, closed or archived.'],
  ])('refuses a bad %s with its message and writes nothing', async (field, overrides, message) => {
    const title = `Refused ${unique()}`;
    const error = await serviceError(create({ title, ...overrides }));
    expect(error.code).toBe('invalid-argument');
    expect(error.fields?.[field]).toBe(message);
    const stored = await db.collection(COLLECTIONS.jobs).where('title', '==', title).get();
    expect(stored.empty).toBe(true);
  });

  it('refuses catalog entries and tests that do not exist, each under its field', async () => {
    const error = await serviceError(
      create({
        companyId: 'no-company',
        departmentId: 'no-department',
        educationIds: [catalogs.degreeIds[0], 'no-degree'],
        screeningQuestionIds: ['no-question'],
        testId: 'no-test',
      }),
    );
    expect(error.fields).toEqual({
      companyId: 'No such company.',
      departmentId: 'No such department.',
      'educationIds[1]': 'No such degree.',
      'screeningQuestionIds[0]': 'No such employment question.',
      testId: 'No such test.',
    });
  });

  it("refuses a test of another career level than the job's", async () => {
    const error = await serviceError(create({ careerLevel: 'Entry' }));
    expect(error.fields).toEqual({ testId: "Choose a test of the job's department and career level." });
  });
});

describe('create', () => {
  it('stores the job with frozen snapshots and lists an open job in the index, with an audit entry', async () => {
    const result = await create({ title: 'Ring Spinning Lead' });
    expect(result.message).toBe(MESSAGES.jobCreated);

    const job = await readJob(db, result.id);
    expect(job).toMatchObject({
      title: 'Ring Spinning Lead',
      company: { id: catalogs.companyId, title: expect.stringContaining('Sunehri Mills') },
      department: { id: catalogs.departmentId, title: expect.stringContaining('Spinning') },
      educationIds: [...catalogs.degreeIds],
      screeningQuestions: [
        { id: catalogs.questionIds[0], title: expect.stringContaining('Notice'), limit: 200 },
      ],
      screeningQuestionIds: [catalogs.questionIds[0]],
      test: { id: catalogs.testId, level: 'mid', timeMinutes: 30, totalQuestions: 20 },
      coordinates: { lat: 31.2485, lng: 74.170661 },
      status: 'open',
      hidden: false,
      deleted: false,
      deletedAt: null,
      createdBy: TEST_ADMIN.uid,
      updatedBy: TEST_ADMIN.uid,
    });
    expect(job).not.toHaveProperty('applicantCount');

    const [entry] = await indexEntriesOf(db, result.id);
    expect(entry).toMatchObject({
      id: result.id,
      title: 'Ring Spinning Lead',
      excerpt: 'Run the ring-spinning floor & keep output on plan.',
      department: { id: catalogs.departmentId },
    });

    const [audit] = await auditEntriesOf(db, result.id);
    expect(audit).toMatchObject({
      actor: TEST_ADMIN,
      action: 'create',
      target: { type: 'job', id: result.id, title: 'Ring Spinning Lead' },
    });
    expect(audit?.['at']).toBeInstanceOf(Timestamp);
    expect(audit?.['changes']['title']).toEqual({ before: null, after: 'Ring Spinning Lead' });
    expect(audit?.['changes']['educations']).toEqual({ before: null, after: expect.any(Array) });
    // Derived and bookkeeping fields are not repeated in the summary.
    expect(audit?.['changes']).not.toHaveProperty('educationIds');
    expect(audit?.['changes']).not.toHaveProperty('updatedAt');
  });

  it('stores the rich text sanitized, and refuses a description that is only markup', async () => {
    const { id } = await create({
      description: '<p onclick="x()">Lead the floor<script>alert(1)</script></p>',
      skills: ['<ul><li>Ring frames</li></ul><iframe src="https://evil.test"></iframe>', '<p><br></p>'],
    });
    const job = await readJob(db, id);
    expect(job?.description).toBe('<p>Lead the floor</p>');
    expect(job?.skills).toEqual(['<ul><li>Ring frames</li></ul>']);

    const error = await serviceError(create({ description: '<p><script>alert(1)</script></p>' }));
    expect(error.fields).toEqual({ description: 'Description is required.' });
  });

  it('keeps a closed job out of the index', async () => {
    const { id } = await create({ status: 'closed' });
    expect((await readJob(db, id))?.status).toBe('closed');
    expect(await indexEntriesOf(db, id)).toEqual([]);
  });
});

describe('update', () => {
  it("shows an edit in the index, keeps the posting date, and leaves the job's applications alone", async () => {
    const { id } = await create({ title: 'Weaving Supervisor' });
    const posted = (await readJob(db, id))?.postedAt;
    // An application freezes the job as it was (written by the apply function in production).
    const application = { jobId: id, jobTitle: 'Weaving Supervisor', uid: 'cand-1', status: 'applied' };
    await db.collection(COLLECTIONS.applications).doc(applicationId(id, 'cand-1')).set(application);

    const result = await checked.updateJob(deps, TEST_ADMIN, {
      jobId: id,
      job: jobInput(catalogs, { title: 'Senior Weaving Supervisor' }),
    });
    expect(result).toEqual({ id, message: MESSAGES.jobUpdated });

    expect((await indexEntriesOf(db, id)).map((entry) => entry.title)).toEqual(['Senior Weaving Supervisor']);
    expect((await readJob(db, id))?.postedAt).toEqual(posted);
    const stored = await db.collection(COLLECTIONS.applications).doc(applicationId(id, 'cand-1')).get();
    expect(stored.data()).toEqual(application);
    const audits = await auditEntriesOf(db, id);
    expect(audits.map((audit) => audit['action'])).toEqual(['create', 'update']);
    expect(audits[1]?.['changes']).toEqual({
      title: { before: 'Weaving Supervisor', after: 'Senior Weaving Supervisor' },
    });
  });

  it("finds a job by any word of its title, whatever the case and accents, through the grid's indexed query", async () => {
    // A word of its own, so jobs other tests create do not answer this search.
    const word = `zq${unique()}`;
    const { id } = await create({ title: `Sénior Spinning ÉNGINEER ${word}` });
    const found = async (search: string, sort = JOBS_GRID_DEFAULT_SPEC.sort) => {
      const plan = jobsGridPlan({
        ...JOBS_GRID_DEFAULT_SPEC,
        filter: { ...JOBS_GRID_DEFAULT_SPEC.filter, status: 'open', search },
        sort,
      });
      let query = plan.where.reduce<FirebaseFirestore.Query>(
        (current, condition) => current.where(condition.field, condition.op, condition.value),
        db.collection(COLLECTIONS.jobs),
      );
      query = query.orderBy(plan.orderBy.field, plan.orderBy.direction);
      return (await query.get()).docs.map((document) => document.id);
    };
    expect((await readJob(db, id))?.searchTokens).toEqual(
      expect.arrayContaining(['senior', 'spinning', 'engineer', word]),
    );
    expect(await found(word.toUpperCase())).toEqual([id]);
    expect(await found(`senior ${word}`, { field: 'title', direction: 'asc' })).toEqual([id]);

    // An edit re-derives the words: the old title's are gone.
    await checked.updateJob(deps, TEST_ADMIN, {
      jobId: id,
      job: jobInput(catalogs, { title: 'Loom Fitter' }),
    });
    expect(await found(word)).toEqual([]);
    expect((await readJob(db, id))?.searchTokens.slice(0, 2)).toEqual(['loom', 'fitter']);
  });

  it('answers not-found for an unknown job and invalid-argument for a bad id', async () => {
    expect(
      (
        await serviceError(
          checked.updateJob(deps, TEST_ADMIN, { jobId: 'no-such-job', job: jobInput(catalogs) }),
        )
      ).code,
    ).toBe('not-found');
    const bad = await serviceError(
      checked.updateJob(deps, TEST_ADMIN, { jobId: '../x', job: jobInput(catalogs) }),
    );
    expect(bad.fields).toEqual({ jobId: 'Job is not a valid id.' });
  });
});

describe('status, hide, delete and restore', () => {
  it('closing or archiving removes the job from the index; opening lists it again', async () => {
    const { id } = await create();
    const closed = await checked.changeJobStatus(deps, TEST_ADMIN, { jobId: id, status: 'closed' });
    expect(closed.message).toBe('Job status is closed now.');
    expect(await indexEntriesOf(db, id)).toEqual([]);

    await checked.changeJobStatus(deps, TEST_ADMIN, { jobId: id, status: 'archived' });
    expect((await readJob(db, id))?.status).toBe('archived');
    expect(await indexEntriesOf(db, id)).toEqual([]);

    const opened = await checked.changeJobStatus(deps, TEST_ADMIN, { jobId: id, status: 'open' });
    expect(opened.message).toBe('Job status is open now.');
    expect(await indexEntriesOf(db, id)).toHaveLength(1);

    const audits = await auditEntriesOf(db, id);
    expect(audits.slice(1).map((audit) => audit['changes']['status'])).toEqual([
      { before: 'open', after: 'closed' },
      { before: 'closed', after: 'archived' },
      { before: 'archived', after: 'open' },
    ]);
    // The same status again changes nothing and logs nothing.
    await checked.changeJobStatus(deps, TEST_ADMIN, { jobId: id, status: 'open' });
    expect(await auditEntriesOf(db, id)).toHaveLength(4);
  });

  it('refuses a status outside the spec', async () => {
    const { id } = await create();
    const error = await serviceError(
      checked.changeJobStatus(deps, TEST_ADMIN, { jobId: id, status: 'paused' }),
    );
    expect(error.fields).toEqual({ status: 'Status must be open, closed or archived.' });
  });

  it('bulk hide removes every selected job from the index at once; showing them lists them again', async () => {
    const first = await create();
    const second = await create();
    const hidden = await checked.hideJobs(deps, TEST_ADMIN, { jobIds: [first.id, second.id] });
    expect(hidden).toEqual({ ids: [first.id, second.id], message: '2 jobs have been hidden.' });
    expect(await indexEntriesOf(db, first.id)).toEqual([]);
    expect(await indexEntriesOf(db, second.id)).toEqual([]);
    expect((await readJob(db, first.id))?.hidden).toBe(true);

    await checked.hideJobs(deps, TEST_ADMIN, { jobIds: [first.id], hidden: false });
    expect(await indexEntriesOf(db, first.id)).toHaveLength(1);
    expect(await indexEntriesOf(db, second.id)).toEqual([]);
  });

  it('bulk hide is all or nothing: an unknown id hides none', async () => {
    const { id } = await create();
    const error = await serviceError(checked.hideJobs(deps, TEST_ADMIN, { jobIds: [id, 'ghost-job'] }));
    expect(error).toMatchObject({ code: 'not-found', message: 'No such job.' });
    expect(await indexEntriesOf(db, id)).toHaveLength(1);
  });

  it('delete is soft: the job leaves the index, keeps its applications, and restore brings it back', async () => {
    const { id } = await create();
    const application = { jobId: id, uid: 'cand-2', status: 'applied' };
    await db.collection(COLLECTIONS.applications).doc(applicationId(id, 'cand-2')).set(application);

    expect(await checked.deleteJob(deps, TEST_ADMIN, { jobId: id })).toEqual({
      id,
      message: MESSAGES.jobRemoved,
    });
    const deleted = await readJob(db, id);
    expect(deleted).toMatchObject({ deleted: true, status: 'open' });
    expect(deleted?.deletedAt).toBeInstanceOf(Timestamp);
    expect(await indexEntriesOf(db, id)).toEqual([]);
    expect(
      (await db.collection(COLLECTIONS.applications).doc(applicationId(id, 'cand-2')).get()).data(),
    ).toEqual(application);

    // A deleted job is not edited or reopened until it is restored.
    const edit = await serviceError(
      checked.updateJob(deps, TEST_ADMIN, { jobId: id, job: jobInput(catalogs) }),
    );
    expect(edit.code).toBe('failed-precondition');
    const status = await serviceError(
      checked.changeJobStatus(deps, TEST_ADMIN, { jobId: id, status: 'closed' }),
    );
    expect(status.code).toBe('failed-precondition');

    expect(await checked.restoreJob(deps, TEST_ADMIN, { jobId: id })).toEqual({
      id,
      message: MESSAGES.jobRestored,
    });
    expect(await readJob(db, id)).toMatchObject({ deleted: false, deletedAt: null });
    expect(await indexEntriesOf(db, id)).toHaveLength(1);
    expect((await auditEntriesOf(db, id)).map((audit) => audit['action'])).toEqual([
      'create',
      'delete',
      'restore',
    ]);
  });

  it('answers not-found for unknown jobs', async () => {
    expect((await serviceError(checked.deleteJob(deps, TEST_ADMIN, { jobId: 'ghost' }))).code).toBe(
      'not-found',
    );
    expect((await serviceError(checked.restoreJob(deps, TEST_ADMIN, { jobId: 'ghost' }))).code).toBe(
      'not-found',
    );
    expect(
      (await serviceError(checked.changeJobStatus(deps, TEST_ADMIN, { jobId: 'ghost', status: 'open' })))
        .code,
    ).toBe('not-found');
  });
});

describe('concurrency', () => {
  it('20 simultaneous saves of different jobs leave an index holding all of them', async () => {
    const own = emulatorAdminDeps(isolatedDb('concurrent'));
    const ownCatalogs = await seedCatalogs(own.db);
    const results = await Promise.all(
      Array.from({ length: 20 }, async (_, index) =>
        checked.createJob(
          own,
          TEST_ADMIN,
          jobInput(ownCatalogs, { title: `Concurrent job ${String(index)}` }),
        ),
      ),
    );
    const index = await readIndex(own.db);
    expect(index.entries.map((entry) => entry.id).sort()).toEqual(results.map((result) => result.id).sort());
    expect(new Set(index.entries.map((entry) => entry.title)).size).toBe(20);
    // Each save wrote its audit entry exactly once, despite the retries.
    expect((await own.db.collection(COLLECTIONS.auditLog).get()).size).toBe(20);

    // And 20 simultaneous edits of them as well.
    await Promise.all(
      results.map(async ({ id }, index) =>
        checked.updateJob(own, TEST_ADMIN, {
          jobId: id,
          job: jobInput(ownCatalogs, { title: `Edited job ${String(index)}` }),
        }),
      ),
    );
    const edited = await readIndex(own.db);
    expect(edited.entries).toHaveLength(20);
    expect(edited.entries.every((entry) => entry.title.startsWith('Edited job'))).toBe(true);
  }, 60_000);
});

describe(`the index past ${JOB_INDEX_SHARD_CAPACITY} open jobs`, () => {
  it('opens a second document for the next job and folds it back when that job closes', async () => {
    const own = emulatorAdminDeps(isolatedDb('shards'));
    const ownCatalogs = await seedCatalogs(own.db);
    // A full first document, as earlier saves would have left it (realistic entry sizes), of
    // jobs open today.
    const full: JobIndexEntry[] = Array.from({ length: JOB_INDEX_SHARD_CAPACITY }, (_, index) =>
      makeIndexEntry({
        id: `seeded-${String(index).padStart(4, '0')}`,
        title: `Production Engineer ${String(index)}`,
        excerpt: 'Run the day-to-day operation of the floor & keep output, quality and safety on plan. '
          .repeat(2)
          .trim(),
        location: 'Head Office',
        company: { id: 'sunehri-spinning', title: 'Sunehri Spinning Mills Limited' },
        postedAt: Date.parse(companyDay(-25)) + index * 60_000,
        endDate: Date.parse(companyDay(35)),
      }),
    );
    await own.db
      .collection(COLLECTIONS.jobIndex)
      .doc('open')
      .set({ jobs: full, shardIds: [], updatedAt: new Date() });

    const { id } = await checked.createJob(
      own,
      TEST_ADMIN,
      jobInput(ownCatalogs, { title: 'Job number 2,001' }),
    );
    let index = await readIndex(own.db);
    expect(index.open?.shardIds).toEqual(['open-2']);
    expect(index.open?.jobs).toHaveLength(JOB_INDEX_SHARD_CAPACITY);
    expect(index.shards.get('open-2')?.jobs.map((entry) => entry.id)).toEqual([id]);

    // An edit of it stays in its shard; closing it empties the shard, which goes away.
    await checked.updateJob(own, TEST_ADMIN, {
      jobId: id,
      job: jobInput(ownCatalogs, { title: 'Job number 2,001 (edited)' }),
    });
    index = await readIndex(own.db);
    expect(index.shards.get('open-2')?.jobs.map((entry) => entry.title)).toEqual([
      'Job number 2,001 (edited)',
    ]);

    await checked.changeJobStatus(own, TEST_ADMIN, { jobId: id, status: 'closed' });
    index = await readIndex(own.db);
    expect(index.open?.shardIds).toEqual([]);
    expect(index.entries).toHaveLength(JOB_INDEX_SHARD_CAPACITY);
    expect((await own.db.collection(COLLECTIONS.jobIndex).doc('open-2').get()).exists).toBe(false);
  }, 60_000);
});

describe('readable addresses', () => {
  it('names a job after its title, numbers a second with the same title, and keeps the id on rename', async () => {
    const title = `Weaving Master ${unique()} (Shift A)`;
    const slug = jobSlug(title);
    const first = await create({ title });
    expect(first.id).toBe(slug);
    const second = await create({ title });
    expect(second.id).toBe(`${slug}-2`);

    await checked.updateJob(deps, TEST_ADMIN, {
      jobId: first.id,
      job: jobInput(catalogs, { title: `${title} renamed` }),
    });
    expect((await readJob(db, first.id))?.title).toBe(`${title} renamed`);
    // A third job with the first title still cannot take an id in use.
    expect((await create({ title })).id).toBe(`${slug}-3`);
  });

  it('moves the address with the title on rename, keeps every old one in the slug history, and no other job takes them', async () => {
    const title = `Loom Fixer ${unique()}`;
    const slug = jobSlug(title);
    const { id } = await create({ title });
    const addressOf = async (address: string) =>
      (await db.collection(COLLECTIONS.jobSlugs).doc(address).get()).data()?.jobId as string | undefined;
    expect(await readJob(db, id)).toMatchObject({ slug });
    expect(await addressOf(slug)).toBe(id);

    await checked.updateJob(deps, TEST_ADMIN, {
      jobId: id,
      job: jobInput(catalogs, { title: `Senior ${title}` }),
    });
    const renamed = await readJob(db, id);
    expect(renamed).toMatchObject({ title: `Senior ${title}`, slug: `senior-${slug}` });
    expect(await addressOf(`senior-${slug}`)).toBe(id);
    expect(await addressOf(slug)).toBe(id);
    // The careers card links to the new address.
    expect(await indexEntriesOf(db, id)).toEqual([expect.objectContaining({ slug: `senior-${slug}` })]);

    // Neither address goes to a new job: the old one is still this job's.
    expect((await create({ title })).id).toBe(`${slug}-2`);
    expect((await create({ title: `Senior ${title}` })).id).toBe(`senior-${slug}-2`);

    // Renamed back, it has its first address again.
    await checked.updateJob(deps, TEST_ADMIN, { jobId: id, job: jobInput(catalogs, { title }) });
    expect((await readJob(db, id))?.slug).toBe(slug);
  });

  it('falls back to a random id for a title without letters or digits to keep', async () => {
    const created = await create({ title: '—' });
    expect(created.id).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});
