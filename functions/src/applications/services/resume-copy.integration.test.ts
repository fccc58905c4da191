import { APPLICATION_FILE_METADATA, applicationId, STORAGE_PATHS } from '@careers/domain';
import { describe, expect, it } from 'vitest';

import { applicationsSuite } from '../../testing/applications.ts';
import { createCandidate, pdfBytes } from '../../testing/candidates.ts';
import { applyToJob } from './apply.ts';
import {
  copyResumeForApplication,
  ORPHAN_COPY_MIN_AGE_MS,
  sweepUnreferencedResumeCopies,
} from './resume-copy.ts';

// The safety net for an apply that died between copying the CV and committing (or cleaning up):
// the sweep deletes old copies that no application points at, and nothing else.

const { bed } = applicationsSuite('sweep');

describe('sweepUnreferencedResumeCopies', () => {
  it("deletes an old copy no application points at, and keeps applications' copies and young ones", async () => {
    const jobId = await bed.postJob();
    const sana = await createCandidate(bed.deps);
    await applyToJob(bed.deps, sana.caller, { jobId, answers: bed.answers() });
    const id = applicationId(jobId, sana.uid);
    const kept = (await bed.readApplication(id))?.candidate.resume?.path;

    // What a crashed apply leaves: a copy beside the application's, and one with no application.
    const profileResume = {
      path: sana.resumePath,
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
      size: 1,
      uploadedAt: new Date(),
    };
    const stray = await copyResumeForApplication(bed.deps, {
      uid: sana.uid,
      applicationId: id,
      resume: profileResume,
    });
    const bilal = await createCandidate(bed.deps);
    const neverCommitted = await copyResumeForApplication(bed.deps, {
      uid: bilal.uid,
      applicationId: applicationId(jobId, bilal.uid),
      resume: { ...profileResume, path: bilal.resumePath },
    });
    // Another kind of file in an application's folder is not the sweep's business.
    const other = STORAGE_PATHS.applicationResume(id, 'notes.pdf');
    await bed.deps.bucket.file(other).save(pdfBytes('notes'), { contentType: 'application/pdf' });

    const prefix = `applications/${jobId}_`;
    const young = await sweepUnreferencedResumeCopies(bed.deps, { prefix });
    expect(young.deleted).toEqual([]);

    const later = { ...bed.deps, now: () => new Date(Date.now() + ORPHAN_COPY_MIN_AGE_MS + 1000) };
    const swept = await sweepUnreferencedResumeCopies(later, { prefix });
    expect(swept.deleted.sort()).toEqual([stray.file.path, neverCommitted.file.path].sort());
    expect((await bed.applicationFiles(id)).sort()).toEqual([kept, other].sort());
    expect(await bed.applicationFiles(applicationId(jobId, bilal.uid))).toEqual([]);
  });

  it('marks copies for the storage rules and the sweep', async () => {
    const sana = await createCandidate(bed.deps);
    const copy = await copyResumeForApplication(bed.deps, {
      uid: sana.uid,
      applicationId: 'job_x',
      resume: {
        path: sana.resumePath,
        fileName: 'cv.pdf',
        contentType: 'text/html',
        size: 1,
        uploadedAt: new Date(),
      },
    });
    const [metadata] = await bed.deps.bucket.file(copy.file.path).getMetadata();
    // The stored object's type, not the profile's claim.
    expect(metadata.contentType).toBe('application/pdf');
    expect(copy.file.contentType).toBe('application/pdf');
    expect(metadata.metadata?.[APPLICATION_FILE_METADATA.uid]).toBe(sana.uid);
    expect(metadata.metadata?.['firebaseStorageDownloadTokens']).toBeUndefined();
  });
});
