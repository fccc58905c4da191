import { applicationId, COLLECTIONS, FILE_LIMITS, MESSAGES, type Job } from '@careers/domain';
import { describe, expect, it } from 'vitest';

import {
  auditEntriesOf,
  emulatorAdminDeps,
  indexEntriesOf,
  jobInput,
  readJob,
  seedCatalogs,
  TEST_ADMIN,
  TEST_PNG as PNG,
  unique,
} from '../../testing/admin-console.ts';
import { checked } from '../../testing/checked-input.ts';
import * as services from '../../testing/checked-services.ts';
import { serviceError } from '../../testing/refusals.ts';
import {
  createCatalogEntry,
  deleteCatalogEntry,
  getCatalogEntry,
  listCatalogEntries,
  updateCatalogEntry,
} from './catalog-service.ts';
import { propagateCatalogEntry } from './propagate-snapshots.ts';

// The catalog service against the Firestore and Storage emulators: writes with their audit entries,
// department pictures checked in Storage, renames copied into the jobs and the open-jobs index,
// deletes refused while jobs use the entry.

const deps = emulatorAdminDeps();
const db = deps.db;

const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

const upload = async (path: string, bytes: Buffer, contentType = 'image/png') => {
  await deps.bucket.file(path).save(bytes, { contentType, resumable: false });
  return path;
};

describe('degrees, companies and employment questions', () => {
  it('creates, reads, lists, updates and deletes an entry of each, each write audited', async () => {
    for (const [kind, fields, label] of [
      ['degrees', { title: `BBA ${unique()}` }, 'Degree'],
      ['companies', { title: `Sunehri Home ${unique()}` }, 'Company'],
      ['screeningQuestions', { title: `Notice period ${unique()}?`, limit: 300 }, 'Employment question'],
    ] as const) {
      const created = await createCatalogEntry(deps, TEST_ADMIN, kind, fields);
      expect(created.message).toBe(`${label} has been created.`);
      expect(await getCatalogEntry(deps, kind, created.id)).toMatchObject({ id: created.id, ...fields });
      expect((await listCatalogEntries(deps, kind)).map((entry) => entry.id)).toContain(created.id);

      const renamed = { ...fields, title: `${fields.title} (renamed)` };
      const updated = await updateCatalogEntry(deps, TEST_ADMIN, kind, created.id, renamed);
      expect(updated).toEqual({ id: created.id, message: `${label} has been updated.`, jobsUpdated: 0 });

      expect(await deleteCatalogEntry(deps, TEST_ADMIN, kind, created.id)).toEqual({
        id: created.id,
        message: `${label} has been deleted.`,
      });
      expect((await serviceError(getCatalogEntry(deps, kind, created.id))).code).toBe('not-found');

      const audits = await auditEntriesOf(db, created.id);
      expect(audits.map((audit) => audit['action'])).toEqual(['create', 'update', 'delete']);
      expect(audits[1]?.['changes']).toEqual({ title: { before: fields.title, after: renamed.title } });
      expect(audits[2]?.['changes']['title']).toEqual({ before: renamed.title, after: null });
      expect(audits.every((audit) => audit['actor'].email === TEST_ADMIN.email)).toBe(true);
    }
  });

  it.each([
    ['degrees', { title: ' ' }, { title: 'Title is required.' }],
    ['companies', { title: 'x'.repeat(151) }, { title: 'Title must be at most 150 characters.' }],
    ['screeningQuestions', { title: 'Why?', limit: 0 }, { limit: 'Limit must be at least 1 character.' }],
    [
      'screeningQuestions',
      { title: 'Why?', limit: 5001 },
      { limit: 'Limit must be at most 5000 characters.' },
    ],
    [
      'screeningQuestions',
      { title: 'Why?', limit: 2.5 },
      { limit: 'Limit must be a whole number of characters.' },
    ],
    ['screeningQuestions', { title: '' }, { title: 'Title is required.', limit: 'Limit is required.' }],
  ] as const)('%s: refuses %j with per-field messages', async (kind, input, fields) => {
    const error = await serviceError(createCatalogEntry(deps, TEST_ADMIN, kind, input));
    expect(error.code).toBe('invalid-argument');
    expect(error.fields).toEqual(fields);
  });

  it('answers not-found for unknown ids on update and delete', async () => {
    expect(
      (await serviceError(updateCatalogEntry(deps, TEST_ADMIN, 'degrees', 'ghost', { title: 'X' }))).code,
    ).toBe('not-found');
    expect((await serviceError(deleteCatalogEntry(deps, TEST_ADMIN, 'companies', 'ghost'))).message).toBe(
      'No such company.',
    );
  });
});

