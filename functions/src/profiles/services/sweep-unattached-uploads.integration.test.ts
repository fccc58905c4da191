import { randomUUID } from 'node:crypto';

import { COLLECTIONS, STORAGE_PATHS } from '@careers/domain';
import { describe, expect, it } from 'vitest';

import { adminStorage } from '../../lib/admin.ts';
import { createCandidate } from '../../testing/candidates.ts';
import { emulatorDeps } from '../../testing/deps.ts';
import { objectExists, pdfFile, pngFile, uploadCandidateFile } from '../testing/sample-files.ts';
import { sweepUnattachedUploads, UNATTACHED_UPLOAD_MAX_AGE_MS } from './sweep-unattached-uploads.ts';

// The daily sweep of candidates' uploads nobody attached, on a bucket of its own (it walks every
// candidate's folder, and the other suites' files share the test bucket).

const bucket = adminStorage().bucket(`sweep-uploads-${randomUUID().slice(0, 8)}`);
let clock = new Date();
const deps = emulatorDeps({ bucket, now: () => clock });

const HOUR = 60 * 60 * 1000;

describe('sweepUnattachedUploads', () => {
  it('deletes uploads older than a day that no profile points at, and keeps the rest', async () => {
    const sana = await createCandidate(deps, { label: 'sana' });
    const upload = (uid: string, kind: 'resume' | 'avatar', name: string) =>
      kind === 'resume'
        ? uploadCandidateFile(bucket, uid, kind, name, pdfFile(), 'application/pdf')
        : uploadCandidateFile(bucket, uid, kind, name, pngFile(), 'image/png');
    const strayCv = await upload(sana.uid, 'resume', 'second try.pdf');
    const strayPicture = await upload(sana.uid, 'avatar', 'me.png');
    const heldCv = await upload(sana.uid, 'resume', 'applied with.pdf');
    // An application whose CV copy is still pending points at the candidate's own file.
    await deps.db
      .collection(COLLECTIONS.applications)
      .doc(`sweep-job_${sana.uid}`)
      .set({ uid: sana.uid, candidate: { resume: { path: heldCv } } });
    const noProfile = `no-profile-${randomUUID().slice(0, 8)}`;
    const orphan = await upload(noProfile, 'resume', 'cv.pdf');
    const elsewhere = `candidates/${sana.uid}/notes/readme.pdf`;
    await bucket.file(elsewhere).save(pdfFile(), { contentType: 'application/pdf', resumable: false });

    // Less than a day old: nothing is judged yet.
    clock = new Date(Date.now() + UNATTACHED_UPLOAD_MAX_AGE_MS - HOUR);
    expect(await sweepUnattachedUploads(deps, { pageSize: 2 })).toEqual({ examined: 0, deleted: [] });

    clock = new Date(Date.now() + UNATTACHED_UPLOAD_MAX_AGE_MS + HOUR);
    const swept = await sweepUnattachedUploads(deps, { pageSize: 2 });
    expect(swept.examined).toBe(5);
    expect([...swept.deleted].sort()).toEqual([strayCv, strayPicture, orphan].sort());
    for (const gone of [strayCv, strayPicture, orphan]) expect(await objectExists(bucket, gone)).toBe(false);
    for (const kept of [sana.resumePath, heldCv, elsewhere])
      expect(await objectExists(bucket, kept)).toBe(true);
    expect(sana.resumePath).toBe(STORAGE_PATHS.resume(sana.uid, 'cv.pdf'));

    // Again: what is left is what the profile and the application point at.
    expect((await sweepUnattachedUploads(deps)).deleted).toEqual([]);
  });
});
