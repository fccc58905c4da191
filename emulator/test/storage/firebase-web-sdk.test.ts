// Conformance of the Firebase Storage v0 API, driven only through the web SDK (`firebase/storage`)
// with storage.rules enforced by the real rules engine.

import { createHash } from 'node:crypto';
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStream,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  uploadString,
  type FirebaseStorage,
  type UploadTaskSnapshot,
} from 'firebase/storage';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUCKET, bytesOfSize, clientStorage, suiteServer } from './helpers.ts';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const MB = 1024 * 1024;

const server = suiteServer();
let alice: FirebaseStorage;
let bob: FirebaseStorage;
let anonymous: FirebaseStorage;
let owner: FirebaseStorage;
let hrAdmin: FirebaseStorage;

beforeAll(() => {
  alice = clientStorage(server(), 'alice');
  bob = clientStorage(server(), 'bob');
  anonymous = clientStorage(server(), null);
  owner = clientStorage(server(), 'owner');
  hrAdmin = clientStorage(server(), { uid: 'hr', admin: true });
});

function md5Base64(bytes: Uint8Array): string {
  return createHash('md5').update(bytes).digest('base64');
}

async function storageErrorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  throw new Error('expected the request to fail');
}

function runResumable(task: ReturnType<typeof uploadBytesResumable>): Promise<UploadTaskSnapshot[]> {
  const snapshots: UploadTaskSnapshot[] = [];
  return new Promise((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) => snapshots.push(snapshot),
      reject,
      () => resolve(snapshots),
    );
  });
}

describe('uploads', () => {
  it('stores a multipart upload (uploadBytes) and returns its metadata', async () => {
    const data = bytesOfSize(2048);
    const result = await uploadBytes(ref(alice, 'candidates/alice/resume/cv.pdf'), data, {
      contentType: PDF,
      customMetadata: { originalName: 'My CV.pdf' },
    });
    expect(result.metadata).toMatchObject({
      bucket: BUCKET,
      fullPath: 'candidates/alice/resume/cv.pdf',
      name: 'cv.pdf',
      size: 2048,
      contentType: PDF,
      md5Hash: md5Base64(data),
      metageneration: '1',
      customMetadata: { originalName: 'My CV.pdf' },
    });
    expect(Date.parse(result.metadata.timeCreated)).not.toBeNaN();
    expect(result.metadata.generation).toMatch(/^\d+$/);
  });

  it('stores a chunked resumable upload (uploadBytesResumable) and reports progress', async () => {
    // Above 256 KiB the SDK switches to the resumable protocol and sends several chunks.
    const data = bytesOfSize(900 * 1024);
    const task = uploadBytesResumable(ref(alice, 'candidates/alice/resume/cv.docx'), data, {
      contentType: DOCX,
    });
    const snapshots = await runResumable(task);
    const final = task.snapshot;
    expect(final.state).toBe('success');
    expect(final.bytesTransferred).toBe(data.length);
    expect(final.metadata).toMatchObject({ size: data.length, contentType: DOCX, md5Hash: md5Base64(data) });
    const partial = snapshots.filter((s) => s.bytesTransferred > 0 && s.bytesTransferred < data.length);
    expect(partial.length).toBeGreaterThan(0);
    expect(Buffer.from(await getBytes(ref(alice, 'candidates/alice/resume/cv.docx')))).toEqual(
      Buffer.from(data),
    );
  });

  it('pauses and resumes a resumable upload', async () => {
    const data = bytesOfSize(1200 * 1024, 3);
    const task = uploadBytesResumable(ref(alice, 'candidates/alice/resume/paused.pdf'), data, {
      contentType: PDF,
    });
    let paused = false;
    const done = new Promise<void>((resolve, reject) => {
      task.on(
        'state_changed',
        (snapshot) => {
          if (!paused && snapshot.bytesTransferred > 0) {
            paused = true;
            task.pause();
            setTimeout(() => task.resume(), 50);
          }
        },
        reject,
        () => resolve(),
      );
    });
    await done;
    expect(paused).toBe(true);
    expect(task.snapshot.metadata.md5Hash).toBe(md5Base64(data));
  });

  it('cancels a resumable upload without storing anything', async () => {
    const task = uploadBytesResumable(
      ref(alice, 'candidates/alice/resume/cancelled.pdf'),
      bytesOfSize(2 * MB),
      {
        contentType: PDF,
      },
    );
    task.on('state_changed', (snapshot) => {
      if (snapshot.bytesTransferred > 0) task.cancel();
    });
    expect(await storageErrorCode(task.then())).toBe('storage/canceled');
    expect(await storageErrorCode(getMetadata(ref(alice, 'candidates/alice/resume/cancelled.pdf')))).toBe(
      'storage/object-not-found',
    );
  });

  it('uploads strings (uploadString) with the data URL content type', async () => {
    const result = await uploadString(
      ref(alice, 'candidates/alice/resume/note.pdf'),
      'data:application/pdf;base64,JVBERi0=',
      'data_url',
    );
    expect(result.metadata.contentType).toBe(PDF);
    expect(Buffer.from(await getBytes(result.ref)).toString('latin1')).toBe('%PDF-');
  });

  it('lets the owner replace an existing CV (an update)', async () => {
    const target = ref(alice, 'candidates/alice/resume/cv.pdf');
    await uploadBytes(target, bytesOfSize(10), { contentType: PDF });
    const second = await uploadBytes(target, bytesOfSize(20), { contentType: PDF });
    expect(second.metadata.size).toBe(20);
  });
});

