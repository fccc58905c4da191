import { FILE_LIMITS, MB, MESSAGES, profileFileFolder, STORAGE_PATHS } from '@careers/domain';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Deps } from '../../deps.ts';
import { TEST_BUCKET } from '../../testing/admin-console.ts';
import { authOf } from '../../testing/callers.ts';
import { CANDIDATE_PASSWORD, createCandidate, type TestCandidate } from '../../testing/candidates.ts';
import { putOnRoster, signInOnEmulator } from '../../testing/emulators.ts';
import { attachProfileFile } from '../callables/profile-callables.ts';
import { downloadLikeBrowser, uploadLikeBrowser } from '../testing/browser-upload.ts';
import { emulatorProfilesDeps, refusal, storedProfile } from '../testing/profiles-test-bed.ts';
import {
  docFile,
  docxFile,
  exeFile,
  htmlFile,
  jpegFile,
  objectExists,
  pdfFile,
  pngFile,
  uploadCandidateFile,
  xlsxFile,
} from '../testing/sample-files.ts';
import { STRAY_UPLOAD_MIN_AGE_MS } from './profile-uploads.ts';

// attachProfileFile against the emulators: the server checks what an uploaded CV or picture really
// is before the profile points at it, and tidies the candidate's folder.

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let deps: Deps;
beforeAll(() => {
  deps = emulatorProfilesDeps();
});

/** A candidate with a complete profile whose CV is `candidates/{uid}/resume/cv.pdf`. */
const candidate = (options: Parameters<typeof createCandidate>[1] = {}) => createCandidate(deps, options);

const attach = (who: TestCandidate, data: unknown, withDeps: Deps = deps) =>
  attachProfileFile.handle({ auth: authOf(who.caller), data }, () => withDeps);

const upload = (who: TestCandidate, kind: 'resume' | 'avatar', name: string, bytes: Buffer, type: string) =>
  uploadCandidateFile(deps.bucket, who.uid, kind, name, bytes, type);

/** The profile still points at the original CV, and that file is still there. */
const expectOriginalCvKept = async (who: TestCandidate) => {
  expect((await storedProfile(deps, who.uid))?.resume?.path).toBe(who.resumePath);
  expect(await objectExists(deps.bucket, who.resumePath)).toBe(true);
};

describe('attachProfileFile: the CV', () => {
  it('points the profile at a real PDF and deletes the CV it replaces', async () => {
    const who = await candidate();
    const bytes = pdfFile(50_000);
    const path = await upload(who, 'resume', 'Sana CV.pdf', bytes, 'application/pdf');

    const result = await attach(who, { kind: 'resume', path, fileName: 'Sana CV.pdf' });

    expect(result.kind).toBe('resume');
    expect(result.file).toMatchObject({
      path,
      fileName: 'Sana CV.pdf',
      contentType: 'application/pdf',
      size: 50_000,
    });
    expect(Number.isNaN(Date.parse(result.file.uploadedAt))).toBe(false);
    expect(result.completeness.personal).toBe(true);
    const stored = await storedProfile(deps, who.uid);
    expect(stored?.resume).toMatchObject({ path, fileName: 'Sana CV.pdf', contentType: 'application/pdf' });
    expect(await objectExists(deps.bucket, who.resumePath)).toBe(false);
    expect(await objectExists(deps.bucket, path)).toBe(true);
  });

  it('accepts a DOCX and a Word 97–2003 document, recording the type their bytes show', async () => {
    const who = await candidate();
    const docx = await upload(who, 'resume', 'cv.docx', docxFile(), DOCX);
    expect((await attach(who, { kind: 'resume', path: docx, fileName: 'cv.docx' })).file.contentType).toBe(
      DOCX,
    );
    const doc = await upload(who, 'resume', 'cv.doc', docFile(), 'application/msword');
    expect((await attach(who, { kind: 'resume', path: doc, fileName: 'cv.doc' })).file.contentType).toBe(
      'application/msword',
    );
    expect(await objectExists(deps.bucket, docx)).toBe(false);
  });

  it('records what a mislabelled document really is, in the profile and on the stored object', async () => {
    const who = await candidate();
    const path = await upload(who, 'resume', 'cv.docx', pdfFile(), DOCX);
    const result = await attach(who, { kind: 'resume', path, fileName: 'cv.docx' });
    expect(result.file.contentType).toBe('application/pdf');
    const [metadata] = await deps.bucket.file(path).getMetadata();
    expect(metadata.contentType).toBe('application/pdf');
  });

  it('refuses a 4 MB PDF, deletes it and keeps the previous CV', async () => {
    const who = await candidate();
    const path = await upload(who, 'resume', 'big.pdf', pdfFile(4 * MB), 'application/pdf');

    const refused = await refusal(attach(who, { kind: 'resume', path, fileName: 'big.pdf' }));

    expect(refused).toEqual({
      code: 'invalid-argument',
      message: MESSAGES.resumeTooLarge,
      fields: { resume: 'Size of the Resume must be less than 3 MB' },
    });
    expect(await objectExists(deps.bucket, path)).toBe(false);
    await expectOriginalCvKept(who);
  });

  it('takes a CV of exactly 3 MB', async () => {
    const who = await candidate();
    const path = await upload(
      who,
      'resume',
      'cv.pdf',
      pdfFile(FILE_LIMITS.resume.maxBytes),
      'application/pdf',
    );
    expect((await attach(who, { kind: 'resume', path, fileName: 'cv.pdf' })).file.size).toBe(3 * MB);
  });

  it('refuses a web page renamed .pdf, deletes it and keeps the previous CV', async () => {
    const who = await candidate();
    const path = await upload(who, 'resume', 'cv.pdf', htmlFile(), 'application/pdf');

    const refused = await refusal(attach(who, { kind: 'resume', path, fileName: 'cv.pdf' }));

    expect(refused).toEqual({
      code: 'invalid-argument',
      message: MESSAGES.resumeNotDocument,
      fields: { resume: MESSAGES.resumeNotDocument },
    });
    expect(await objectExists(deps.bucket, path)).toBe(false);
    await expectOriginalCvKept(who);
  });

  it('refuses a program renamed .pdf and a spreadsheet renamed .docx', async () => {
    const who = await candidate();
    for (const [name, bytes, type] of [
      ['cv.pdf', exeFile(), 'application/pdf'],
      ['cv.docx', xlsxFile(), DOCX],
      ['cv.pdf', Buffer.alloc(0), 'application/pdf'],
    ] as const) {
      const path = await upload(who, 'resume', name, bytes, type);
      const refused = await refusal(attach(who, { kind: 'resume', path, fileName: name }));
      expect(refused.fields).toEqual({ resume: MESSAGES.resumeNotDocument });
      expect(await objectExists(deps.bucket, path)).toBe(false);
    }
    await expectOriginalCvKept(who);
  });
});

