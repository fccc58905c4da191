import {
  applicantSearchEntryOf,
  applicationId,
  candidateSnapshotOf,
  COLLECTIONS,
  PRIVACY_POLICY_VERSION,
  STORAGE_PATHS,
  type Application,
  type ApplicationStatus,
  type CandidateSnapshot,
  type Mail,
  type WithId,
} from '@careers/domain';
import { completeProfile } from '@careers/domain/testing';
import type { Firestore } from 'firebase-admin/firestore';

import type { Deps } from '../../deps.ts';
import { createJob } from '../../jobs/services/save-job.ts';
import { adminConverter } from '../../lib/converter.ts';
import { createMailer, type MailTransport } from '../../mail/index.ts';
import {
  checkedJobInput,
  isolatedDb,
  openJobDates,
  seedCatalogs,
  TEST_ADMIN,
  unique,
  type SeededCatalogs,
} from '../../testing/admin-console.ts';
import { testClock, type TestClock } from '../../testing/assessments.ts';
import { emulatorDeps } from '../../testing/deps.ts';
import { catcherTransport, startMailCatcher, type MailCatcher } from '../../testing/mail-catcher.ts';

// Test support for the applicants services: a Firestore database of their own, the shared Auth and
// Storage emulators, a clock the test moves, the seeded catalogs, and mail delivered to a mail
// catcher of the suite's own. Applications are written as the apply function leaves them (applying
// itself is tested in functions/src/applications).

/** The suites' "now": postJob's jobs are open then (openJobDates). */
export const REVIEW_TIME = new Date('2026-11-25T09:00:00Z');

export const MAIL_FROM = 'careers@careers.test';

export type ApplicantsTestBed = {
  deps: Deps;
  catalogs: SeededCatalogs;
  catcher: MailCatcher;
  clock: TestClock;
  /** The same services with another transport (e.g. one that fails). */
  withTransport: (transport: MailTransport) => Deps;
  /**
   * Posts a job with the seeded test, open at REVIEW_TIME (`overrides` for the job form's fields);
   * returns its id.
   */
  postJob: (overrides?: Record<string, unknown>) => Promise<string>;
  /**
   * An application of a new candidate to `jobId`, written as applying leaves it (`status` with a
   * plausible history; `test` for an invited one).
   */
  seedApplicant: (options: ApplicantSeed) => Promise<SeededApplicant>;
  readApplication: (id: string) => Promise<WithId<Application> | undefined>;
  /** The outbox's messages about a candidate (uid), oldest first. */
  mailAbout: (uid: string) => Promise<WithId<Mail>[]>;
  close: () => Promise<void>;
};

export const startApplicantsTestBed = async (label: string): Promise<ApplicantsTestBed> => {
  const db = isolatedDb(label);
  const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  const clock = testClock(REVIEW_TIME);
  const now = () => clock.now;
  const depsWith = (transport: MailTransport): Deps =>
    emulatorDeps({
      db,
      mailer: createMailer({ db, transport, from: MAIL_FROM, retryDelayMs: 10, now }),
      now,
    });
  const deps = depsWith(catcherTransport(catcher));
  const catalogs = await seedCatalogs(db);
  return {
    deps,
    catalogs,
    catcher,
    clock,
    withTransport: depsWith,
    postJob: async (overrides = {}) =>
      (
        await createJob(
          deps,
          TEST_ADMIN,
          await checkedJobInput(catalogs, { ...openJobDates(REVIEW_TIME), ...overrides }),
        )
      ).id,
    seedApplicant: (options) => seedApplicant(db, options),
    readApplication: (id) => readApplicationDoc(db, id),
    mailAbout: (uid) => mailAbout(db, uid),
    close: () => catcher.close(),
  };
};

export type ApplicantSeed = {
  jobId: string;
  jobTitle?: string;
  status?: ApplicationStatus;
  appliedAt?: Date;
  firstName?: string;
  email?: string;
  test?: Application['test'];
  topCandidate?: boolean;
};

export type SeededApplicant = { id: string; uid: string; email: string; firstName: string };

/** The history that leads to `status`, one step a minute before `appliedAt` + n. */
const historyTo = (status: ApplicationStatus, appliedAt: Date): Application['statusHistory'] => {
  const path: ApplicationStatus[] =
    status === 'applied' || status === 'withdrawn' || status === 'under-review'
      ? ['applied', ...(status === 'applied' ? [] : [status])]
      : ['applied', 'shortlisted', ...(status === 'shortlisted' ? [] : [status])];
  return path.map((step, index) => ({ status: step, at: new Date(appliedAt.getTime() + index * 60_000) }));
};

const seedApplicant = async (db: Firestore, options: ApplicantSeed): Promise<SeededApplicant> => {
  const uid = `cand-${unique()}`;
  const email = options.email ?? `${uid}@careers.test`;
  const firstName = options.firstName ?? 'Sana';
  const appliedAt = options.appliedAt ?? new Date(REVIEW_TIME.getTime() - 3 * 86_400_000);
  const id = applicationId(options.jobId, uid);
  const profile = completeProfile(
    email,
    { path: STORAGE_PATHS.resume(uid, 'cv.pdf'), size: 400 },
    appliedAt,
    {
      firstName,
    },
  );
  const candidate: CandidateSnapshot = {
    ...candidateSnapshotOf(profile),
    avatar: null,
    resume: {
      ...profile.resume!,
      path: STORAGE_PATHS.applicationResume(id, 'cv-1.pdf'),
      fileName: `${firstName} Mirza CV.pdf`,
    },
  };
  const status = options.status ?? 'applied';
  const application: Application = {
    jobId: options.jobId,
    jobTitle: options.jobTitle ?? 'Spinning Shift Engineer',
    uid,
    status,
    statusHistory: historyTo(status, appliedAt),
    topCandidate: options.topCandidate ?? false,
    answers: [{ questionId: 'notice', title: 'Notice period?', limit: 200, answer: 'One month.' }],
    candidate,
    privacyPolicyVersion: PRIVACY_POLICY_VERSION,
    appliedAt,
    updatedAt: appliedAt,
    test: options.test ?? null,
    interviewInvitedAt: null,
  };
  await db.collection(COLLECTIONS.applications).doc(id).set(application);
  // Applying writes the application's search entry with it (applications/application-status.ts).
  await db
    .collection(COLLECTIONS.applicantSearch)
    .doc(id)
    .set(applicantSearchEntryOf(application, null, appliedAt));
  return { id, uid, email, firstName };
};

const readApplicationDoc = async (db: Firestore, id: string): Promise<WithId<Application> | undefined> =>
  (
    await db
      .collection(COLLECTIONS.applications)
      .withConverter(adminConverter<WithId<Application>>())
      .doc(id)
      .get()
  ).data();

const mailAbout = async (db: Firestore, uid: string): Promise<WithId<Mail>[]> =>
  (
    await db
      .collection(COLLECTIONS.mail)
      .withConverter(adminConverter<WithId<Mail>>())
      .where('applicantIds', 'array-contains', uid)
      .get()
  ).docs
    .map((doc) => doc.data())
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

/** A transport whose every delivery fails as given (a refused connection by default). */
export const failingTransport = (
  error: Error & { code?: string; responseCode?: number } = Object.assign(
    new Error('connect ECONNREFUSED 127.0.0.1:1'),
    { code: 'ECONNREFUSED' },
  ),
): MailTransport & { calls: number } => {
  const transport = {
    calls: 0,
    sendMail: () => {
      transport.calls += 1;
      return Promise.reject(error);
    },
  };
  return transport as unknown as MailTransport & { calls: number };
};
