import { COLLECTIONS, FILE_LIMITS, MESSAGES } from '@careers/domain';
import type { CallableRequest } from 'firebase-functions/v2/https';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { createApiApp } from '../../http/app.ts';
import {
  auditEntriesOf,
  emulatorAdminDeps,
  jobInput,
  seedCatalogs,
  TEST_ADMIN,
  TEST_PNG as PNG,
  unique,
} from '../../testing/admin-console.ts';
import { createJob } from '../../testing/checked-services.ts';
import { putOnRoster, routeCallers } from '../../testing/emulators.ts';
import { suiteFixture } from '../../testing/suite.ts';
import { callError } from '../../testing/refusals.ts';
import { createCatalogEntry, deleteCatalogEntry } from '../callables/catalog-callables.ts';

// The catalog routes of spec section 7 over HTTP (departments with a multipart picture upload),
// and the catalog callables, against the emulators.

const deps = emulatorAdminDeps();
const app = createApiApp(() => deps);
const callers = suiteFixture(routeCallers);
// The callables' admin ('an-admin', below) is on the team's roster.
beforeAll(() => putOnRoster(deps.db, 'an-admin'));

const asAdmin = (test: request.Test) => test.set('authorization', `Bearer ${callers.adminToken}`);

/** Objects stored under a department's folder. */
const storedPictures = async (id: string) =>
  (await deps.bucket.getFiles({ prefix: `departments/${id}/` }))[0].map((file) => file.name);

describe('who may call', () => {
  it.each(['departments', 'educations', 'companies', 'employment_questions'])(
    '/api/admin/%s answers 401 without a token and 403 for a candidate, on every route',
    async (path) => {
      for (const send of [
        () => request(app).get(`/api/admin/${path}`),
        () => request(app).get(`/api/admin/${path}/some-id`),
        () => request(app).post(`/api/admin/${path}/create`).send({ title: 'x' }),
        () => request(app).post(`/api/admin/${path}/update/some-id`).send({ title: 'x' }),
        () => request(app).delete(`/api/admin/${path}/some-id`),
      ]) {
        await send().expect(401);
        const denied = await send().set('authorization', `Bearer ${callers.candidateToken}`).expect(403);
        expect(denied.body.error.code).toBe('permission-denied');
      }
    },
  );
});

describe('educations, companies and employment questions', () => {
  it.each([
    ['educations', { title: `BS Chemistry ${unique()}` }, 'Degree'],
    ['companies', { title: `Sunehri Energy ${unique()}` }, 'Company'],
    [
      'employment_questions',
      { title: `Can you work shifts ${unique()}?`, limit: 140 },
      'Employment question',
    ],
  ])('%s: create, get, list, update, delete; 404 after', async (path, body, label) => {
    const created = await asAdmin(request(app).post(`/api/admin/${path}/create`))
      .send(body)
      .expect(201);
    expect(created.body).toEqual({ id: expect.any(String), message: `${label} has been created.` });
    const id = created.body.id as string;

    const got = await asAdmin(request(app).get(`/api/admin/${path}/${id}`)).expect(200);
    expect(got.body).toMatchObject({ id, ...body });
    const listed = await asAdmin(request(app).get(`/api/admin/${path}`)).expect(200);
    expect((listed.body as { id: string }[]).map((entry) => entry.id)).toContain(id);

    const updated = await asAdmin(request(app).post(`/api/admin/${path}/update/${id}`))
      .send({ ...body, title: `${body.title} (edited)` })
      .expect(200);
    expect(updated.body).toEqual({ id, message: `${label} has been updated.`, jobsUpdated: 0 });

    await asAdmin(request(app).delete(`/api/admin/${path}/${id}`)).expect(200);
    await asAdmin(request(app).get(`/api/admin/${path}/${id}`)).expect(404);
    await asAdmin(request(app).delete(`/api/admin/${path}/${id}`)).expect(404);
    await asAdmin(request(app).post(`/api/admin/${path}/update/${id}`))
      .send(body)
      .expect(404);
  });

  it('answers 400 with per-field messages', async () => {
    const response = await asAdmin(request(app).post('/api/admin/employment_questions/create'))
      .send({ title: ' ', limit: 'lots' })
      .expect(400);
    expect(response.body.error.fields).toEqual({
      title: 'Title is required.',
      limit: 'Limit must be a number.',
    });
  });

  it('refuses to delete a company that jobs use (412), naming them', async () => {
    const own = await seedCatalogs(deps.db);
    await createJob(deps, TEST_ADMIN, jobInput(own, { title: 'Boiler Operator' }));
    const response = await asAdmin(request(app).delete(`/api/admin/companies/${own.companyId}`)).expect(412);
    expect(response.body.error).toEqual({
      code: 'failed-precondition',
      reason: 'in-use',
      message: expect.stringMatching(
        /is used by a job: 'Boiler Operator'\. Change or delete that job first\.$/,
      ),
    });
  });
});