describe('attachProfileFile: the picture', () => {
  it('points the profile at a PNG or a JPEG, replacing the previous picture', async () => {
    const who = await candidate();
    const png = await upload(who, 'avatar', 'me.png', pngFile(), 'image/png');
    const first = await attach(who, { kind: 'avatar', path: png, fileName: 'me.png' });
    expect(first.file).toMatchObject({ path: png, contentType: 'image/png' });

    const jpeg = await upload(who, 'avatar', 'me.jpg', jpegFile(), 'image/jpeg');
    const second = await attach(who, { kind: 'avatar', path: jpeg, fileName: 'me.jpg' });
    expect(second.file).toMatchObject({ path: jpeg, contentType: 'image/jpeg' });
    expect((await storedProfile(deps, who.uid))?.avatar?.path).toBe(jpeg);
    expect(await objectExists(deps.bucket, png)).toBe(false);
  });

  it('refuses a 2 MB PNG and a PDF named .png, keeping the previous picture', async () => {
    const who = await candidate();
    const kept = await upload(who, 'avatar', 'me.png', pngFile(), 'image/png');
    await attach(who, { kind: 'avatar', path: kept, fileName: 'me.png' });

    const big = await upload(who, 'avatar', 'big.png', pngFile(2 * MB), 'image/png');
    expect(await refusal(attach(who, { kind: 'avatar', path: big, fileName: 'big.png' }))).toEqual({
      code: 'invalid-argument',
      message: MESSAGES.pictureTooLarge,
      fields: { avatar: 'Size of the Picture must be less than 1.5 MB' },
    });
    const fake = await upload(who, 'avatar', 'me.png', pdfFile(), 'image/png');
    expect((await refusal(attach(who, { kind: 'avatar', path: fake, fileName: 'me.png' }))).fields).toEqual({
      avatar: MESSAGES.pictureNotImage,
    });

    expect((await storedProfile(deps, who.uid))?.avatar?.path).toBe(kept);
    expect(await objectExists(deps.bucket, kept)).toBe(true);
    expect(await objectExists(deps.bucket, big)).toBe(false);
    expect(await objectExists(deps.bucket, fake)).toBe(false);
  });
});

