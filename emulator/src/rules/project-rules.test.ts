import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compile } from './ruleset.ts';
import { doc, evalFirestore, fv, lookupsFrom, user } from './test-helpers.ts';
import type { QueryFilter, StorageObject } from './types.ts';

// The project's own rules at the repository root must parse and evaluate with this engine.
const root = new URL('../../../', import.meta.url);
const firestoreSource = readFileSync(new URL('firestore.rules', root), 'utf8');
const storageSource = readFileSync(new URL('storage.rules', root), 'utf8');

const eq = (field: string, value: unknown): QueryFilter => ({ field, op: '==', value: fv(value) });
const admin = user('admin1', { admin: true });
// An admin is the claim of someone on the team's roster (firestore.rules' isAdmin, issue 31).
const roster = () => lookupsFrom([doc('admins/admin1', { email: 'admin1@example.com' })]);

describe('deny-all rulesets', () => {
  it('deny every Firestore method', () => {
    const rules = compile(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} { allow read, write: if false; }
  }
}`);
    for (const method of ['get', 'list', 'create', 'update', 'delete'] as const) {
      expect(
        evalFirestore(rules, { path: method === 'list' ? 'jobs' : 'jobs/j1', method, auth: admin }).allowed,
      ).toBe(false);
    }
  });

  it('deny every Storage method', () => {
    const rules = compile(`rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /{allPaths=**} { allow read, write: if false; }
  }
}`);
    for (const method of ['get', 'list', 'create', 'update', 'delete'] as const) {
      const d = rules.evaluate({
        service: 'firebase.storage',
        bucket: 'b',
        path: 'a/b.txt',
        method,
        auth: admin,
        resource: null,
      });
      expect(d.allowed).toBe(false);
    }
  });
});

describe('project firestore.rules', () => {
  const rules = compile(firestoreSource, { fileName: 'firestore.rules' });

  it('declares the Firestore service', () => {
    expect(rules.services).toEqual(['cloud.firestore']);
  });

  it.each([
    [
      'anonymous list of open, visible jobs',
      [eq('status', 'open'), eq('hidden', false), eq('deleted', false)],
      null,
      true,
    ],
    [
      'anonymous list of open jobs without the hidden filter',
      [eq('status', 'open'), eq('deleted', false)],
      null,
      false,
    ],
    [
      'anonymous list of open, visible jobs without the deleted filter',
      [eq('status', 'open'), eq('hidden', false)],
      null,
      false,
    ],
    ['anonymous list of closed jobs', [eq('status', 'closed'), eq('hidden', false)], null, false],
    ['admin list of every job', [], admin, true],
  ] as const)('%s -> %s', (_name, filters, auth, expected) => {
    expect(
      evalFirestore(rules, {
        path: 'jobs',
        method: 'list',
        auth,
        query: { filters: [...filters] },
        lookups: roster(),
      }).allowed,
    ).toBe(expected);
  });

  it('lets a candidate list only their own applications', () => {
    const input = { path: 'applications', method: 'list' as const, auth: user('u1') };
    expect(evalFirestore(rules, { ...input, query: { filters: [eq('uid', 'u1')] } }).allowed).toBe(true);
    expect(evalFirestore(rules, { ...input, query: { filters: [eq('uid', 'u2')] } }).allowed).toBe(false);
    expect(evalFirestore(rules, { ...input, query: { filters: [] } }).allowed).toBe(false);
  });

  it('does not let clients write jobs, even admins', () => {
    expect(
      evalFirestore(rules, {
        path: 'jobs/j1',
        method: 'create',
        auth: admin,
        requestResource: doc('jobs/j1', { title: 'x' }),
      }).allowed,
    ).toBe(false);
  });

  it('validates candidate profiles field by field', () => {
    const profile = { firstName: 'Ada', lastName: 'Lovelace', email: 'u1@example.com', totalExperience: 3 };
    const create = (uid: string, data: Record<string, unknown>, authUid = uid) =>
      evalFirestore(rules, {
        path: `profiles/${uid}`,
        method: 'create',
        auth: user(authUid),
        requestResource: doc(`profiles/${uid}`, data),
      }).allowed;
    expect(create('u1', profile)).toBe(true);
    expect(create('u1', { ...profile, email: 'someone@else.com' })).toBe(false);
    expect(create('u1', { ...profile, isAdmin: true })).toBe(false);
    expect(create('u1', { ...profile, totalExperience: 61 })).toBe(false);
    expect(create('u1', { ...profile, phoneNumber: '06-12' })).toBe(false);
    expect(create('u2', profile, 'u1')).toBe(false);
  });

  it('lets candidates read only their own profile, and admins any', () => {
    const resource = doc('profiles/u1', { firstName: 'Ada' });
    expect(
      evalFirestore(rules, { path: 'profiles/u1', method: 'get', auth: user('u1'), resource }).allowed,
    ).toBe(true);
    expect(
      evalFirestore(rules, { path: 'profiles/u1', method: 'get', auth: user('u2'), resource }).allowed,
    ).toBe(false);
    const get = { path: 'profiles/u1', method: 'get' as const, auth: admin, resource };
    expect(evalFirestore(rules, { ...get, lookups: roster() }).allowed).toBe(true);
    // The claim alone, off the roster (a removed admin's token): denied.
    expect(evalFirestore(rules, { ...get, lookups: lookupsFrom([]) }).allowed).toBe(false);
  });
});

describe('project storage.rules', () => {
  const rules = compile(storageSource, { fileName: 'storage.rules' });
  const upload = (path: string, uid: string | null, size: number, contentType: string): boolean => {
    const obj: StorageObject = { name: path, bucket: 'demo.appspot.com', size, contentType };
    return rules.evaluate({
      service: 'firebase.storage',
      bucket: 'demo.appspot.com',
      path,
      method: 'create',
      auth: uid === null ? null : user(uid),
      resource: null,
      requestResource: obj,
    }).allowed;
  };

  it('declares the Storage service', () => {
    expect(rules.services).toEqual(['firebase.storage']);
  });

  it.each([
    ['own 1 MB PDF resume', 'candidates/u1/resume/upload-1', 'u1', 1_000_000, 'application/pdf', true],
    ["someone else's folder", 'candidates/u1/resume/upload-1', 'u2', 1_000_000, 'application/pdf', false],
    ['anonymous upload', 'candidates/u1/resume/upload-1', null, 1_000_000, 'application/pdf', false],
    ['a 4 MB resume', 'candidates/u1/resume/upload-1', 'u1', 4_000_000, 'application/pdf', false],
    ['a resume that is an image', 'candidates/u1/resume/upload-2', 'u1', 1_000, 'image/png', false],
    // Only the upload slots (issue 31 item 6): any other name is refused.
    [
      'a resume under its own file name',
      'candidates/u1/resume/cv.pdf',
      'u1',
      1_000_000,
      'application/pdf',
      false,
    ],
    ['own PNG avatar', 'candidates/u1/avatar/upload-4', 'u1', 500_000, 'image/png', true],
    ['an avatar over 1.5 MB', 'candidates/u1/avatar/upload-4', 'u1', 2_000_000, 'image/png', false],
  ] as const)('%s -> %s', (_name, path, uid, size, contentType, expected) => {
    expect(upload(path, uid, size, contentType)).toBe(expected);
  });
});

describe('a realistic sample with role checks and field validation', () => {
  const rules = compile(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function role() {
      return get(/databases/$(database)/documents/users/$(request.auth.uid)).data.role;
    }
    function isRecruiter() { return request.auth != null && role() in ['recruiter', 'admin']; }
    match /jobs/{jobId} {
      allow read: if resource.data.published == true || isRecruiter();
      allow create: if isRecruiter()
        && request.resource.data.keys().hasOnly(['title', 'published', 'salary', 'createdBy'])
        && request.resource.data.title is string && request.resource.data.title.size() in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
        && request.resource.data.published is bool
        && (!('salary' in request.resource.data) || request.resource.data.salary is number)
        && request.resource.data.createdBy == request.auth.uid;
    }
  }
}`);
  const lookups = {
    get: (p: string) =>
      p === 'users/r1'
        ? doc('users/r1', { role: 'recruiter' })
        : p === 'users/c1'
          ? doc('users/c1', { role: 'candidate' })
          : null,
  };
  const job = (data: Record<string, unknown>) => doc('jobs/j1', data);

  it.each([
    ['recruiter with a valid job', 'r1', { title: 'Dyer', published: false, createdBy: 'r1' }, true],
    [
      'recruiter with a float salary',
      'r1',
      { title: 'Dyer', published: true, salary: 1850.5, createdBy: 'r1' },
      true,
    ],
    ['candidate', 'c1', { title: 'Dyer', published: false, createdBy: 'c1' }, false],
    ['recruiter posing as someone else', 'r1', { title: 'Dyer', published: false, createdBy: 'x' }, false],
    [
      'recruiter with an unknown field',
      'r1',
      { title: 'Dyer', published: false, createdBy: 'r1', extra: 1 },
      false,
    ],
    [
      'recruiter with a long title',
      'r1',
      { title: 'Master Weaver', published: false, createdBy: 'r1' },
      false,
    ],
    [
      'recruiter with a string salary',
      'r1',
      { title: 'Dyer', published: false, salary: '1k', createdBy: 'r1' },
      false,
    ],
  ] as const)('create by %s -> %s', (_name, uid, data, expected) => {
    const d = evalFirestore(rules, {
      path: 'jobs/j1',
      method: 'create',
      auth: user(uid),
      requestResource: job(data),
      lookups,
    });
    expect(d.allowed).toBe(expected);
  });

  it('reads published jobs anonymously and drafts only as a recruiter', () => {
    expect(
      evalFirestore(rules, { path: 'jobs/j1', method: 'get', resource: job({ published: true }), lookups })
        .allowed,
    ).toBe(true);
    expect(
      evalFirestore(rules, { path: 'jobs/j1', method: 'get', resource: job({ published: false }), lookups })
        .allowed,
    ).toBe(false);
    expect(
      evalFirestore(rules, {
        path: 'jobs/j1',
        method: 'get',
        auth: user('r1'),
        resource: job({ published: false }),
        lookups,
      }).allowed,
    ).toBe(true);
  });
});
