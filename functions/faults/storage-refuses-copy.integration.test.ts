import { APPLICATION_FILE_METADATA, applicationId, MESSAGES, STORAGE_PATHS } from '@careers/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getApplicantReview } from '../src/applicants/services/applicant-review.ts';
import { applyToJob } from '../src/applications/services/apply.ts';
import {
  retryPendingResumeCopies,
  sweepUnreferencedResumeCopies,
} from '../src/applications/services/resume-copy.ts';
import type { Deps } from '../src/deps.ts';
import { attachProfileFile } from '../src/profiles/services/attach-profile-file.ts';
import {
  auditEntriesOf,
  isolatedDb,
  seedCatalogs,
  type SeededCatalogs,
} from '../src/testing/admin-console.ts';
import {
  answersFor,
  applicationFiles,
  APPLY_TIME,
  postJob,
  readApplication,
} from '../src/testing/applications.ts';
import { createCandidate, pdfBytes } from '../src/testing/candidates.ts';
import { checked } from '../src/testing/checked-input.ts';
import { emulatorDeps, TEST_BUCKET } from '../src/testing/deps.ts';
import { adminClientsAt } from '../src/testing/emulator-clients.ts';
import { startFaultProxy, type FaultProxy } from '../src/testing/fault-proxy.ts';
import { catcherMailer, startMailCatcher, type MailCatcher } from '../src/testing/mail-catcher.ts';

// Storage refusing the CV copy while a candidate applies (503, as Cloud Storage answers when it is
// unavailable): a proxy between the services and the Storage emulator refuses the copy requests
// and passes everything else. The apply succeeds; the application is consistent (it points at the
// candidate's CV as it was, marked pending, which admins see); that CV is kept even when the
// candidate replaces it; the sweep makes the copy once Storage copies again, and not before.

const db = isolatedDb('storage-fault');
let proxy: FaultProxy;
let catcher: MailCatcher;
/** Services whose Storage requests go through the proxy. */
let faulty: Deps;
/** The same, straight to the emulator. */
let healthy: Deps;
let catalogs: SeededCatalogs;

const isCopy = (request: { method?: string | undefined; url?: string | undefined }) =>
  request.method === 'POST' && /\/o\/[^/]+\/(rewriteTo|copyTo)\//.test(request.url ?? '');

beforeAll(async () => {
  proxy = await startFaultProxy(process.env['FIREBASE_STORAGE_EMULATOR_HOST'] ?? '');
  catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  const common = { db, mailer: catcherMailer(catcher, db, { retryDelayMs: 10 }), now: () => APPLY_TIME };
  healthy = emulatorDeps(common);
  faulty = emulatorDeps({ ...common, bucket: adminClientsAt({ storage: proxy.host }, TEST_BUCKET).bucket });
  catalogs = await seedCatalogs(db);
});
afterAll(async () => {
  await proxy.close();
  await catcher.close();
});

describe('Storage refusing the CV copy during apply', () => {
  it('commits a consistent application with its copy pending, keeps the CV, and copies it later', async () => {
    const jobId = await postJob(healthy, catalogs);
    const sana = await createCandidate(healthy, { label: 'copy-refused', now: new Date('2026-11-01') });
    const id = applicationId(jobId, sana.uid);
    const original = (await healthy.bucket.file(sana.resumePath).download())[0];

    proxy.refuse(isCopy);
    const result = await applyToJob(
      faulty,
      sana.caller,
      await checked('applyToJob', { jobId, answers: answersFor(catalogs) }),
    );
    expect(result).toEqual({ id, jobId, message: MESSAGES.appliedForJob, confirmationMail: 'sent' });
    expect(proxy.refused()).toHaveLength(1);
    expect(proxy.refused()[0]).toMatch(/^POST .*\/rewriteTo\//);

    // Consistent: the application points at the candidate's CV as it was, its copy pending; no
    // copy exists, the mail went out, the audit entry says so.
    const application = await readApplication(db, id);
    expect(application?.candidate.resume).toMatchObject({
      path: sana.resumePath,
      fileName: 'Sana Mirza CV.pdf',
    });
    expect(application?.resumeCopyPending).toMatchObject({ since: APPLY_TIME, attempts: 1 });
    expect(application?.resumeCopyPending?.lastError).toMatch(/unavailable|503/i);
    expect(await applicationFiles(healthy, id)).toEqual([]);
    expect(catcher.messages().filter((message) => message.to.includes(sana.email))).toHaveLength(1);
    const [audit] = await auditEntriesOf(db, id);
    expect(audit?.changes['resumeCopy']?.after).toBe('pending');

    // Admins see it pending, with the CV they can open meanwhile.
    const review = await getApplicantReview(healthy, { applicationId: id });
    expect(review.application.resumeCopyPending).toMatchObject({
      since: APPLY_TIME.toISOString(),
      attempts: 1,
    });
    expect(review.application.candidate.resume?.path).toBe(sana.resumePath);

    // The candidate uploads another CV: the one the application points at is kept.
    const replacement = STORAGE_PATHS.resume(sana.uid, 'cv-2026.pdf');
    await healthy.bucket.file(replacement).save(pdfBytes('a newer CV'), {
      contentType: 'application/pdf',
      resumable: false,
    });
    await attachProfileFile(healthy, sana.caller, {
      kind: 'resume',
      path: replacement,
      fileName: 'cv-2026.pdf',
    });
    expect((await healthy.bucket.file(sana.resumePath).exists())[0]).toBe(true);

    // The sweep while Storage still refuses: one more attempt, still pending.
    expect(await retryPendingResumeCopies(faulty)).toEqual({ examined: 1, copied: [], failed: [id] });
    expect((await readApplication(db, id))?.resumeCopyPending).toMatchObject({ attempts: 2 });

    // Storage copies again: the sweep makes the copy of the CV as it was when she applied.
    proxy.heal();
    expect(await retryPendingResumeCopies(faulty)).toEqual({ examined: 1, copied: [id], failed: [] });
    const copied = await readApplication(db, id);
    expect(copied?.resumeCopyPending).toBeUndefined();
    const [copyPath] = await applicationFiles(healthy, id);
    expect(copied?.candidate.resume).toMatchObject({ path: copyPath, fileName: 'Sana Mirza CV.pdf' });
    expect((await healthy.bucket.file(copyPath!).download())[0].equals(original)).toBe(true);
    const [metadata] = await healthy.bucket.file(copyPath!).getMetadata();
    expect(metadata.metadata).toMatchObject({
      [APPLICATION_FILE_METADATA.uid]: sana.uid,
      [APPLICATION_FILE_METADATA.kind]: APPLICATION_FILE_METADATA.resumeKind,
    });
    // Nothing left to do, and the copy is referenced: the orphan sweep keeps it.
    expect(await retryPendingResumeCopies(healthy)).toEqual({ examined: 0, copied: [], failed: [] });
    const swept = await sweepUnreferencedResumeCopies(
      { ...healthy, now: () => new Date(Date.now() + 2 * 60 * 60_000) },
      { prefix: `applications/${id}/` },
    );
    expect(swept.deleted).toEqual([]);

    // The replaced CV is no longer held: the next replacement's tidying may delete it.
    const third = STORAGE_PATHS.resume(sana.uid, 'cv-2027.pdf');
    await healthy.bucket.file(third).save(pdfBytes('the newest CV'), {
      contentType: 'application/pdf',
      resumable: false,
    });
    await attachProfileFile(healthy, sana.caller, { kind: 'resume', path: third, fileName: 'cv-2027.pdf' });
    expect((await healthy.bucket.file(replacement).exists())[0]).toBe(false);
  });
});