describe('storage.rules on uploads', () => {
  it('denies a CV over 3 MB, multipart and resumable, and logs the denial', async () => {
    const tooBig = bytesOfSize(3 * MB + 1);
    expect(
      await storageErrorCode(
        uploadBytes(ref(alice, 'candidates/alice/resume/big.pdf'), tooBig, { contentType: PDF }),
      ),
    ).toBe('storage/unauthorized');
    expect(
      await storageErrorCode(
        uploadBytesResumable(ref(alice, 'candidates/alice/resume/big.pdf'), tooBig, {
          contentType: PDF,
        }).then(),
      ),
    ).toBe('storage/unauthorized');
    expect(await storageErrorCode(getMetadata(ref(alice, 'candidates/alice/resume/big.pdf')))).toBe(
      'storage/object-not-found',
    );
    const denials = server().logs.filter(
      (line) => line.includes('DENIED create') && line.includes('candidates/alice/resume/big.pdf'),
    );
    expect(denials).toHaveLength(2);
    expect(denials[0]).toContain('uid=alice');
  });

  it('accepts a CV just under 3 MB', async () => {
    const result = await uploadBytes(
      ref(alice, 'candidates/alice/resume/edge.pdf'),
      bytesOfSize(3 * MB - 1),
      { contentType: PDF },
    );
    expect(result.metadata.size).toBe(3 * MB - 1);
  });

  it('denies a CV with the wrong content type', async () => {
    expect(
      await storageErrorCode(
        uploadBytes(ref(alice, 'candidates/alice/resume/photo.png'), bytesOfSize(100), {
          contentType: 'image/png',
        }),
      ),
    ).toBe('storage/unauthorized');
    expect(server().logs.some((line) => line.includes('DENIED create') && line.includes('photo.png'))).toBe(
      true,
    );
  });

  it("denies writing into another candidate's folder and signed-out uploads", async () => {
    expect(
      await storageErrorCode(
        uploadBytes(ref(bob, 'candidates/alice/resume/cv.pdf'), bytesOfSize(10), { contentType: PDF }),
      ),
    ).toBe('storage/unauthorized');
    expect(
      await storageErrorCode(
        uploadBytes(ref(anonymous, 'candidates/alice/resume/cv.pdf'), bytesOfSize(10), { contentType: PDF }),
      ),
    ).toBe('storage/unauthorized');
  });

  it('checks custom claims: only admins write department images', async () => {
    const image = bytesOfSize(1000);
    expect(
      await storageErrorCode(
        uploadBytes(ref(alice, 'departments/d1/cover.png'), image, { contentType: 'image/png' }),
      ),
    ).toBe('storage/unauthorized');
    const uploaded = await uploadBytes(ref(hrAdmin, 'departments/d1/cover.png'), image, {
      contentType: 'image/png',
    });
    expect(uploaded.metadata.fullPath).toBe('departments/d1/cover.png');
    // Public read.
    expect((await getMetadata(ref(anonymous, 'departments/d1/cover.png'))).size).toBe(1000);
  });
});

