import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { applicationId, COLLECTIONS, type Mail, type WithId } from '@careers/domain';
import type { CollectionReference, Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { requestPasswordReset } from '../src/accounts/services/request-password-reset.ts';
import { rejectApplicants } from '../src/applicants/services/applicant-actions.ts';
import { applyToJob } from '../src/applications/services/apply.ts';
import type { Bucket, Deps } from '../src/deps.ts';
import { adminConverter } from '../src/lib/converter.ts';
import { queueMail } from '../src/mail/index.ts';
import { retryDueMail } from '../src/mail/services/retry-mail.ts';
import { MAIL_RETRY } from '../src/mail/services/retry-policy.ts';
import { seedCatalogs, TEST_ADMIN } from '../src/testing/admin-console.ts';
import { answersFor, APPLY_TIME, postJob } from '../src/testing/applications.ts';
import { testClock } from '../src/testing/assessments.ts';
import { createCandidate } from '../src/testing/candidates.ts';
import { checked } from '../src/testing/checked-input.ts';
import { emulatorDeps, TEST_BUCKET } from '../src/testing/deps.ts';
import { adminClientsAt } from '../src/testing/emulator-clients.ts';
import { startEmulatorProcess, type EmulatorProcess } from '../src/testing/emulator-process.ts';
import { catcherMailer, startMailCatcher, type MailCatcher } from '../src/testing/mail-catcher.ts';

// The project's emulator stopped and started again with persistence (`--export-on-exit DIR`, then
// `--import DIR`), as `npm start` users and CI restart it, while its clients keep running. Before
// the stop: applications with their CV copies, a rejection, a password reset, the mails of all of
// them failed (the mail server is down) and one still held by its sender. After each restart every
// document and every object is there as it was, and the work goes on: once the mail server is back,
// the scheduled retry delivers each of those mails once.

const clock = testClock(APPLY_TIME);
let exportDir: string;
let emulator: EmulatorProcess;
let db: Firestore;
let bucket: Bucket;
let catcher: MailCatcher;
let deps: Deps;

beforeAll(async () => {
  exportDir = await mkdtemp(join(tmpdir(), 'careers-restart-'));
  emulator = await startEmulatorProcess({ exportOnExitDir: exportDir });
  ({ db, bucket } = adminClientsAt(emulator, TEST_BUCKET));
  catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  deps = emulatorDeps({
    db,
    bucket,
    mailer: catcherMailer(catcher, db, { retryDelayMs: 10, now: () => clock.now }),
    now: () => clock.now,
  });
}, 60_000);
afterAll(async () => {
  await emulator.stop().catch(() => undefined);
  await catcher.close();
  await rm(exportDir, { recursive: true, force: true });
});

/** Stops the emulator (it exports) and starts it again on the same ports from what it saved. */
const restart = async () => {
  await emulator.stop();
  const [, firestorePort] = emulator.firestore.split(':');
  const [, storagePort] = emulator.storage.split(':');
  emulator = await startEmulatorProcess({
    firestorePort: Number(firestorePort),
    storagePort: Number(storagePort),
    importDir: exportDir,
    exportOnExitDir: exportDir,
  });
};

/** Every document of the database (subcollections too) by path, as stored. */
const documents = async (): Promise<Record<string, unknown>> => {
  const found: Record<string, unknown> = {};
  const walk = async (collections: CollectionReference[]) => {
    for (const collection of collections) {
      for (const document of await collection.listDocuments()) {
        const snapshot = await document.get();
        if (snapshot.exists) found[document.path] = JSON.parse(JSON.stringify(snapshot.data()));
        await walk(await document.listCollections());
      }
    }
  };
  await walk(await db.listCollections());
  return found;
};

/** Every object of the bucket: its bytes' hash, size, type and custom metadata. */
const objects = async (): Promise<Record<string, unknown>> => {
  const [files] = await bucket.getFiles();
  return Object.fromEntries(
    files.map((file) => [
      file.name,
      {
        md5Hash: file.metadata.md5Hash,
        size: Number(file.metadata.size),
        contentType: file.metadata.contentType,
        metadata: file.metadata.metadata ?? {},
      },
    ]),
  );
};

const outbox = async (): Promise<WithId<Mail>[]> =>
  (await db.collection(COLLECTIONS.mail).withConverter(adminConverter<WithId<Mail>>()).get()).docs.map(
    (doc) => doc.data(),
  );

describe('the emulator restarted with --export-on-exit / --import', () => {
  it('loses nothing, and the work goes on after it', async () => {
    const catalogs = await seedCatalogs(db);
    const jobId = await postJob(deps, catalogs);
    const candidates = await Promise.all(
      ['sana', 'bilal'].map((label) =>
        createCandidate(deps, { label: `restart-${label}`, now: new Date('2026-11-01') }),
      ),
    );
    const smtpPort = catcher.smtpPort;
    await catcher.close();
    for (const candidate of candidates) {
      await applyToJob(
        deps,
        candidate.caller,
        await checked('applyToJob', { jobId, answers: answersFor(catalogs) }),
      );
    }
    const rejected = applicationId(jobId, candidates[0]!.uid);
    await rejectApplicants(
      deps,
      TEST_ADMIN,
      await checked('rejectApplicants', { jobId, applicationIds: [rejected], body: 'Thank you.' }),
    );
    await requestPasswordReset(
      deps,
      await checked('sendPasswordResetEmail', { email: candidates[1]!.email }),
    );
    // A mail whose sender stopped before delivering it: queued, its lease running.
    await db.runTransaction(async (transaction) => {
      queueMail(
        transaction,
        db,
        {
          kind: 'custom',
          to: candidates[1]!.email,
          subject: 'Held',
          text: 'Held.',
          html: '<p>Held.</p>',
          createdBy: TEST_ADMIN.uid,
        },
        clock.now,
      );
    });

    const before = { documents: await documents(), objects: await objects() };
    expect(Object.keys(before.objects).filter((name) => name.startsWith('applications/'))).toHaveLength(2);
    expect((await outbox()).map((mail) => mail.status).sort()).toEqual([
      'failed',
      'failed',
      'failed',
      'failed',
      'queued',
    ]);

    await restart();
    expect(await documents()).toEqual(before.documents);
    expect(await objects()).toEqual(before.objects);

    // The mail server is back; the retry runs once the backoff and the lease have passed.
    catcher = await startMailCatcher({ smtpPort, httpPort: 0 });
    clock.set(new Date(APPLY_TIME.getTime() + MAIL_RETRY.leaseMs + 60_000));
    expect(await retryDueMail(deps)).toEqual({ examined: 5, sent: 5, failed: 0 });
    const sent = await outbox();
    for (const mail of sent) {
      expect(mail.status).toBe('sent');
      expect(
        catcher.messages().filter((message) => message.messageId === `<${mail.id}@careers.test>`),
      ).toHaveLength(1);
    }

    // And again: what was delivered stays delivered; nothing is sent twice.
    const delivered = await documents();
    await restart();
    expect(await documents()).toEqual(delivered);
    expect(await objects()).toEqual(before.objects);
    clock.set(new Date(clock.now.getTime() + 24 * 60 * 60_000));
    expect(await retryDueMail(deps)).toEqual({ examined: 0, sent: 0, failed: 0 });
    expect(catcher.messages()).toHaveLength(5);
  });
});
