import {
  applicationId,
  COLLECTIONS,
  REVIEW_PATH,
  testSessionId,
  type ApplicationReview,
  type ApplicationStatus,
  type Question,
  type QuestionType,
  type Test,
  type TestSession,
  type WithId,
} from '@careers/domain';
import type { Firestore } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';

import type { Deps } from '../deps.ts';
import { adminConverter } from '../lib/converter.ts';
import { emulatorAdminDeps, unique } from './admin-console.ts';

// Test support for the tests service and the candidate's sessions (functions/src/assessments):
// a test with a bank whose key the test knows, an application inviting a candidate to it (written
// directly, as the applicants service will when an admin invites), and a clock the test moves.

export const SESSION_START = new Date('2026-11-20T09:00:00Z');

/** A clock a test sets and moves: the services read `deps.now`. */
export type TestClock = { now: Date; advance: (ms: number) => void; set: (date: Date) => void };

export const testClock = (start: Date = SESSION_START): TestClock => {
  const clock: TestClock = {
    now: start,
    advance: (ms) => {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    set: (date) => {
      clock.now = date;
    },
  };
  return clock;
};

/** The services' dependencies on the emulators, on `db`, with the clock. */
export const clockedDeps = (db: Firestore, clock: TestClock): Deps => ({
  ...emulatorAdminDeps(db),
  now: () => clock.now,
});

export type SeededQuestion = WithId<Question>;

export type SeededTest = {
  testId: string;
  test: Test;
  /** Every question of the bank, with its key. */
  questions: Map<string, SeededQuestion>;
};

/**
 * A test and its bank written directly (as the seed script does). Question `n` of a type has the
 * statement `{type} question {n}`, correct option `right {type} {n}` (and `also right …` for the
 * multi-correct ones, every `multiEvery`-th) and wrong options `wrong A/B/C …`.
 */
export const seedTestWithBank = async (
  db: Firestore,
  options: {
    aptitude: number;
    technical: number;
    totalQuestions?: Test['totalQuestions'];
    aptitudePercentage?: number;
    timeMinutes?: number;
    multiEvery?: number;
    label?: string;
    departmentId?: string;
    level?: Test['level'];
  },
): Promise<SeededTest> => {
  const label = options.label ?? unique();
  const testId = `test-${label}`;
  const at = SESSION_START;
  const total = options.totalQuestions ?? 20;
  const aptitudePercentage = options.aptitudePercentage ?? 50;
  const test: Test = {
    title: `Spinning basics ${label}`,
    level: options.level ?? 'mid',
    timeMinutes: options.timeMinutes ?? 30,
    totalQuestions: total,
    aptitudePercentage,
    technicalPercentage: 100 - aptitudePercentage,
    department: { id: options.departmentId ?? `department-${label}`, title: `Spinning ${label}` },
    status: 'active',
    questionCounts: { aptitude: options.aptitude, technical: options.technical },
    createdAt: at,
    updatedAt: at,
  };
  const questions = new Map<string, SeededQuestion>();
  const batch = db.batch();
  batch.set(db.collection(COLLECTIONS.tests).doc(testId), test);
  for (const type of ['aptitude', 'technical'] as QuestionType[]) {
    const count = type === 'aptitude' ? options.aptitude : options.technical;
    for (let n = 1; n <= count; n += 1) {
      const id = `${type.slice(0, 3)}-${String(n).padStart(2, '0')}-${label}`;
      const multi = options.multiEvery !== undefined && n % options.multiEvery === 0;
      const question: Question = {
        statement: `${type} question ${String(n)}`,
        type,
        image: null,
        correctOptions: multi
          ? [`right ${type} ${String(n)}`, `also right ${type} ${String(n)}`]
          : [`right ${type} ${String(n)}`],
        wrongOptions: [
          `wrong A ${type} ${String(n)}`,
          `wrong B ${type} ${String(n)}`,
          `wrong C ${type} ${String(n)}`,
        ],
        createdAt: at,
        updatedAt: at,
      };
      questions.set(id, { ...question, id });
      batch.set(
        db.collection(COLLECTIONS.tests).doc(testId).collection(COLLECTIONS.questions).doc(id),
        question,
      );
    }
  }
  await batch.commit();
  return { testId, test, questions };
};

/**
 * An application of `uid` to `jobId` inviting them to `testId`, as the applicants service leaves it
 * when an admin invites a shortlisted candidate (written directly: inviting is issue 11's).
 */
export const inviteToTest = async (
  db: Firestore,
  options: {
    jobId: string;
    uid: string;
    testId: string | null;
    status?: ApplicationStatus;
    extraMinutes?: number;
    jobTitle?: string;
  },
): Promise<void> => {
  const status = options.status ?? 'test-invited';
  const at = new Date(SESSION_START.getTime() - 86_400_000);
  await db
    .collection(COLLECTIONS.applications)
    .doc(applicationId(options.jobId, options.uid))
    .set({
      jobId: options.jobId,
      jobTitle: options.jobTitle ?? 'Spinning Shift Engineer',
      uid: options.uid,
      status,
      statusHistory: [
        { status: 'applied', at },
        { status: 'shortlisted', at },
        ...(status === 'shortlisted' ? [] : [{ status, at }]),
      ],
      topCandidate: false,
      answers: [],
      candidate: { firstName: 'Sana', lastName: 'Mirza', email: `${options.uid}@careers.test` },
      privacyPolicyVersion: '2026-01',
      appliedAt: at,
      updatedAt: at,
      test: options.testId
        ? {
            testId: options.testId,
            link: `/user_tests/new/test/${options.jobId}/${options.testId}`,
            invitedAt: at,
            taken: false,
            takenAt: null,
          }
        : null,
      interviewInvitedAt: null,
      ...(options.extraMinutes !== undefined ? { extraMinutes: options.extraMinutes } : {}),
    });
};

export const readSessionDoc = async (
  db: Firestore,
  jobId: string,
  uid: string,
): Promise<WithId<TestSession> | undefined> =>
  (
    await db
      .collection(COLLECTIONS.testSessions)
      .withConverter(adminConverter<WithId<TestSession>>())
      .doc(testSessionId(jobId, uid))
      .get()
  ).data();

export const readReview = async (
  db: Firestore,
  jobId: string,
  uid: string,
): Promise<ApplicationReview | undefined> =>
  (
    await db
      .collection(COLLECTIONS.applications)
      .doc(applicationId(jobId, uid))
      .collection(REVIEW_PATH.collection)
      .withConverter(adminConverter<ApplicationReview>())
      .doc(REVIEW_PATH.id)
      .get()
  ).data();

/** A callable's `auth` for a signed-in candidate or admin. */
export const callableAuth = (uid: string, admin = false): CallableRequest['auth'] =>
  ({ uid, token: { uid, admin, email: `${uid}@careers.test` } }) as unknown as CallableRequest['auth'];

/** The correct choice for a seeded question (every correct option). */
export const correctChoice = (question: Pick<Question, 'correctOptions'>): string[] => [
  ...question.correctOptions,
];

/** A wrong choice for a seeded question. */
export const wrongChoice = (question: Pick<Question, 'wrongOptions'>): string[] => [
  question.wrongOptions[0]!,
];