describe('reads', () => {
  beforeEach(async () => {
    await uploadBytes(ref(alice, 'candidates/alice/resume/cv.pdf'), new TextEncoder().encode('alice cv'), {
      contentType: PDF,
    });
  });

  it('lets only the owner read metadata', async () => {
    const metadata = await getMetadata(ref(alice, 'candidates/alice/resume/cv.pdf'));
    expect(metadata).toMatchObject({ size: 8, contentType: PDF, fullPath: 'candidates/alice/resume/cv.pdf' });
    expect(await storageErrorCode(getMetadata(ref(bob, 'candidates/alice/resume/cv.pdf')))).toBe(
      'storage/unauthorized',
    );
    expect(await storageErrorCode(getMetadata(ref(anonymous, 'candidates/alice/resume/cv.pdf')))).toBe(
      'storage/unauthorized',
    );
    expect(server().logs.some((line) => line.includes('DENIED get') && line.includes('uid=bob'))).toBe(true);
  });

  // getBlob() exists only in the browser build of the SDK; it issues the same request as getBytes().
  it('downloads bytes and streams for the owner only', async () => {
    const target = ref(alice, 'candidates/alice/resume/cv.pdf');
    expect(new TextDecoder().decode(await getBytes(target))).toBe('alice cv');
    expect(new TextDecoder().decode(await getBytes(target, 5))).toBe('alice');
    const chunks: Buffer[] = [];
    for await (const chunk of getStream(target) as unknown as AsyncIterable<Uint8Array>)
      chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString()).toBe('alice cv');
    expect(await storageErrorCode(getBytes(ref(bob, 'candidates/alice/resume/cv.pdf')))).toBe(
      'storage/unauthorized',
    );
  });

  it('reports a missing object the owner may read as object-not-found', async () => {
    expect(await storageErrorCode(getMetadata(ref(alice, 'candidates/alice/resume/missing.pdf')))).toBe(
      'storage/object-not-found',
    );
    expect(await storageErrorCode(getBytes(ref(alice, 'candidates/alice/resume/missing.pdf')))).toBe(
      'storage/object-not-found',
    );
  });

  it('serves getDownloadURL() URLs to anyone holding the token, and only with it', async () => {
    const url = await getDownloadURL(ref(alice, 'candidates/alice/resume/cv.pdf'));
    expect(url).toMatch(
      /\/v0\/b\/demo-careers\.appspot\.com\/o\/candidates%2Falice%2Fresume%2Fcv\.pdf\?alt=media&token=/,
    );
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(PDF);
    expect(await response.text()).toBe('alice cv');
    // Same object, no or a wrong token: back to rules, which deny a signed-out reader.
    expect((await fetch(url.replace(/token=[^&]+/, 'token=wrong'))).status).toBe(403);
    expect((await fetch(url.replace(/&token=[^&]+/, ''))).status).toBe(403);
    // Other users cannot obtain the URL, since that needs a metadata read.
    expect(await storageErrorCode(getDownloadURL(ref(bob, 'candidates/alice/resume/cv.pdf')))).toBe(
      'storage/unauthorized',
    );
  });
});