describe('departments', () => {
  it('POST /create takes a multipart form, streams the picture to Storage and serves it', async () => {
    const response = await asAdmin(request(app).post('/api/admin/departments/create'))
      .field('title', 'Stitching')
      .field('description', 'Home textiles made up.')
      .attach('picture', PNG, { filename: 'stitching hall.png', contentType: 'image/png' })
      .expect(201);
    const id = response.body.id as string;
    expect(response.body.message).toBe('Department has been created.');
    const got = await asAdmin(request(app).get(`/api/admin/departments/${id}`)).expect(200);
    expect(got.body).toMatchObject({
      title: 'Stitching',
      description: 'Home textiles made up.',
      image: { path: `departments/${id}/stitching-hall.png` },
    });
    const served = await fetch(got.body.image.url as string);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    // POST /update/{id} with the spec's fields (JSON) keeps the picture.
    await asAdmin(request(app).post(`/api/admin/departments/update/${id}`))
      .send({ title: 'Stitching and Made-ups', description: 'Home textiles.' })
      .expect(200);
    const renamed = await asAdmin(request(app).get(`/api/admin/departments/${id}`)).expect(200);
    expect(renamed.body).toMatchObject({ title: 'Stitching and Made-ups', image: got.body.image });
    expect((await auditEntriesOf(deps.db, id)).map((audit) => audit['action'])).toEqual(['create', 'update']);

    await asAdmin(request(app).delete(`/api/admin/departments/${id}`)).expect(200);
    expect(await storedPictures(id)).toEqual([]);
  });

  it.each([
    ['no picture', null, MESSAGES.pictureRequired],
    [
      'a picture over 1.5 MB',
      Buffer.concat([PNG, Buffer.alloc(FILE_LIMITS.picture.maxBytes)]),
      MESSAGES.pictureTooLarge,
    ],
    ['a text file named .png', Buffer.from('definitely not an image'), MESSAGES.pictureType],
  ])('refuses %s with 400 on `picture` and keeps nothing', async (_label, bytes, message) => {
    const title = `Refused ${unique()}`;
    // Test files share the Storage emulator: a name of its own finds this test's leftovers only.
    const fileName = `refused-${unique()}.png`;
    let call = asAdmin(request(app).post('/api/admin/departments/create'))
      .field('title', title)
      .field('description', 'x');
    if (bytes) call = call.attach('picture', bytes, { filename: fileName, contentType: 'image/png' });
    const response = await call.expect(400);
    expect(response.body.error.fields).toEqual({ picture: message });
    const stored = await deps.db.collection(COLLECTIONS.departments).where('title', '==', title).get();
    expect(stored.empty).toBe(true);
    const leftovers = (await deps.bucket.getFiles({ prefix: 'departments/' }))[0].filter((file) =>
      file.name.endsWith(`/${fileName}`),
    );
    expect(leftovers).toEqual([]);
  });

  it('answers 400 with the fields of a form without title and description', async () => {
    const response = await asAdmin(request(app).post('/api/admin/departments/create'))
      .attach('picture', PNG, { filename: 'x.png', contentType: 'image/png' })
      .expect(400);
    expect(response.body.error.fields).toEqual({
      title: 'Title is required.',
      description: 'Description is required.',
    });
  });
});

describe('catalog callables', () => {
  const auth = (admin: boolean) =>
    ({
      uid: 'an-admin',
      token: { admin, email: 'an-admin@careers.test' },
    }) as unknown as CallableRequest['auth'];

  it('create and delete an entry; refuse an unknown kind, non-admins and entries in use', async () => {
    const created = await createCatalogEntry.handle(
      { auth: auth(true), data: { kind: 'companies', entry: { title: `Callable Co ${unique()}` } } },
      () => deps,
    );
    expect(created.message).toBe('Company has been created.');
    await deleteCatalogEntry.handle(
      { auth: auth(true), data: { kind: 'companies', id: created.id } },
      () => deps,
    );

    const kind = await callError(
      createCatalogEntry.handle({ auth: auth(true), data: { kind: 'tests' } }, () => deps),
    );
    expect(kind.details).toEqual({
      reason: 'invalid-input',
      fields: { kind: 'Kind must be one of departments, degrees, companies, screeningQuestions.' },
    });
    const denied = await callError(
      createCatalogEntry.handle(
        { auth: auth(false), data: { kind: 'companies', entry: { title: 'X' } } },
        () => deps,
      ),
    );
    expect(denied.code).toBe('permission-denied');

    const own = await seedCatalogs(deps.db);
    await createJob(deps, TEST_ADMIN, jobInput(own));
    const inUse = await callError(
      deleteCatalogEntry.handle(
        { auth: auth(true), data: { kind: 'degrees', id: own.degreeIds[0] } },
        () => deps,
      ),
    );
    expect(inUse.code).toBe('failed-precondition');
    expect(inUse.message).toContain('is used by a job');
  });
});
