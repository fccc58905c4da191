// Conformance of the Cloud Storage JSON API subset, driven only through firebase-admin
// (`getStorage().bucket()`, i.e. @google-cloud/storage) connected via FIREBASE_STORAGE_EMULATOR_HOST.
// Admin calls bypass storage.rules, as they do in production.

import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDownloadURL as adminGetDownloadURL, getStorage } from 'firebase-admin/storage';
import { getBytes, getMetadata, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKET, PROJECT_ID, bytesOfSize, clientStorage, suiteServer } from './helpers.ts';

/** The getFiles() options used here (@google-cloud/storage is reached through firebase-admin). */
type GetFilesQuery = { prefix?: string; maxResults?: number; autoPaginate?: boolean; pageToken?: string };

const server = suiteServer();
let app: App;

function bucket() {
  return getStorage(app).bucket();
}

beforeAll(() => {
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `${server().host}:${server().port}`;
  delete process.env.STORAGE_EMULATOR_HOST;
  app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, `admin-${Date.now()}`);
});

afterAll(async () => {
  await deleteApp(app);
  delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  delete process.env.STORAGE_EMULATOR_HOST;
});

describe('firebase-admin storage', () => {
  it('uploads with a simple (multipart) request and reads metadata back', async () => {
    const file = bucket().file('exports/report.csv');
    await file.save('a,b\n1,2\n', {
      resumable: false,
      contentType: 'text/csv',
      metadata: { metadata: { owner: 'hr' } },
    });
    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({
      name: 'exports/report.csv',
      bucket: BUCKET,
      contentType: 'text/csv',
      size: '8',
      metadata: { owner: 'hr' },
    });
    expect(metadata.md5Hash).toBeTruthy();
    expect(metadata.crc32c).toBeTruthy();
    // mediaLink points at the /download/storage/v1 route.
    expect(metadata.mediaLink).toContain('/download/storage/v1/b/');
    expect(await (await fetch(String(metadata.mediaLink))).text()).toBe('a,b\n1,2\n');
  });

  it('uploads with the resumable protocol in chunks, validating checksums', async () => {
    const data = Buffer.from(bytesOfSize(700 * 1024));
    const file = bucket().file('exports/large.bin');
    // chunkSize forces several PUTs answered with 308 before the final 200.
    await file.save(data, {
      resumable: true,
      chunkSize: 256 * 1024,
      contentType: 'application/octet-stream',
    });
    const [downloaded] = await file.download();
    expect(downloaded.equals(data)).toBe(true);
  });

  it('uploads a single-request resumable upload and downloads with hash validation', async () => {
    const data = Buffer.from(bytesOfSize(300 * 1024, 11));
    const file = bucket().file('exports/single.bin');
    await file.save(data, { resumable: true });
    const [downloaded] = await file.download({ validation: 'crc32c' });
    expect(downloaded.equals(data)).toBe(true);
    const [md5Checked] = await file.download({ validation: 'md5' });
    expect(md5Checked.equals(data)).toBe(true);
    const [partial] = await file.download({ start: 10, end: 19 });
    expect(partial.equals(data.subarray(10, 20))).toBe(true);
  });

  it('bypasses rules: writes and reads paths clients may not touch', async () => {
    // No rule allows anything under candidates/ for anyone but the candidate.
    await bucket()
      .file('candidates/alice/resume/cv.pdf')
      .save(Buffer.from('%PDF-admin'), { contentType: 'application/pdf' });
    const [bytes] = await bucket().file('candidates/alice/resume/cv.pdf').download();
    expect(bytes.toString()).toBe('%PDF-admin');
    // The candidate sees the admin-written file through the web SDK.
    const alice = clientStorage(server(), 'alice');
    expect(new TextDecoder().decode(await getBytes(ref(alice, 'candidates/alice/resume/cv.pdf')))).toBe(
      '%PDF-admin',
    );
  });

  it('reads files written by the web SDK, including their download token', async () => {
    const alice = clientStorage(server(), 'alice');
    await uploadBytes(
      ref(alice, 'candidates/alice/resume/cv.pdf'),
      new TextEncoder().encode('client bytes'),
      {
        contentType: 'application/pdf',
        customMetadata: { source: 'web' },
      },
    );
    const file = bucket().file('candidates/alice/resume/cv.pdf');
    const [metadata] = await file.getMetadata();
    expect(metadata.metadata).toMatchObject({
      source: 'web',
      firebaseStorageDownloadTokens: expect.any(String),
    });
    const url = await adminGetDownloadURL(file);
    expect(url).toContain(`token=${String(metadata.metadata?.firebaseStorageDownloadTokens)}`);
    expect(await (await fetch(url)).text()).toBe('client bytes');
  });

  it('getDownloadURL() works for admin-written files (a token is created on first Firebase read)', async () => {
    const file = bucket().file('candidates/alice/resume/admin.pdf');
    await file.save('admin pdf', { contentType: 'application/pdf' });
    const url = await adminGetDownloadURL(file);
    expect(await (await fetch(url)).text()).toBe('admin pdf');
  });

  it('sets metadata with PATCH, removing keys set to null', async () => {
    const file = bucket().file('docs/a.txt');
    await file.save('x', { contentType: 'text/plain', metadata: { metadata: { keep: '1', drop: '2' } } });
    const [updated] = await file.setMetadata({
      cacheControl: 'no-cache',
      metadata: { drop: null, added: '3' },
    });
    expect(updated).toMatchObject({
      cacheControl: 'no-cache',
      metageneration: '2',
      metadata: { keep: '1', added: '3' },
    });
    expect(updated.metadata).not.toHaveProperty('drop');
    // A Firebase client sees the same metadata.
    const owner = clientStorage(server(), 'owner');
    expect((await getMetadata(ref(owner, 'docs/a.txt'))).customMetadata).toEqual({ keep: '1', added: '3' });
  });

  it('reports existence and deletes', async () => {
    const file = bucket().file('tmp/x.txt');
    expect((await file.exists())[0]).toBe(false);
    await file.save('x');
    expect((await file.exists())[0]).toBe(true);
    await file.delete();
    expect((await file.exists())[0]).toBe(false);
    await expect(file.delete()).rejects.toMatchObject({ code: 404 });
    await expect(file.download()).rejects.toMatchObject({ code: 404 });
  });

  it('lists with prefix, delimiter and pagination', async () => {
    const names = ['jobs/1/a.txt', 'jobs/1/b.txt', 'jobs/2/c.txt', 'jobs/top.txt', 'other/z.txt'];
    for (const name of names) await bucket().file(name).save(name);
    const [all] = await bucket().getFiles({ prefix: 'jobs/' });
    expect(all.map((file) => file.name)).toEqual([
      'jobs/1/a.txt',
      'jobs/1/b.txt',
      'jobs/2/c.txt',
      'jobs/top.txt',
    ]);

    // Page by hand: two per page, following nextQuery until it runs out.
    const paged: string[] = [];
    let query: GetFilesQuery | null = { prefix: 'jobs/', maxResults: 2, autoPaginate: false };
    let pages = 0;
    while (query) {
      const [files, nextQuery] = await bucket().getFiles(query);
      paged.push(...files.map((file) => file.name));
      query = nextQuery as GetFilesQuery | null;
      pages++;
    }
    expect(paged).toEqual(all.map((file) => file.name));
    expect(pages).toBe(2);

    const [topLevel, , response] = await bucket().getFiles({
      prefix: 'jobs/',
      delimiter: '/',
      autoPaginate: false,
    });
    expect(topLevel.map((file) => file.name)).toEqual(['jobs/top.txt']);
    expect((response as { prefixes?: string[] }).prefixes).toEqual(['jobs/1/', 'jobs/2/']);
  });

  it('copies and moves files', async () => {
    await bucket().file('src/a.txt').save('copy me', { contentType: 'text/plain' });
    await bucket().file('src/a.txt').copy('dst/a.txt');
    expect((await bucket().file('dst/a.txt').download())[0].toString()).toBe('copy me');
    await bucket().file('dst/a.txt').move('dst/b.txt');
    expect((await bucket().file('dst/a.txt').exists())[0]).toBe(false);
    expect((await bucket().file('dst/b.txt').getMetadata())[0].contentType).toBe('text/plain');
  });

  it('reports the bucket as existing', async () => {
    expect((await bucket().exists())[0]).toBe(true);
  });
});
