import { describe, expect, it } from 'vitest';
import { compile } from './ruleset.ts';
import { doc, lookupsFrom, user } from './test-helpers.ts';
import type { AuthContext, RulesMethod, StorageEvaluation, StorageObject } from './types.ts';

const rules = compile(
  `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    function isAdmin() { return request.auth != null && request.auth.token.get('admin', false) == true; }
    match /candidates/{uid}/resume/{fileName} {
      allow read: if request.auth != null && (request.auth.uid == uid || isAdmin());
      allow list: if request.auth != null && request.auth.uid == uid;
      allow create, update: if request.auth != null && request.auth.uid == uid
        && request.resource.size < 5 * 1024 * 1024
        && request.resource.contentType.matches('application/pdf|application/vnd[.]openxmlformats-officedocument[.]wordprocessingml[.]document')
        && fileName.matches('.*[.](pdf|docx)');
      allow delete: if request.auth != null && request.auth.uid == uid;
    }
    match /public/{allPaths=**} {
      allow read;
    }
  }
}`,
  { fileName: 'storage.rules' },
);

const BUCKET = 'demo-careers.appspot.com';

function object(name: string, overrides: Partial<StorageObject> = {}): StorageObject {
  return { name, bucket: BUCKET, size: 120_000, contentType: 'application/pdf', ...overrides };
}

function evalStorage(
  path: string,
  method: RulesMethod,
  auth: AuthContext,
  extra: Partial<StorageEvaluation> = {},
): boolean {
  return rules.evaluate({
    service: 'firebase.storage',
    bucket: BUCKET,
    path,
    method,
    auth,
    resource: null,
    ...extra,
  }).allowed;
}

/** The decision on an anonymous read of `path` (holding `resource`) under the rules of `source`. */
function anonymousRead(source: string, path: string, resource: StorageObject) {
  return compile(source).evaluate({
    service: 'firebase.storage',
    bucket: BUCKET,
    path,
    method: 'get',
    auth: null,
    resource,
  });
}

const cv = 'candidates/u1/resume/cv.pdf';

describe('storage rules: match, wildcards and request.auth', () => {
  it.each([
    ['owner reads own resume', cv, 'get', user('u1'), true],
    ['another candidate cannot read it', cv, 'get', user('u2'), false],
    ['admin can read it', cv, 'get', user('admin', { admin: true }), true],
    ['anonymous cannot read it', cv, 'get', null, false],
    ['owner deletes own resume', cv, 'delete', user('u1'), true],
    ['another user cannot delete it', cv, 'delete', user('u2'), false],
    ['anyone reads public files', 'public/logo.png', 'get', null, true],
    ['public recursive wildcard spans folders', 'public/img/2024/banner.jpg', 'get', null, true],
    ['nothing else is writable', 'public/logo.png', 'create', user('u1'), false],
    ['owner lists own folder', 'candidates/u1/resume', 'list', user('u1'), true],
    ['others cannot list it', 'candidates/u1/resume', 'list', user('u2'), false],
  ] as const)('%s', (_name, path, method, auth, expected) => {
    expect(evalStorage(path, method, auth, { resource: method === 'list' ? null : object(path) })).toBe(
      expected,
    );
  });
});

