// Assembles the whole demo data set for one seed time: every document as the domain types describe
// it (Dates, not Timestamps) and every Storage file with its bytes and download token. Pure: no
// Firebase here, so the data is tested without an emulator (../data.test.ts).
import { createHash } from 'node:crypto';
import {
  applicationInsightOf,
  candidateSnapshotOf,
  applicationId,
  buildJobIndex,
  jobSearchTokens,
  OFFICE_LOCATIONS,
  STORAGE_PATHS,
  unstartedProfileSteps,
  type Application,
  type ApplicationReview,
  type CatalogRef,
  type Company,
  type Degree,
  type Department,
  type FileRef,
  type Job,
  type JobIndex,
  type Profile,
  type Question,
  type ScreeningQuestion,
  type ScreeningQuestionRef,
  type Test,
  PRIVACY_POLICY_VERSION,
} from '@careers/domain';
import { renderPdf } from '../pdf.ts';
import { renderPicturePng } from '../png.ts';
import { AYESHA, ayeshaResumeLines, BILAL, bilalResumeLines, DEMO_USERS } from './candidates.ts';
import { COMPANIES, DEGREES, SCREENING_QUESTIONS } from './catalogs.ts';
import { DEPARTMENTS } from './departments.ts';
import { JOBS, type JobSeed } from './jobs.ts';
import { countQuestions, TESTS } from './tests.ts';

export type Doc<T> = { id: string; data: T };

export type SeedFile = {
  path: string;
  contentType: string;
  bytes: Buffer;
  /** `firebaseStorageDownloadTokens` metadata: makes the download URL work without auth. */
  token: string;
};

export type SeedUser = {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  emailVerified: boolean;
  claims: Record<string, unknown>;
  note: string;
};

export type SeedData = {
  now: Date;
  users: SeedUser[];
  files: SeedFile[];
  departments: Doc<Department>[];
  degrees: Doc<Degree>[];
  companies: Doc<Company>[];
  screeningQuestions: Doc<ScreeningQuestion>[];
  tests: (Doc<Test> & { questions: Doc<Question>[] })[];
  jobs: Doc<Job>[];
  profiles: Doc<Profile>[];
  applications: (Doc<Application> & { review: ApplicationReview | null })[];
  jobIndex: JobIndex;
};

export type BuildOptions = {
  /** The seed time; every date of the data set is relative to it. */
  now?: Date;
  /** Download URL of a Storage object (the seed script knows the host and bucket). */
  downloadUrl?: (path: string, token: string) => string;
};

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Emulator-style URL used when the caller does not say (tests). */
export const defaultDownloadUrl = (path: string, token: string): string =>
  `http://127.0.0.1:9199/v0/b/demo-careers.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=${token}`;