describe('metadata updates and deletes', () => {
  beforeEach(async () => {
    await uploadBytes(ref(alice, 'candidates/alice/resume/cv.pdf'), bytesOfSize(64), {
      contentType: PDF,
      customMetadata: { a: '1', b: '2' },
    });
  });

  it('updates, adds and removes custom metadata and bumps metageneration', async () => {
    const target = ref(alice, 'candidates/alice/resume/cv.pdf');
    const updated = await updateMetadata(target, {
      cacheControl: 'private, max-age=60',
      contentLanguage: 'en',
      customMetadata: { a: '10', c: '3' },
    });
    expect(updated).toMatchObject({
      metageneration: '2',
      cacheControl: 'private, max-age=60',
      contentLanguage: 'en',
      contentType: PDF,
      customMetadata: { a: '10', b: '2', c: '3' },
    });
    const cleared = await updateMetadata(target, {
      cacheControl: null as unknown as undefined,
      customMetadata: { b: null as unknown as string },
    });
    expect(cleared.cacheControl).toBeUndefined();
    expect(cleared.customMetadata).toEqual({ a: '10', c: '3' });
    expect((await getMetadata(target)).metageneration).toBe('3');
  });

  it('evaluates request.resource on update: changing a CV to a disallowed type is denied', async () => {
    expect(
      await storageErrorCode(
        updateMetadata(ref(alice, 'candidates/alice/resume/cv.pdf'), { contentType: 'text/html' }),
      ),
    ).toBe('storage/unauthorized');
    expect(
      await storageErrorCode(
        updateMetadata(ref(bob, 'candidates/alice/resume/cv.pdf'), { customMetadata: { x: 'y' } }),
      ),
    ).toBe('storage/unauthorized');
    expect((await getMetadata(ref(alice, 'candidates/alice/resume/cv.pdf'))).contentType).toBe(PDF);
  });

  it('deletes for the owner only; deleting again is object-not-found', async () => {
    expect(await storageErrorCode(deleteObject(ref(bob, 'candidates/alice/resume/cv.pdf')))).toBe(
      'storage/unauthorized',
    );
    await deleteObject(ref(alice, 'candidates/alice/resume/cv.pdf'));
    expect(await storageErrorCode(getMetadata(ref(alice, 'candidates/alice/resume/cv.pdf')))).toBe(
      'storage/object-not-found',
    );
    expect(await storageErrorCode(deleteObject(ref(alice, 'candidates/alice/resume/cv.pdf')))).toBe(
      'storage/object-not-found',
    );
  });
});

describe('list and listAll', () => {
  beforeEach(async () => {
    const names = [
      'candidates/alice/avatar/me.png',
      'candidates/alice/resume/a.pdf',
      'candidates/alice/resume/b.pdf',
      'candidates/alice/resume/c.pdf',
      'candidates/alice/resume/old/d.pdf',
      'candidates/alice/resume/older/e.pdf',
      'candidates/bob/resume/x.pdf',
    ];
    await Promise.all(
      names.map((name) => uploadBytes(ref(owner, name), bytesOfSize(5), { contentType: PDF })),
    );
  });

  it('lists items and prefixes of a folder', async () => {
    const result = await listAll(ref(alice, 'candidates/alice/resume'));
    expect(result.items.map((item) => item.fullPath)).toEqual([
      'candidates/alice/resume/a.pdf',
      'candidates/alice/resume/b.pdf',
      'candidates/alice/resume/c.pdf',
    ]);
    expect(result.prefixes.map((prefix) => prefix.fullPath)).toEqual([
      'candidates/alice/resume/old',
      'candidates/alice/resume/older',
    ]);
    const top = await listAll(ref(alice, 'candidates/alice'));
    expect(top.items).toEqual([]);
    expect(top.prefixes.map((prefix) => prefix.name)).toEqual(['avatar', 'resume']);
  });

  it('pages with maxResults and pageToken, each entry exactly once', async () => {
    const folder = ref(alice, 'candidates/alice/resume');
    const first = await list(folder, { maxResults: 2 });
    expect(first.items.map((item) => item.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(first.nextPageToken).toBeTruthy();
    const second = await list(folder, { maxResults: 2, pageToken: first.nextPageToken! });
    expect([
      ...second.items.map((item) => item.name),
      ...second.prefixes.map((prefix) => prefix.name),
    ]).toEqual(['c.pdf', 'old']);
    const third = await list(folder, { maxResults: 2, pageToken: second.nextPageToken! });
    expect(third.prefixes.map((prefix) => prefix.name)).toEqual(['older']);
    expect(third.nextPageToken).toBeUndefined();
  });

  it("denies listing another candidate's folder", async () => {
    expect(await storageErrorCode(listAll(ref(bob, 'candidates/alice/resume')))).toBe('storage/unauthorized');
    expect(await storageErrorCode(listAll(ref(anonymous, 'candidates')))).toBe('storage/unauthorized');
    expect(
      server().logs.some((line) => line.includes('DENIED list') && line.includes('candidates/alice/resume/')),
    ).toBe(true);
  });

  it('lets the owner credential list everything from the root', async () => {
    const root = await listAll(ref(owner));
    expect(root.prefixes.map((prefix) => prefix.fullPath)).toEqual(['candidates']);
  });
});