describe('storage rules: request.resource validation on upload', () => {
  it.each([
    ['a small pdf', cv, {}, true],
    [
      'a docx',
      'candidates/u1/resume/cv.docx',
      { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      true,
    ],
    ['a 6 MB pdf', cv, { size: 6 * 1024 * 1024 }, false],
    ['exactly 5 MB', cv, { size: 5 * 1024 * 1024 }, false],
    ['an image', cv, { contentType: 'image/png' }, false],
    ['a pdf with the wrong extension', 'candidates/u1/resume/cv.exe', {}, false],
  ] as const)('%s -> %s', (_name, path, overrides, expected) => {
    expect(evalStorage(path, 'create', user('u1'), { requestResource: object(path, overrides) })).toBe(
      expected,
    );
  });

  it('denies uploads into another candidate folder', () => {
    expect(evalStorage(cv, 'create', user('u2'), { requestResource: object(cv) })).toBe(false);
  });

  it('request.resource is absent for reads', () => {
    const d = anonymousRead(
      `service firebase.storage { match /b/{bucket}/o/{f} { allow read: if request.resource.size > 0; } }`,
      'x',
      object('x'),
    );
    expect(d.reason).toMatch(/Property 'resource' is undefined/);
  });
});

describe('storage resource properties', () => {
  const full: StorageObject = {
    name: 'docs/a.txt',
    bucket: BUCKET,
    size: 42,
    contentType: 'text/plain',
    metadata: { owner: 'u1' },
    timeCreated: new Date('2024-01-02T03:04:05Z'),
    updated: new Date('2024-02-02T03:04:05Z'),
    md5Hash: 'XUFAKrxLKna5cZ2REBfFkg==',
    crc32c: 'AAAAAA==',
    etag: 'CKih16GjycICEAE=',
    generation: '1700000000000000',
    metageneration: '1',
    contentDisposition: 'inline',
    contentEncoding: 'identity',
    contentLanguage: 'fr',
    cacheControl: 'no-cache',
  };

  it.each([
    ["resource.name == 'docs/a.txt'", true],
    ['resource.bucket == bucket', true],
    ['resource.size == 42 && resource.size is int', true],
    ["resource.contentType == 'text/plain'", true],
    ["resource.metadata.owner == 'u1'", true],
    ['resource.timeCreated is timestamp && resource.timeCreated.year() == 2024', true],
    ['resource.updated > resource.timeCreated', true],
    ["resource.md5Hash == 'XUFAKrxLKna5cZ2REBfFkg=='", true],
    ['resource.generation == 1700000000000000 && resource.metageneration == 1', true],
    ["resource.contentLanguage == 'fr' && resource.cacheControl == 'no-cache'", true],
    ["resource.etag is string && resource.crc32c is string && resource.contentDisposition == 'inline'", true],
    ['request.path == /b/$(bucket)/o/docs/a.txt', true],
    ["resource.metadata.missing == 'x'", false],
  ])('%s -> %s', (condition, expected) => {
    const d = anonymousRead(
      `rules_version = '2'; service firebase.storage { match /b/{bucket}/o/{path=**} { allow read: if ${condition}; } }`,
      'docs/a.txt',
      full,
    );
    expect(d.allowed).toBe(expected);
  });

  it('defaults metadata to an empty map', () => {
    const d = anonymousRead(
      `service firebase.storage { match /b/{bucket}/o/{f} { allow read: if resource.metadata.size() == 0; } }`,
      'x',
      object('x'),
    );
    expect(d.allowed).toBe(true);
  });
});

describe('storage rules: cross-service firestore.get() and firestore.exists()', () => {
  // As Firebase's announcement of cross-service rules writes them: the Firestore path names the
  // database in full.
  const crossService = compile(
    `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    function onRoster() {
      return firestore.exists(/databases/(default)/documents/admins/$(request.auth.uid));
    }
    match /cvs/{file} {
      allow get: if request.auth != null && request.auth.token.get('admin', false) == true && onRoster();
      allow list: if firestore.get(/databases/(default)/documents/admins/$(request.auth.uid)).data.role == 'lead';
    }
    match /elsewhere/{file} {
      allow get: if firestore.exists(/databases/other/documents/admins/$(request.auth.uid));
    }
    match /many/{file} {
      allow get: if firestore.exists(/databases/(default)/documents/a/1) || firestore.exists(/databases/(default)/documents/a/2)
        || firestore.exists(/databases/(default)/documents/a/3) || firestore.exists(/databases/(default)/documents/a/4)
        || firestore.exists(/databases/(default)/documents/a/5) || firestore.exists(/databases/(default)/documents/a/6)
        || firestore.exists(/databases/(default)/documents/a/7) || firestore.exists(/databases/(default)/documents/a/8)
        || firestore.exists(/databases/(default)/documents/a/9) || firestore.exists(/databases/(default)/documents/a/10)
        || firestore.exists(/databases/(default)/documents/a/11);
    }
  }
}`,
    { fileName: 'storage.rules' },
  );
  const roster = [doc('admins/lead', { role: 'lead' }), doc('admins/member', { role: 'member' })];
  const decide = (path: string, method: RulesMethod, auth: AuthContext, firestore = lookupsFrom(roster)) =>
    crossService.evaluate({
      service: 'firebase.storage',
      bucket: BUCKET,
      path,
      method,
      auth,
      resource: method === 'list' ? null : object(path),
      firestore,
    });

  it('reads the document: exists() on the roster, get() of its data', () => {
    const lookups = lookupsFrom(roster);
    expect(decide('cvs/cv.pdf', 'get', user('lead', { admin: true }), lookups).allowed).toBe(true);
    expect(lookups.calls).toEqual(['get:admins/lead']);
    expect(decide('cvs', 'list', user('lead')).allowed).toBe(true);
    expect(decide('cvs', 'list', user('member')).allowed).toBe(false);
  });

  it('denies when the document is missing, and reads nothing when an earlier conjunct is false', () => {
    expect(decide('cvs/cv.pdf', 'get', user('former', { admin: true })).allowed).toBe(false);
    const lookups = lookupsFrom(roster);
    expect(decide('cvs/cv.pdf', 'get', user('lead'), lookups).allowed).toBe(false);
    expect(lookups.calls).toEqual([]);
    // get() of a missing document is null: reading its data is an error, which denies.
    expect(decide('cvs', 'list', user('ghost')).reason).toMatch(/denied: error/);
  });

  it('reaches only the (default) database, and denies without a connected Firestore', () => {
    expect(decide('elsewhere/x', 'get', user('lead')).reason).toMatch(/cross-database access to 'other'/);
    const unconnected = crossService.evaluate({
      service: 'firebase.storage',
      bucket: BUCKET,
      path: 'cvs/cv.pdf',
      method: 'get',
      auth: user('lead', { admin: true }),
      resource: object('cvs/cv.pdf'),
    });
    expect(unconnected.allowed).toBe(false);
    expect(unconnected.reason).toMatch(/firestore\.exists\(\): this Storage emulator is not connected/);
  });

  it('counts distinct documents against the limit of 10 per request', () => {
    expect(decide('many/x', 'get', user('lead')).reason).toMatch(
      /exceeded the limit of 10 document access calls/,
    );
  });

  it('is a storage namespace only: Firestore rules do not know firestore.get()', () => {
    expect(() =>
      compile(`service cloud.firestore { match /databases/{d}/documents/{x} {
        allow read: if firestore.exists(/databases/(default)/documents/a/b); } }`),
    ).toThrow(/Unknown variable 'firestore'/);
  });
});