/** A stable UUID-shaped token per path, so re-seeding keeps the same download URLs. */
export const downloadToken = (path: string): string => {
  const hex = createHash('sha256').update(`careers-seed:${path}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** 23:59 in Pakistan (UTC+5, no DST) on the day `date` falls on there. */
const endOfKarachiDay = (date: Date): Date => {
  const offset = 5 * HOUR;
  const local = new Date(date.getTime() + offset);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 23, 59) - offset);
};

const byId = <T extends { id: string }>(items: readonly T[], id: string, what: string): T => {
  const found = items.find((item) => item.id === id);
  if (!found) throw new Error(`Seed data: unknown ${what} '${id}'`);
  return found;
};

/** Rendering the pictures is the slow part of a seed (about 2 s); do it once per process. */
const pictureCache = new Map<string, Buffer>();
const departmentPicture = (department: (typeof DEPARTMENTS)[number]): Buffer => {
  let bytes = pictureCache.get(department.id);
  if (!bytes) {
    bytes = renderPicturePng(department.picture.pattern, department.picture.palette);
    pictureCache.set(department.id, bytes);
  }
  return bytes;
};

const ref = (item: { id: string; title: string }): CatalogRef => ({ id: item.id, title: item.title });

export const buildSeedData = (options: BuildOptions = {}): SeedData => {
  const now = options.now ?? new Date();
  const downloadUrl = options.downloadUrl ?? defaultDownloadUrl;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const adminUid = DEMO_USERS.admin.uid;
  const catalogTime = { createdAt: ago(120 * DAY), updatedAt: ago(120 * DAY) };
  const files: SeedFile[] = [];

  const addFile = (path: string, contentType: string, bytes: Buffer): SeedFile => {
    const file = { path, contentType, bytes, token: downloadToken(path) };
    files.push(file);
    return file;
  };

  // ------------------------------------------------------------------ catalogs
  const departments = DEPARTMENTS.map((department) => {
    const { id, title, description, order } = department;
    const file = addFile(
      STORAGE_PATHS.departmentPicture(id, 'picture.png'),
      'image/png',
      departmentPicture(department),
    );
    const data: Department = {
      title,
      description,
      order,
      image: { path: file.path, url: downloadUrl(file.path, file.token) },
      ...catalogTime,
    };
    return { id, data };
  });
  const degrees = DEGREES.map(({ id, ...fields }) => ({ id, data: { ...fields, ...catalogTime } }));
  const companies = COMPANIES.map(({ id, ...fields }) => ({ id, data: { ...fields, ...catalogTime } }));
  const screeningQuestions = SCREENING_QUESTIONS.map(({ id, ...fields }) => ({
    id,
    data: { ...fields, ...catalogTime },
  }));

  // ------------------------------------------------------------------ tests
  const testTime = { createdAt: ago(90 * DAY), updatedAt: ago(90 * DAY) };
  const tests = TESTS.map(({ id, departmentId, questions, ...fields }) => ({
    id,
    data: {
      ...fields,
      department: ref(byId(DEPARTMENTS, departmentId, 'department')),
      questionCounts: countQuestions(questions),
      ...testTime,
    } satisfies Test,
    questions: questions.map(({ id: questionId, ...question }) => ({
      id: questionId,
      data: { ...question, ...testTime } satisfies Question,
    })),
  }));

  // ------------------------------------------------------------------ candidates
  const ayeshaUid = DEMO_USERS.complete.uid;
  const ayeshaPdf = renderPdf(ayeshaResumeLines(DEMO_USERS.complete.email), 'Ayesha Noor Siddiqui - CV');
  const ayeshaResume = addFile(STORAGE_PATHS.resume(ayeshaUid, 'cv.pdf'), 'application/pdf', ayeshaPdf);
  const ayeshaSubmitted = ago(9 * DAY);
  const ayesha: Profile = {
    ...AYESHA.personal,
    email: DEMO_USERS.complete.email,
    avatar: null,
    resume: fileRef(ayeshaResume, AYESHA.resumeFileName, ago(12 * DAY)),
    totalExperience: AYESHA.totalExperience,
    education: AYESHA.education,
    career: AYESHA.career,
    termsAndConditions: true,
    privacyPolicyVersion: PRIVACY_POLICY_VERSION,
    termsAcceptedAt: ayeshaSubmitted,
    submittedAt: ayeshaSubmitted,
    pendingJobId: null,
    firstJobId: null,
    createdAt: ago(12 * DAY),
    updatedAt: ayeshaSubmitted,
  };

  const bilalUid = DEMO_USERS.draft.uid;
  const bilalPdf = renderPdf(bilalResumeLines(DEMO_USERS.draft.email), 'Bilal Ahmed Chaudhry - Resume');
  const bilalResume = addFile(STORAGE_PATHS.resume(bilalUid, 'cv.pdf'), 'application/pdf', bilalPdf);
  const bilal: Profile = {
    ...BILAL.personal,
    email: DEMO_USERS.draft.email,
    avatar: null,
    resume: fileRef(bilalResume, BILAL.resumeFileName, ago(2 * HOUR)),
    ...unstartedProfileSteps(),
    pendingJobId: null,
    firstJobId: BILAL.firstJobId,
    createdAt: ago(3 * HOUR),
    updatedAt: ago(2 * HOUR),
  };
  const profiles = [
    { id: ayeshaUid, data: ayesha },
    { id: bilalUid, data: bilal },
  ];

  // ------------------------------------------------------------------ jobs
  const jobs = JOBS.map((seed) => ({ id: seed.id, data: buildJob(seed, now, adminUid) }));
  const jobById = (id: string) => byId(jobs, id, 'job');

  // ------------------------------------------------------------------ applications
  const answersFor = (jobId: string) =>
    jobById(jobId).data.screeningQuestions.map((question) => ({
      questionId: question.id,
      title: question.title,
      limit: question.limit,
      answer: AYESHA.answers[jobId]?.[question.id] ?? '',
    }));

  const shortlistedJob = 'spinning-technologist-process-control';
  const shortlistedTest = jobById(shortlistedJob).data.test;
  if (!shortlistedTest) throw new Error(`Seed data: ${shortlistedJob} must conduct a test`);
  const applications = [
    {
      id: applicationId(shortlistedJob, ayeshaUid),
      data: {
        jobId: shortlistedJob,
        jobTitle: jobById(shortlistedJob).data.title,
        uid: ayeshaUid,
        status: 'shortlisted',
        statusHistory: [
          { status: 'applied', at: ago(8 * DAY) },
          { status: 'shortlisted', at: ago(5 * DAY) },
        ],
        topCandidate: false,
        answers: answersFor(shortlistedJob),
        candidate: candidateSnapshotOf(ayesha),
        privacyPolicyVersion: PRIVACY_POLICY_VERSION,
        appliedAt: ago(8 * DAY),
        updatedAt: ago(5 * DAY),
        test: {
          testId: shortlistedTest.id,
          link: `/user_tests/new/test/${shortlistedJob}/${shortlistedTest.id}`,
          invitedAt: ago(5 * DAY),
          taken: false,
          takenAt: null,
        },
        interviewInvitedAt: null,
        // She came from a LinkedIn post: the hiring insights count her there.
        insight: applicationInsightOf(jobById(shortlistedJob).data, 'linkedin'),
      } satisfies Application,
      review: {
        remarks: AYESHA.remarks,
        score: null,
        totalQuestions: null,
        updatedAt: ago(5 * DAY),
        updatedBy: adminUid,
      } satisfies ApplicationReview,
    },
    {
      id: applicationId('qa-officer-yarn-testing-lab', ayeshaUid),
      data: {
        jobId: 'qa-officer-yarn-testing-lab',
        jobTitle: jobById('qa-officer-yarn-testing-lab').data.title,
        uid: ayeshaUid,
        status: 'applied',
        statusHistory: [{ status: 'applied', at: ago(2 * DAY) }],
        topCandidate: false,
        answers: answersFor('qa-officer-yarn-testing-lab'),
        candidate: candidateSnapshotOf(ayesha),
        privacyPolicyVersion: PRIVACY_POLICY_VERSION,
        appliedAt: ago(2 * DAY),
        updatedAt: ago(2 * DAY),
        test: null,
        interviewInvitedAt: null,
        insight: applicationInsightOf(jobById('qa-officer-yarn-testing-lab').data, null),
      } satisfies Application,
      review: null,
    },
  ];

  const users: SeedUser[] = Object.values(DEMO_USERS).map((user) => ({
    uid: user.uid,
    email: user.email,
    password: user.password,
    displayName: user.displayName,
    emailVerified: true,
    claims: { ...user.claims },
    note: user.note,
  }));

  // 48 jobs: the whole index is `jobIndex/open` (further shards start past JOB_INDEX_SHARD_CAPACITY).
  const jobIndex: JobIndex = {
    jobs: buildJobIndex(jobs.map(({ id, data }) => ({ id, job: data }))),
    shardIds: [],
    updatedAt: now,
  };

  return {
    now,
    users,
    files,
    departments,
    degrees,
    companies,
    screeningQuestions,
    tests,
    jobs,
    profiles,
    applications,
    jobIndex,
  };
};

function fileRef(file: SeedFile, fileName: string, uploadedAt: Date): FileRef {
  return { path: file.path, fileName, contentType: file.contentType, size: file.bytes.length, uploadedAt };
}

function buildJob(seed: JobSeed, now: Date, createdBy: string): Job {
  const office = OFFICE_LOCATIONS.find((candidate) => candidate.label === seed.location);
  if (!office) throw new Error(`Seed data: job ${seed.id} has unknown location '${seed.location}'`);
  const postedAt = new Date(now.getTime() - Math.round(seed.postedHoursAgo * HOUR));
  // Open jobs stay open for at least two more weeks; closed and archived ones ran for 30 days.
  const endDate =
    seed.status === 'open'
      ? endOfKarachiDay(new Date(Math.max(postedAt.getTime() + 45 * DAY, now.getTime() + 14 * DAY)))
      : endOfKarachiDay(new Date(postedAt.getTime() + 30 * DAY));
  const test = seed.testId ? byId(TESTS, seed.testId, 'test') : null;
  const questions: ScreeningQuestionRef[] = seed.screeningQuestionIds.map((id) => {
    const question = byId(SCREENING_QUESTIONS, id, 'screening question');
    return { id, title: question.title, limit: question.limit };
  });
  const updatedAt =
    seed.status === 'open' ? postedAt : new Date(Math.min(now.getTime(), postedAt.getTime() + 30 * DAY));
  return {
    title: seed.title,
    description: seed.description,
    company: ref(byId(COMPANIES, seed.companyId, 'company')),
    department: ref(byId(DEPARTMENTS, seed.departmentId, 'department')),
    educations: seed.educationIds.map((id) => ref(byId(DEGREES, id, 'degree'))),
    educationIds: [...seed.educationIds],
    screeningQuestions: questions,
    screeningQuestionIds: [...seed.screeningQuestionIds],
    searchTokens: jobSearchTokens({
      title: seed.title,
      department: byId(DEPARTMENTS, seed.departmentId, 'department'),
    }),
    skills: [...seed.skills],
    cgpa: seed.cgpa,
    percentage: seed.percentage,
    experience: seed.experience,
    careerLevel: seed.careerLevel,
    jobType: seed.jobType,
    postedAt,
    startDate: postedAt,
    endDate,
    location: office.label,
    coordinates: { lat: office.lat, lng: office.lng },
    conductTest: test !== null,
    test: test
      ? {
          id: test.id,
          title: test.title,
          level: test.level,
          timeMinutes: test.timeMinutes,
          totalQuestions: test.totalQuestions,
        }
      : null,
    status: seed.status,
    hidden: seed.hidden,
    deleted: false,
    deletedAt: null,
    createdBy,
    updatedBy: createdBy,
    createdAt: postedAt,
    updatedAt,
  };
}
