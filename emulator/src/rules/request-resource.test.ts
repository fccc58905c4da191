import { describe, expect, it } from 'vitest';
import { doc, evalFirestore, firestoreRules, user } from './test-helpers.ts';
import type { FirestoreDocument } from './types.ts';

function allowedWith(condition: string, input: Parameters<typeof evalFirestore>[1]): boolean {
  const rules = firestoreRules(`match /{document=**} { allow read, write: if ${condition}; }`);
  return evalFirestore(rules, input).allowed;
}

describe('request.auth', () => {
  it.each([
    ['request.auth == null', null, true],
    ['request.auth != null', null, false],
    ['request.auth != null', user('u1'), true],
    ["request.auth.uid == 'u1'", user('u1'), true],
    ["request.auth.uid == 'u1'", user('u2'), false],
    ["request.auth.token.email == 'u1@example.com'", user('u1'), true],
    ['request.auth.token.email_verified == true', user('u1'), true],
    ["request.auth.token.firebase.sign_in_provider == 'password'", user('u1'), true],
    ['request.auth.token.admin == true', user('u1', { admin: true }), true],
    ['request.auth.token.get("admin", false) == true', user('u1'), false],
    ['request.auth.token.get("admin", false) == true', user('u1', { admin: true }), true],
    ["request.auth.token.roles.hasAny(['recruiter'])", user('u1', { roles: ['recruiter', 'viewer'] }), true],
    ['request.auth.token.level is int && request.auth.token.level >= 3', user('u1', { level: 3 }), true],
  ] as const)('%s with %o -> %s', (condition, auth, expected) => {
    expect(allowedWith(condition, { path: 'jobs/j1', method: 'get', auth })).toBe(expected);
  });

  it('reports a missing claim as an error with its position', () => {
    const rules = firestoreRules(`match /jobs/{id} {
      allow read: if request.auth.token.admin == true;
    }`);
    expect(evalFirestore(rules, { path: 'jobs/j1', method: 'get', auth: user('u1') }).reason).toBe(
      "denied: error at 5:40: Property 'admin' is undefined on object",
    );
  });

  it('reports member access on a null auth as a null value error', () => {
    const rules = firestoreRules(`match /jobs/{id} { allow read: if request.auth.uid == 'x'; }`);
    expect(evalFirestore(rules, { path: 'jobs/j1', method: 'get' }).reason).toMatch(
      /^denied: error at 4:\d+: Null value error/,
    );
  });
});

describe('request method, path and time', () => {
  const time = new Date('2030-01-02T03:04:05Z');
  it.each([
    ["request.method == 'update'", 'update', true],
    ["request.method == 'update'", 'create', false],
    ['request.path == /databases/(default)/documents/jobs/j1', 'get', true],
    ["request.path[4] == 'j1'", 'get', true],
    ['request.time == timestamp.date(2030, 1, 2) + duration.time(3, 4, 5, 0)', 'get', true],
    ['request.time.year() == 2030', 'get', true],
    ['request.time > timestamp.date(2029, 12, 31)', 'get', true],
  ] as const)('%s (%s) -> %s', (condition, method, expected) => {
    const input = {
      path: 'jobs/j1',
      method,
      time,
      resource: doc('jobs/j1', {}),
      requestResource: doc('jobs/j1', {}),
    };
    expect(allowedWith(condition, input)).toBe(expected);
  });

  it('takes nanoseconds for a time finer than a millisecond, equal to a stored timestamp', () => {
    // 2030-01-02T03:04:05.000007Z: a commit time a few microseconds into its millisecond.
    const nanos = BigInt(Date.UTC(2030, 0, 2, 3, 4, 5)) * 1_000_000n + 7_000n;
    const written: FirestoreDocument = {
      path: 'jobs/j1',
      fields: { at: { timestampValue: '2030-01-02T03:04:05.000007Z' } },
    };
    const input = { path: 'jobs/j1', method: 'create' as const, time: nanos, requestResource: written };
    expect(allowedWith('request.resource.data.at == request.time', input)).toBe(true);
    expect(allowedWith('request.time.nanos() == 7000', input)).toBe(true);
  });

  it('defaults request.time to now', () => {
    const now = Date.now();
    expect(
      allowedWith(`request.time.toMillis() >= ${now - 1000} && request.time.toMillis() <= ${now + 60_000}`, {
        path: 'jobs/j1',
        method: 'get',
      }),
    ).toBe(true);
  });
});