describe('departments and their pictures', () => {
  it('creates a department whose uploaded picture is checked and served', async () => {
    const id = `dept-${unique()}`;
    const path = await upload(`departments/${id}/spinning.png`, PNG);
    const created = await createCatalogEntry(deps, TEST_ADMIN, 'departments', {
      id,
      title: 'Spinning',
      description: 'Ring and open-end spinning.',
      picturePath: path,
    });
    expect(created).toEqual({ id, message: 'Department has been created.' });
    const department = await getCatalogEntry(deps, 'departments', id);
    expect(department).toMatchObject({ title: 'Spinning', image: { path } });
    expect(department.order).toBeGreaterThanOrEqual(1);
    const served = await fetch(String(department.image?.url));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    // Creating it again is refused.
    const again = await serviceError(
      createCatalogEntry(deps, TEST_ADMIN, 'departments', {
        id,
        title: 'X',
        description: 'Y',
        picturePath: path,
      }),
    );
    expect(again.code).toBe('already-exists');
  });

  it('accepts a JPEG too, and a new picture on update replaces (and removes) the old one', async () => {
    const id = `dept-${unique()}`;
    const first = await upload(`departments/${id}/first.png`, PNG);
    await createCatalogEntry(deps, TEST_ADMIN, 'departments', {
      id,
      title: 'Weaving',
      description: 'Air-jet looms.',
      picturePath: first,
    });
    const second = await upload(`departments/${id}/second.jpg`, JPEG_HEAD, 'image/jpeg');
    await updateCatalogEntry(deps, TEST_ADMIN, 'departments', id, {
      title: 'Weaving',
      description: 'Air-jet looms.',
      picturePath: second,
    });
    expect((await getCatalogEntry(deps, 'departments', id)).image?.path).toBe(second);
    expect((await deps.bucket.file(first).exists())[0]).toBe(false);
  });

  it.each([
    ['no picture', () => Promise.resolve(undefined), { picturePath: MESSAGES.pictureRequired }],
    [
      'a missing object',
      (id: string) => Promise.resolve(`departments/${id}/none.png`),
      { picturePath: MESSAGES.pictureRequired },
    ],
    [
      "another department's folder",
      () => upload(`departments/other-${unique()}/p.png`, PNG),
      { picturePath: "Upload the picture to the department's own folder." },
    ],
    [
      'a GIF named .png',
      (id: string) => upload(`departments/${id}/p.png`, Buffer.from('GIF89a-not-a-png'), 'image/png'),
      { picturePath: MESSAGES.pictureType },
    ],
    [
      'a picture over 1.5 MB',
      (id: string) =>
        upload(`departments/${id}/big.png`, Buffer.concat([PNG, Buffer.alloc(FILE_LIMITS.picture.maxBytes)])),
      { picturePath: MESSAGES.pictureTooLarge },
    ],
  ] as const)('refuses %s', async (_label, picture, fields) => {
    const id = `dept-${unique()}`;
    const picturePath = await picture(id);
    const error = await serviceError(
      createCatalogEntry(deps, TEST_ADMIN, 'departments', {
        id,
        title: 'Dyeing',
        description: 'Dye house.',
        ...(picturePath ? { picturePath } : {}),
      }),
    );
    expect(error.fields).toEqual(fields);
    expect((await db.collection(COLLECTIONS.departments).doc(id).get()).exists).toBe(false);
  });
});

describe('renames reach the jobs and the open-jobs index', () => {
  it('a renamed department shows its new name in its jobs, their index entries and its tests', async () => {
    const own = await seedCatalogs(db);
    const make = async (overrides: Record<string, unknown> = {}) =>
      services.createJob(deps, TEST_ADMIN, jobInput(own, overrides));
    const open = (await make()).id;
    const closed = (await make({ status: 'closed' })).id;
    const application = { jobId: open, jobTitle: 'x', department: 'Spinning (as applied)', uid: 'cand-9' };
    await db.collection(COLLECTIONS.applications).doc(applicationId(open, 'cand-9')).set(application);

    const result = await updateCatalogEntry(deps, TEST_ADMIN, 'departments', own.departmentId, {
      title: 'Spinning and Yarn',
      description: 'Renamed.',
    });
    expect(result.jobsUpdated).toBe(2);
    expect((await readJob(db, open))?.department).toEqual({
      id: own.departmentId,
      title: 'Spinning and Yarn',
    });
    expect((await readJob(db, closed))?.department.title).toBe('Spinning and Yarn');
    expect((await indexEntriesOf(db, open))[0]?.department).toEqual({
      id: own.departmentId,
      title: 'Spinning and Yarn',
    });
    const test = await db.collection(COLLECTIONS.tests).doc(own.testId).get();
    expect(test.data()?.['department']).toEqual({ id: own.departmentId, title: 'Spinning and Yarn' });
    // Applications keep what they froze; the audit log has the rename once, not once per job.
    expect(
      (await db.collection(COLLECTIONS.applications).doc(applicationId(open, 'cand-9')).get()).data(),
    ).toEqual(application);
    expect((await auditEntriesOf(db, open)).map((audit) => audit['action'])).toEqual(['create']);
    expect((await auditEntriesOf(db, own.departmentId)).map((audit) => audit['action'])).toEqual(['update']);
  });

  it('renamed degrees, questions (with their limit) and companies reach the jobs; the company the index', async () => {
    const own = await seedCatalogs(db);
    const id = (await services.createJob(deps, TEST_ADMIN, jobInput(own))).id;
    await updateCatalogEntry(deps, TEST_ADMIN, 'degrees', own.degreeIds[1], { title: 'MSc (Textiles)' });
    await updateCatalogEntry(deps, TEST_ADMIN, 'screeningQuestions', own.questionIds[0], {
      title: 'Your notice period?',
      limit: 250,
    });
    await updateCatalogEntry(deps, TEST_ADMIN, 'companies', own.companyId, { title: 'Sunehri Group' });
    const job = (await readJob(db, id)) as Job;
    expect(job.educations.map((degree) => degree.title)).toEqual([
      expect.stringContaining('BSc'),
      'MSc (Textiles)',
    ]);
    expect(job.screeningQuestions).toEqual([
      { id: own.questionIds[0], title: 'Your notice period?', limit: 250 },
    ]);
    expect(job.company).toEqual({ id: own.companyId, title: 'Sunehri Group' });
    expect((await indexEntriesOf(db, id))[0]?.company.title).toBe('Sunehri Group');
  });

  it('copies a rename in chunks of jobs, each its own transaction, until every job has it', async () => {
    const own = await seedCatalogs(db);
    const ids = await Promise.all(
      Array.from({ length: 5 }, async () =>
        services.createJob(deps, TEST_ADMIN, jobInput(own)).then((result) => result.id),
      ),
    );
    // Renamed directly (as a failed earlier propagation would leave it): the jobs are behind.
    await db.collection(COLLECTIONS.companies).doc(own.companyId).update({ title: 'Sunehri Textiles' });
    expect(await propagateCatalogEntry(deps, 'companies', own.companyId, 2)).toBe(5);
    for (const id of ids) {
      expect((await readJob(db, id))?.company.title).toBe('Sunehri Textiles');
      expect((await indexEntriesOf(db, id))[0]?.company.title).toBe('Sunehri Textiles');
    }
    // Running it again finds nothing to change.
    expect(await propagateCatalogEntry(deps, 'companies', own.companyId, 2)).toBe(0);
  });
});