describe('attachProfileFile: whose file, and which folder', () => {
  it("refuses a file in another candidate's folder without touching it", async () => {
    const who = await candidate();
    const other = await candidate({ label: 'other' });
    const refused = await refusal(
      attach(who, { kind: 'resume', path: other.resumePath, fileName: 'cv.pdf' }),
    );
    expect(refused).toEqual({
      code: 'permission-denied',
      message: MESSAGES.uploadOutsideOwnFolder,
      fields: { resume: MESSAGES.uploadOutsideOwnFolder },
    });
    expect(await objectExists(deps.bucket, other.resumePath)).toBe(true);
    await expectOriginalCvKept(who);
  });

  it("refuses a picture path given as the CV (the other kind's folder)", async () => {
    const who = await candidate();
    const png = await upload(who, 'avatar', 'me.png', pngFile(), 'image/png');
    expect((await refusal(attach(who, { kind: 'resume', path: png, fileName: 'me.png' }))).code).toBe(
      'permission-denied',
    );
  });

  it('says so when the upload is not there', async () => {
    const who = await candidate();
    const refused = await refusal(
      attach(who, {
        kind: 'resume',
        path: STORAGE_PATHS.resume(who.uid, 'never-uploaded.pdf'),
        fileName: 'x.pdf',
      }),
    );
    expect(refused).toMatchObject({ code: 'invalid-argument', fields: { resume: MESSAGES.uploadNotFound } });
  });

  it('answers per field for bad input, and refuses the signed out and admins', async () => {
    const who = await candidate();
    expect((await refusal(attach(who, { kind: 'cv', path: who.resumePath }))).fields).toEqual({
      kind: 'Kind must be resume or avatar.',
      fileName: 'File name is required.',
    });
    const signedOut = await refusal(attachProfileFile.handle({ auth: undefined, data: {} }, () => deps));
    expect(signedOut.code).toBe('unauthenticated');
    const admin = { ...who, caller: { ...who.caller, admin: true } };
    await putOnRoster(deps.db, who.uid);
    expect(
      (await refusal(attach(admin, { kind: 'resume', path: who.resumePath, fileName: 'cv.pdf' }))).code,
    ).toBe('permission-denied');
  });

  it('creates the profile when registration left none', async () => {
    const who = await candidate({ profile: null });
    const result = await attach(who, { kind: 'resume', path: who.resumePath, fileName: 'cv.pdf' });
    expect(result.completeness.personal).toBe(false);
    const stored = await storedProfile(deps, who.uid);
    expect(stored).toMatchObject({
      email: who.email,
      firstName: '',
      avatar: null,
      termsAndConditions: false,
    });
    expect(stored?.resume?.path).toBe(who.resumePath);
  });
});

describe('attachProfileFile: tidying the folder', () => {
  it('attaching the attached file again changes and deletes nothing', async () => {
    const who = await candidate();
    const path = await upload(who, 'resume', 'cv.pdf', pdfFile(), 'application/pdf');
    const first = await attach(who, { kind: 'resume', path, fileName: 'cv.pdf' });
    const again = await attach(who, { kind: 'resume', path, fileName: 'cv.pdf' });
    expect(again.file).toEqual(first.file);
    expect(await objectExists(deps.bucket, path)).toBe(true);
  });

  it('deletes uploads left for over an hour, and keeps younger ones (another tab may attach them)', async () => {
    const who = await candidate();
    const abandoned = await upload(who, 'resume', 'old.pdf', pdfFile(), 'application/pdf');
    const recent = await upload(who, 'resume', 'recent.pdf', pdfFile(), 'application/pdf');

    // Now, both are younger than an hour: another tab may be about to attach them.
    const kept = await upload(who, 'resume', 'kept.pdf', pdfFile(), 'application/pdf');
    await attach(who, { kind: 'resume', path: kept, fileName: 'kept.pdf' });
    expect(await objectExists(deps.bucket, abandoned)).toBe(true);
    expect(await objectExists(deps.bucket, recent)).toBe(true);

    // Seen from over an hour later, they were abandoned.
    const later = emulatorProfilesDeps(() => new Date(Date.now() + STRAY_UPLOAD_MIN_AGE_MS + 60_000));
    const newest = await upload(who, 'resume', 'newest.pdf', pdfFile(), 'application/pdf');
    await attach(who, { kind: 'resume', path: newest, fileName: 'newest.pdf' }, later);
    const [files] = await deps.bucket.getFiles({ prefix: profileFileFolder(who.uid, 'resume') });
    expect(files.map((file) => file.name)).toEqual([newest]);
  });
});

describe('a 3 MB CV through the Storage emulator, as the browser sends it', () => {
  it('uploads in chunks with progress, attaches, and reads back byte-identical', async () => {
    const who = await candidate();
    const idToken = await signInOnEmulator(who.email, CANDIDATE_PASSWORD);
    const bytes = pdfFile(FILE_LIMITS.resume.maxBytes);
    // Different bytes all through, so a shifted or repeated chunk would show.
    for (let index = 64; index < bytes.length; index += 1) bytes[index] = (index * 7919) % 251;
    const path = STORAGE_PATHS.resume(who.uid, 'f00d-three-megabytes.pdf');

    const started = performance.now();
    const { progress } = await uploadLikeBrowser({
      bucket: TEST_BUCKET,
      path,
      bytes,
      contentType: 'application/pdf',
      idToken,
    });
    const uploadMs = performance.now() - started;
    expect(progress).toHaveLength(12);
    expect(progress.at(0)).toBe(256 * 1024);
    expect(progress.at(-1)).toBe(bytes.length);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);

    const attachStarted = performance.now();
    const attached = await attach(who, { kind: 'resume', path, fileName: 'three-megabytes.pdf' });
    const attachMs = performance.now() - attachStarted;
    expect(attached.file.size).toBe(bytes.length);
    const read = await downloadLikeBrowser({ bucket: TEST_BUCKET, path: attached.file.path, idToken });
    expect(read.length).toBe(bytes.length);
    expect(read.equals(bytes)).toBe(true);
    console.info(
      `3 MB CV: uploaded in 12 chunks in ${uploadMs.toFixed(0)} ms, checked and attached in ${attachMs.toFixed(0)} ms`,
    );
  });
});