describe('resource and request.resource', () => {
  const existing: FirestoreDocument = {
    path: 'jobs/j1',
    fields: {
      title: { stringValue: 'Weaver' },
      openings: { integerValue: '2' },
      salary: { doubleValue: 1800 },
      postedAt: { timestampValue: '2024-05-01T08:00:00Z' },
      tags: { arrayValue: { values: [{ stringValue: 'textile' }] } },
      location: { mapValue: { fields: { city: { stringValue: 'Lyon' } } } },
      site: { geoPointValue: { latitude: 45.76, longitude: 4.84 } },
      company: { referenceValue: 'projects/demo/databases/(default)/documents/companies/acme' },
      logo: { bytesValue: 'AQID' },
      archived: { booleanValue: false },
      closedAt: { nullValue: null },
    },
  };

  it.each([
    ["resource.data.title == 'Weaver'", true],
    ['resource.data.openings is int && resource.data.openings == 2', true],
    ['resource.data.salary is float && resource.data.salary == 1800', true],
    ['resource.data.postedAt is timestamp && resource.data.postedAt.year() == 2024', true],
    ["resource.data.tags is list && 'textile' in resource.data.tags", true],
    ["resource.data.location is map && resource.data.location.city == 'Lyon'", true],
    ['resource.data.site is latlng && resource.data.site.latitude() == 45.76', true],
    ['resource.data.company == /databases/(default)/documents/companies/acme', true],
    ["resource.data.logo == b'\\x01\\x02\\x03'", true],
    ['resource.data.archived == false && resource.data.closedAt == null', true],
    ["resource.id == 'j1' && resource.__name__ == /databases/(default)/documents/jobs/j1", true],
    ['resource.data.missing == null', false],
    ["'missing' in resource.data", false],
    ["resource.data.get('missing', 'dflt') == 'dflt'", true],
  ])('%s -> %s', (condition, expected) => {
    expect(allowedWith(condition, { path: 'jobs/j1', method: 'get', resource: existing })).toBe(expected);
  });

  it('resource is null when the document does not exist', () => {
    expect(
      allowedWith('resource == null', {
        path: 'jobs/j1',
        method: 'create',
        requestResource: doc('jobs/j1', {}),
      }),
    ).toBe(true);
    expect(allowedWith('resource.data.x == 1', { path: 'jobs/j1', method: 'get' })).toBe(false);
  });

  it('request.resource is the document after the write', () => {
    const after = doc('jobs/j1', { title: 'Dyer', status: 'open' });
    expect(
      allowedWith("request.resource.data.title == 'Dyer' && request.resource.id == 'j1'", {
        path: 'jobs/j1',
        method: 'create',
        requestResource: after,
      }),
    ).toBe(true);
  });

  it('request.resource does not exist for reads and deletes', () => {
    const rules = firestoreRules(`match /jobs/{id} { allow read, delete: if request.resource.data.x == 1; }`);
    expect(
      evalFirestore(rules, { path: 'jobs/j1', method: 'delete', resource: doc('jobs/j1', { x: 1 }) }).reason,
    ).toMatch(/Property 'resource' is undefined on object/);
  });

  const validation = firestoreRules(`
    match /jobs/{jobId} {
      function isValidJob(data) {
        return data.keys().hasAll(['title', 'openings'])
          && data.keys().hasOnly(['title', 'openings', 'description', 'tags'])
          && data.title is string && data.title.size() > 0 && data.title.size() <= 80
          && data.openings is int && data.openings >= 1
          && data.get('tags', []) is list && data.get('tags', []).size() <= 5;
      }
      allow create: if request.auth != null && isValidJob(request.resource.data);
      allow update: if request.auth != null
        && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['description', 'tags'])
        && isValidJob(request.resource.data);
    }`);

  it.each([
    [{ title: 'Weaver', openings: 2 }, true],
    [{ title: 'Weaver', openings: 2, tags: ['a', 'b'] }, true],
    [{ title: 'Weaver' }, false],
    [{ title: '', openings: 2 }, false],
    [{ title: 'x'.repeat(81), openings: 2 }, false],
    [{ title: 'Weaver', openings: 2.5 }, false],
    [{ title: 'Weaver', openings: 0 }, false],
    [{ title: 'Weaver', openings: 1, salary: 10 }, false],
    [{ title: 'Weaver', openings: 1, tags: [1, 2, 3, 4, 5, 6] }, false],
    [{ title: 42, openings: 1 }, false],
  ])('create validation of %o -> %s', (data, expected) => {
    const d = evalFirestore(validation, {
      path: 'jobs/j1',
      method: 'create',
      auth: user('u1'),
      requestResource: doc('jobs/j1', data),
    });
    expect(d.allowed).toBe(expected);
  });

  it.each([
    [{ title: 'Weaver', openings: 2, description: 'new' }, true],
    [{ title: 'Weaver', openings: 3 }, false],
    [{ title: 'Weaver', openings: 2 }, true],
  ])('update only touching description/tags: %o -> %s', (after, expected) => {
    const d = evalFirestore(validation, {
      path: 'jobs/j1',
      method: 'update',
      auth: user('u1'),
      resource: doc('jobs/j1', { title: 'Weaver', openings: 2 }),
      requestResource: doc('jobs/j1', after),
    });
    expect(d.allowed).toBe(expected);
  });
});

describe('request.query', () => {
  const rules = firestoreRules(`match /jobs/{id} { allow list: if request.query.limit <= 20; }`);
  it.each([
    [10, true],
    [20, true],
    [21, false],
    [undefined, false],
  ])('limit %s -> %s', (limit, expected) => {
    const query = limit === undefined ? { filters: [] } : { filters: [], limit };
    expect(evalFirestore(rules, { path: 'jobs', method: 'list', query }).allowed).toBe(expected);
  });

  it('exposes offset and orderBy', () => {
    const r = firestoreRules(
      `match /jobs/{id} { allow list: if request.query.offset == 5 && request.query.orderBy.postedAt == 'DESC'; }`,
    );
    const query = { filters: [], offset: 5, orderBy: [{ field: 'postedAt', direction: 'DESC' as const }] };
    expect(evalFirestore(r, { path: 'jobs', method: 'list', query }).allowed).toBe(true);
  });
});