describe('deleting an entry that jobs use', () => {
  it('is refused with failed-precondition naming the first jobs and their count', async () => {
    const own = await seedCatalogs(db);
    const titles = ['Spinning Lead', 'Doffer Supervisor', 'Yarn Tester', 'Ring Frame Fitter'];
    for (const title of titles) await services.createJob(deps, TEST_ADMIN, jobInput(own, { title }));

    const error = await serviceError(deleteCatalogEntry(deps, TEST_ADMIN, 'companies', own.companyId));
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toMatch(
      new RegExp(
        `^Company 'Sunehri Mills [^']+' is used by 4 jobs: '[^']+', '[^']+', '[^']+' and 1 more\\. Change or delete those jobs first\\.$`,
      ),
    );
    const named = titles.filter((title) => error.message.includes(`'${title}'`));
    expect(named).toHaveLength(3);

    for (const [kind, id] of [
      ['departments', own.departmentId],
      ['degrees', own.degreeIds[0]],
      ['screeningQuestions', own.questionIds[0]],
    ] as const) {
      const refused = await serviceError(deleteCatalogEntry(deps, TEST_ADMIN, kind, id));
      expect(refused.code).toBe('failed-precondition');
      expect(refused.message).toContain('is used by 4 jobs');
      expect((await db.collection(kind).doc(id).get()).exists).toBe(true);
    }
    // Nothing was deleted, so nothing was logged.
    expect(await auditEntriesOf(db, own.companyId)).toEqual([]);
  });

  it('counts deleted jobs too (they can be restored), and says which are deleted', async () => {
    const own = await seedCatalogs(db);
    const { id } = await services.createJob(
      deps,
      TEST_ADMIN,
      await checked(
        'createJob',
        jobInput(own, { title: 'Old Weaver', screeningQuestionIds: [own.questionIds[1]] }),
      ),
    );
    await services.deleteJob(deps, TEST_ADMIN, { jobId: id });
    const error = await serviceError(
      deleteCatalogEntry(deps, TEST_ADMIN, 'screeningQuestions', own.questionIds[1]),
    );
    expect(error.message).toContain("is used by a job: 'Old Weaver (deleted)'");
  });

  it('a department only a test uses is refused naming the test; once unused it is deleted', async () => {
    const own = await seedCatalogs(db);
    const error = await serviceError(deleteCatalogEntry(deps, TEST_ADMIN, 'departments', own.departmentId));
    expect(error.message).toMatch(/is used by a test: 'Spinning basics [^']+'/);

    // The degree no job uses any more can go.
    const { id } = await services.createJob(
      deps,
      TEST_ADMIN,
      jobInput(own, { conductTest: false, testId: null }),
    );
    await services.updateJob(deps, TEST_ADMIN, {
      jobId: id,
      job: jobInput(own, { educationIds: [own.degreeIds[0]], conductTest: false }),
    });
    const removed = await deleteCatalogEntry(deps, TEST_ADMIN, 'degrees', own.degreeIds[1]);
    expect(removed.message).toBe('Degree has been deleted.');
  });
});
