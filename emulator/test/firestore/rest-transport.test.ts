// The HTTP surface the SDKs do not exercise: REST document endpoints as plain REST clients call
// them, Firestore's JSON error shape, CORS for browsers, health and control endpoints.

import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let base: string;
beforeAll(async () => {
  h = await startHarness();
  base = `http://${h.host}:${h.port}`;
});
afterAll(() => h.close());

// Response bodies are asserted field by field; a loose type keeps those assertions short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function call(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: Json; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    json: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text,
    headers: response.headers,
  };
}

describe('emulator endpoints', () => {
  test('GET / answers Ok', async () => {
    const r = await call('GET', '/');
    expect([r.status, r.json]).toEqual([200, 'Ok']);
  });

  test('CORS preflight and headers for a browser origin', async () => {
    const preflight = await fetch(`${base}/v1/projects/p/databases/(default)/documents:commit`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-goog-api-client',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'authorization,content-type,x-goog-api-client',
    );
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const r = await fetch(`${base}/`, { headers: { Origin: 'http://localhost:5173' } });
    expect(r.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  test('loading rules that do not compile answers 400 with the location', async () => {
    const r = await call('PUT', '/emulator/v1/projects/demo-bad:securityRules', {
      rules: {
        files: [
          {
            name: 'firestore.rules',
            content: "rules_version = '2';\nservice cloud.firestore {\n  match /x { allow read: if ( }\n}",
          },
        ],
      },
    });
    expect(r.status).toBe(400);
    expect(r.json.error.status).toBe('INVALID_ARGUMENT');
    expect(r.json.error.message).toMatch(/^firestore\.rules:3:\d+: /);
  });

  test('clearing a project deletes its documents only', async () => {
    const p1 = h.projectId();
    const p2 = h.projectId();
    for (const p of [p1, p2]) {
      await call('POST', `/v1/projects/${p}/databases/(default)/documents:commit`, {
        writes: [
          {
            update: {
              name: `projects/${p}/databases/(default)/documents/a/b`,
              fields: { x: { integerValue: '1' } },
            },
          },
        ],
      });
    }
    expect((await call('DELETE', `/emulator/v1/projects/${p1}/databases/(default)/documents`)).status).toBe(
      200,
    );
    expect((await call('GET', `/v1/projects/${p1}/databases/(default)/documents/a/b`)).status).toBe(404);
    expect((await call('GET', `/v1/projects/${p2}/databases/(default)/documents/a/b`)).status).toBe(200);
  });
});

describe('REST documents API', () => {
  test('create, get, patch with masks and preconditions, list, delete', async () => {
    const p = h.projectId();
    const root = `/v1/projects/${p}/databases/(default)/documents`;
    const created = await call('POST', `${root}/jobs?documentId=j1`, {
      fields: { title: { stringValue: 'Weaver' }, pay: { doubleValue: 'NaN' } },
    });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({
      name: `projects/${p}/databases/(default)/documents/jobs/j1`,
      fields: { pay: { doubleValue: 'NaN' } },
    });
    expect(created.json.createTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect((await call('POST', `${root}/jobs?documentId=j1`, { fields: {} })).status).toBe(409);

    const patched = await call(
      'PATCH',
      `${root}/jobs/j1?updateMask.fieldPaths=dept&updateMask.fieldPaths=pay&mask.fieldPaths=dept&currentDocument.exists=true`,
      {
        fields: { dept: { stringValue: 'textile' } },
      },
    );
    expect(patched.json.fields).toEqual({ dept: { stringValue: 'textile' } });
    const stale = await call(
      'PATCH',
      `${root}/jobs/j1?currentDocument.updateTime=${encodeURIComponent(created.json.updateTime)}`,
      { fields: {} },
    );
    expect(stale.status).toBe(400);
    expect(stale.json.error.status).toBe('FAILED_PRECONDITION');

    const got = await call('GET', `${root}/jobs/j1`);
    expect(got.json.fields).toEqual({ title: { stringValue: 'Weaver' }, dept: { stringValue: 'textile' } });

    await call('PATCH', `${root}/jobs/j2`, { fields: { title: { stringValue: 'Dyer' } } });
    const page1 = await call('GET', `${root}/jobs?pageSize=1`);
    expect(page1.json.documents.map((d: { name: string }) => d.name.split('/').pop())).toEqual(['j1']);
    const page2 = await call(
      'GET',
      `${root}/jobs?pageSize=1&pageToken=${encodeURIComponent(page1.json.nextPageToken)}`,
    );
    expect(page2.json.documents.map((d: { name: string }) => d.name.split('/').pop())).toEqual(['j2']);
    expect(page2.json.nextPageToken).toBeUndefined();

    expect((await call('DELETE', `${root}/jobs/j1?currentDocument.exists=true`)).status).toBe(200);
    expect((await call('GET', `${root}/jobs/j1`)).json).toEqual({
      error: {
        code: 404,
        message: `Document "projects/${p}/databases/(default)/documents/jobs/j1" not found.`,
        status: 'NOT_FOUND',
      },
    });
  });

  test('gzips large responses for clients that accept it, as Firestore does', async () => {
    const p = h.projectId();
    const root = `/v1/projects/${p}/databases/(default)/documents`;
    const text = 'open position '.repeat(200);
    await call('POST', `${root}:commit`, {
      writes: [
        {
          update: {
            name: `projects/${p}/databases/(default)/documents/jobIndex/open`,
            fields: { text: { stringValue: text } },
          },
        },
      ],
    });
    // node:http, not fetch: fetch would decompress without saying so.
    const get = (headers: Record<string, string>) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        request(`${base}${root}/jobIndex/open`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        })
          .on('error', reject)
          .end();
      });

    const zipped = await get({ 'Accept-Encoding': 'gzip, deflate' });
    expect(zipped.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.body).toString()).fields.text.stringValue).toBe(text);

    const plain = await get({});
    expect(plain.encoding).toBeUndefined();
    expect(JSON.parse(plain.body.toString()).fields.text.stringValue).toBe(text);
  });

  test('parent-scoped runQuery, transactions, batchWrite and listCollectionIds', async () => {
    const p = h.projectId();
    const root = `/v1/projects/${p}/databases/(default)/documents`;
    const name = (path: string) => `projects/${p}/databases/(default)/documents/${path}`;
    await call('POST', `${root}:commit`, {
      writes: [
        { update: { name: name('jobs/a/applicants/u1'), fields: { score: { integerValue: '5' } } } },
        { update: { name: name('jobs/a/applicants/u2'), fields: { score: { integerValue: '7' } } } },
        { update: { name: name('jobs/b/applicants/u3'), fields: { score: { integerValue: '9' } } } },
      ],
    });
    const run = await call('POST', `${root}/jobs/a:runQuery`, {
      structuredQuery: {
        from: [{ collectionId: 'applicants' }],
        orderBy: [{ field: { fieldPath: 'score' }, direction: 'DESCENDING' }],
      },
    });
    expect(run.json.map((r: { document: { name: string } }) => r.document.name)).toEqual([
      name('jobs/a/applicants/u2'),
      name('jobs/a/applicants/u1'),
    ]);

    const { json: begun } = await call('POST', `${root}:beginTransaction`, {});
    expect(typeof begun.transaction).toBe('string');
    const read = await call('POST', `${root}:batchGet`, {
      documents: [name('jobs/a/applicants/u1')],
      transaction: begun.transaction,
    });
    expect(read.json[0].found.fields.score).toEqual({ integerValue: '5' });
    // A write by someone else to what the transaction read makes its commit abort.
    await call('POST', `${root}:commit`, {
      writes: [{ update: { name: name('jobs/a/applicants/u1'), fields: {} } }],
    });
    const aborted = await call('POST', `${root}:commit`, { transaction: begun.transaction, writes: [] });
    expect([aborted.status, aborted.json.error.status]).toEqual([409, 'ABORTED']);

    const batch = await call('POST', `${root}:batchWrite`, {
      writes: [
        { update: { name: name('x/1'), fields: {} } },
        { update: { name: name('x/2'), fields: {} }, currentDocument: { exists: true } },
        {
          update: { name: name('x/3'), fields: {} },
          updateTransforms: [{ fieldPath: 'm', maximum: { integerValue: '3' } }],
        },
      ],
    });
    expect(batch.json.status).toEqual([
      {},
      { code: 5, message: `No document to update: ${name('x/2')}` },
      {},
    ]);
    expect(batch.json.writeResults[2].transformResults).toEqual([{ integerValue: '3' }]);

    // Listing collections needs the owner token (as it needs IAM in Firebase).
    expect((await call('POST', `${root}:listCollectionIds`, {})).status).toBe(403);
    expect((await call('POST', `${root}:listCollectionIds`, {}, 'owner')).json).toEqual({
      collectionIds: ['jobs', 'x'],
    });
    expect((await call('POST', `${root}/jobs/a:listCollectionIds`, {}, 'owner')).json).toEqual({
      collectionIds: ['applicants'],
    });
  });

  test('bad requests get a clear INVALID_ARGUMENT', async () => {
    const root = `/v1/projects/${h.projectId()}/databases/(default)/documents`;
    const badJson = await call('POST', `${root}:commit`, '{not json');
    expect([badJson.status, badJson.json.error.status]).toEqual([400, 'INVALID_ARGUMENT']);
    const badValue = await call('POST', `${root}:commit`, {
      writes: [
        { update: { name: `${root.slice(4)}/a/b`, fields: { n: { integerValue: '99999999999999999999' } } } },
      ],
    });
    expect(badValue.json.error.message).toMatch(/int64/);
    const badQuery = await call('POST', `${root}:runQuery`, {
      structuredQuery: {
        from: [{ collectionId: 'a' }],
        orderBy: [{ field: { fieldPath: 'x' } }],
        startAt: { values: [{ integerValue: '1' }, { integerValue: '2' }, { integerValue: '3' }] },
      },
    });
    expect(badQuery.json.error.message).toMatch(/Too many cursor values/);
    const oddPath = await call('GET', `${root}/a/b/c`);
    expect(oddPath.status).toBe(200); // a collection: an (empty) listing
    const verb = await call('POST', `${root}:frobnicate`, {});
    expect([verb.status, verb.json.error.message]).toEqual([404, 'Unknown method :frobnicate.']);
    const unknown = await call('GET', '/v2/whatever');
    expect(unknown.status).toBe(404);
  });
});
