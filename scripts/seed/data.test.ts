// The demo data, checked without any emulator: shapes against the domain schemas and rules,
// references between documents, dates relative to the seed time, question banks, and the
// generated files (PNG pictures and PDF CVs) decoded byte by byte.
import { crc32, inflateSync } from 'node:zlib';
import {
  applicationId,
  buildScreeningAnswersSchema,
  candidateSnapshotOf,
  CAREER_DESCRIPTION_MAX,
  CAREER_LEVELS,
  CGPA_RANGE,
  companySchema,
  DATE_POSTED_FILTERS,
  datePostedCutoff,
  degreeSchema,
  departmentSchema,
  FILE_LIMITS,
  estimateIndexBytes,
  firestoreValueBytes,
  JOB_INDEX_ENTRY_MAX_BYTES,
  JOB_INDEX_EXCERPT_LENGTH,
  JOB_INDEX_MAX_BYTES,
  JOB_INDEX_SHARD_CAPACITY,
  JOB_STATUSES,
  JOB_TYPES,
  jobSchema,
  LANDING,
  OFFICE_LOCATIONS,
  PHONE_MAX_DIGITS,
  profileStep1Schema,
  profileStep2Schema,
  questionSchema,
  questionSplit,
  recountInsights,
  resetPasswordSchema,
  screeningQuestionSchema,
  stepCompleteness,
  testSchema,
  type Job,
} from '@careers/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from './data/candidates.ts';
import { buildSeedData, downloadToken, type Doc } from './data/index.ts';
import { PICTURE_SIZE, PNG_SIGNATURE } from './png.ts';

const NOW = new Date('2026-03-15T09:30:00Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const data = buildSeedData({ now: NOW });

const ids = <T>(docs: readonly Doc<T>[]) => docs.map((doc) => doc.id);
const listed = (job: Job) => job.status === 'open' && !job.hidden && !job.deleted;

/** Every value Firestore would reject or store oddly: undefined, NaN, functions. */
const badValues = (value: unknown, path = ''): string[] => {
  if (value === undefined) return [path];
  if (typeof value === 'number' && !Number.isFinite(value)) return [path];
  if (typeof value === 'function') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => badValues(item, `${path}[${index}]`));
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? [path] : [];
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, inner]) => badValues(inner, `${path}.${key}`));
  }
  return [];
};

describe('catalogs', () => {
  it('has at least 9 departments with distinct ids and orders, valid for the form and the rules', () => {
    expect(data.departments.length).toBeGreaterThanOrEqual(LANDING.departmentTabs);
    expect(new Set(ids(data.departments)).size).toBe(data.departments.length);
    expect(new Set(data.departments.map((d) => d.data.order)).size).toBe(data.departments.length);
    for (const { id, data: department } of data.departments) {
      expect(departmentSchema.isValidSync(department), id).toBe(true);
      expect(department.title.length).toBeLessThanOrEqual(150);
      expect(Number.isInteger(department.order)).toBe(true);
      const sentences = department.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, `${id} description`).toBeGreaterThanOrEqual(1);
      expect(sentences.length, `${id} description`).toBeLessThanOrEqual(2);
      expect(department.image?.path).toBe(`departments/${id}/picture.png`);
      expect(department.image?.url).toBe(
        `http://127.0.0.1:9199/v0/b/demo-careers.appspot.com/o/${encodeURIComponent(`departments/${id}/picture.png`)}` +
          `?alt=media&token=${downloadToken(`departments/${id}/picture.png`)}`,
      );
    }
  });

  it('has about 15 degrees, 3-4 companies and about 8 screening questions with limits 150-1000', () => {
    expect(data.degrees.length).toBeGreaterThanOrEqual(15);
    expect(data.companies.length).toBeGreaterThanOrEqual(3);
    expect(data.companies.length).toBeLessThanOrEqual(4);
    expect(data.screeningQuestions.length).toBeGreaterThanOrEqual(8);
    for (const { id, data: degree } of data.degrees) expect(degreeSchema.isValidSync(degree), id).toBe(true);
    for (const { id, data: company } of data.companies)
      expect(companySchema.isValidSync(company), id).toBe(true);
    for (const { id, data: question } of data.screeningQuestions) {
      expect(screeningQuestionSchema.isValidSync(question), id).toBe(true);
      // firestore.rules caps every catalog title at 150 characters.
      expect(question.title.length, id).toBeLessThanOrEqual(150);
      expect(question.limit).toBeGreaterThanOrEqual(150);
      expect(question.limit).toBeLessThanOrEqual(1000);
    }
    const all = [...data.degrees, ...data.companies, ...data.screeningQuestions, ...data.departments];
    for (const { id } of all) expect(id).toMatch(/^[a-z0-9-]+$/);
  });
});

describe('jobs', () => {
  const jobs = data.jobs;
  const departmentIds = new Set(ids(data.departments));

  it('has at least 40 jobs with distinct slug ids', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ids(jobs)).size).toBe(jobs.length);
    for (const { id } of jobs) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it('passes the job form schema', () => {
    for (const { id, data: job } of jobs) {
      const input = {
        title: job.title,
        description: job.description,
        companyId: job.company.id,
        departmentId: job.department.id,
        educationIds: job.educations.map((education) => education.id),
        screeningQuestionIds: job.screeningQuestions.map((question) => question.id),
        skills: job.skills,
        cgpa: job.cgpa,
        percentage: job.percentage,
        experience: job.experience,
        careerLevel: job.careerLevel,
        jobType: job.jobType,
        startDate: job.startDate,
        endDate: job.endDate,
        location: job.location,
        conductTest: job.conductTest,
        testId: job.test?.id ?? null,
        status: job.status,
      };
      expect(() => jobSchema.validateSync(input, { abortEarly: false }), id).not.toThrow();
      expect(badValues(job), id).toEqual([]);
    }
  });

  it('keeps snapshots that match the catalogs', () => {
    const title = (docs: readonly Doc<{ title: string }>[], id: string) =>
      docs.find((doc) => doc.id === id)?.data.title;
    for (const { id, data: job } of jobs) {
      expect(title(data.companies, job.company.id), `${id} company`).toBe(job.company.title);
      expect(title(data.departments, job.department.id), `${id} department`).toBe(job.department.title);
      expect(job.educations.length, `${id} degrees`).toBeGreaterThanOrEqual(1);
      for (const education of job.educations)
        expect(title(data.degrees, education.id), id).toBe(education.title);
      for (const question of job.screeningQuestions) {
        const stored = data.screeningQuestions.find((doc) => doc.id === question.id)?.data;
        expect(stored, `${id} question ${question.id}`).toEqual(
          expect.objectContaining({ title: question.title, limit: question.limit }),
        );
      }
      expect(new Set(job.educations.map((e) => e.id)).size).toBe(job.educations.length);
      expect(new Set(job.screeningQuestions.map((q) => q.id)).size).toBe(job.screeningQuestions.length);
    }
  });

  it('uses the office locations with their coordinates, and covers every location, type and level', () => {
    for (const { id, data: job } of jobs) {
      const office = OFFICE_LOCATIONS.find((candidate) => candidate.label === job.location);
      expect(office, id).toBeDefined();
      expect(job.coordinates, id).toEqual({ lat: office?.lat, lng: office?.lng });
    }
    expect(new Set(jobs.map((job) => job.data.location))).toEqual(
      new Set(OFFICE_LOCATIONS.map((office) => office.label)),
    );
    expect(new Set(jobs.map((job) => job.data.jobType))).toEqual(new Set(JOB_TYPES));
    expect(new Set(jobs.map((job) => job.data.careerLevel))).toEqual(new Set(CAREER_LEVELS));
    expect(new Set(jobs.map((job) => job.data.status))).toEqual(new Set(JOB_STATUSES));
    expect(new Set(jobs.map((job) => job.data.department.id))).toEqual(departmentIds);
  });

  it('is mostly open, with some closed, a few archived and exactly 2 hidden', () => {
    const count = (predicate: (job: Job) => boolean) => jobs.filter((job) => predicate(job.data)).length;
    expect(count(listed)).toBeGreaterThan(jobs.length / 2);
    expect(count((job) => job.status === 'closed')).toBeGreaterThanOrEqual(3);
    expect(count((job) => job.status === 'archived')).toBeGreaterThanOrEqual(2);
    expect(count((job) => job.hidden)).toBe(2);
  });

  it('has realistic content: 2-5 skills as short HTML, 2-4 description paragraphs, 0-12 years', () => {
    for (const { id, data: job } of jobs) {
      expect(job.skills.length, id).toBeGreaterThanOrEqual(2);
      expect(job.skills.length, id).toBeLessThanOrEqual(5);
      for (const skill of job.skills) {
        expect(skill, id).toMatch(/^<(p|ul)>[\s\S]+<\/(p|ul)>$/);
        expect(skill.length, id).toBeLessThan(300);
      }
      const paragraphs = job.description.match(/<p>[^<]+<\/p>/g) ?? [];
      expect(paragraphs.join(''), id).toBe(job.description);
      expect(paragraphs.length, id).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length, id).toBeLessThanOrEqual(4);
      expect(job.description.toLowerCase()).not.toContain('lorem');
      expect(job.experience).toBeGreaterThanOrEqual(0);
      expect(job.experience).toBeLessThanOrEqual(12);
      if (job.cgpa !== null) {
        expect(job.cgpa).toBeGreaterThanOrEqual(CGPA_RANGE.min);
        expect(job.cgpa).toBeLessThanOrEqual(CGPA_RANGE.max);
      }
      if (job.percentage !== null) {
        expect(job.percentage).toBeGreaterThan(0);
        expect(job.percentage).toBeLessThanOrEqual(100);
      }
      expect(job.createdBy).toBe(DEMO_USERS.admin.uid);
    }
  });

  it('spreads posting dates from the last hour to two months before the seed time', () => {
    const ages = jobs.map((job) => NOW.getTime() - job.data.postedAt.getTime());
    for (const age of ages) expect(age).toBeGreaterThan(0);
    expect(Math.min(...ages)).toBeLessThan(HOUR);
    expect(Math.max(...ages)).toBeGreaterThan(45 * DAY);
    expect(Math.max(...ages)).toBeLessThanOrEqual(61 * DAY);
    for (const { id, data: job } of jobs) {
      expect(job.startDate.getTime(), id).toBeLessThanOrEqual(job.endDate.getTime());
      expect(job.createdAt.getTime(), id).toBeLessThanOrEqual(job.updatedAt.getTime());
      expect(job.updatedAt.getTime(), id).toBeLessThanOrEqual(NOW.getTime());
      if (listed(job)) expect(job.endDate.getTime(), `${id} still open`).toBeGreaterThan(NOW.getTime());
    }
  });

  it('gives every Date Posted filter hits among the listed jobs, growing with the window', () => {
    const hits = DATE_POSTED_FILTERS.map(
      (filter) =>
        data.jobIndex.jobs.filter((entry) => entry.postedAt >= datePostedCutoff(filter.id, NOW)).length,
    );
    const byId = Object.fromEntries(DATE_POSTED_FILTERS.map((filter, index) => [filter.id, hits[index]!]));
    expect(byId.hour).toBeGreaterThanOrEqual(2);
    expect(byId['24h']).toBeGreaterThan(byId.hour!);
    expect(byId['7d']).toBeGreaterThan(byId['24h']!);
    expect(byId['14d']).toBeGreaterThan(byId['7d']!);
    expect(byId['30d']).toBeGreaterThan(byId['14d']!);
    expect(byId.all).toBeGreaterThan(byId['30d']!);
  });

  it('links tests that match the job department and career level', () => {
    const withTest = jobs.filter((job) => job.data.conductTest);
    expect(withTest.length).toBeGreaterThanOrEqual(3);
    for (const { id, data: job } of jobs) {
      expect(job.conductTest, id).toBe(job.test !== null);
      if (!job.test) continue;
      const test = data.tests.find((candidate) => candidate.id === job.test?.id)?.data;
      expect(test, id).toBeDefined();
      expect(job.test, id).toEqual({
        id: job.test.id,
        title: test?.title,
        level: test?.level,
        timeMinutes: test?.timeMinutes,
        totalQuestions: test?.totalQuestions,
      });
      // The job form's test selector filters by department and lowercase career level.
      expect(test?.department.id, id).toBe(job.department.id);
      expect(test?.level, id).toBe(job.careerLevel.toLowerCase());
    }
    for (const test of data.tests)
      expect(
        withTest.some((job) => job.data.test?.id === test.id),
        test.id,
      ).toBe(true);
  });

  it('keeps the snapshot ids queryable and stores no applicant count (count() queries give it)', () => {
    for (const { id, data: job } of jobs) {
      expect(job.educationIds, id).toEqual(job.educations.map((degree) => degree.id));
      expect(job.screeningQuestionIds, id).toEqual(job.screeningQuestions.map((question) => question.id));
      expect(job, id).toMatchObject({ deleted: false, deletedAt: null });
      expect(job, id).not.toHaveProperty('applicantCount');
    }
  });
});

describe('job index', () => {
  it('lists exactly the open, visible jobs, newest first, with short excerpts', () => {
    const entries = data.jobIndex.jobs;
    const expected = data.jobs.filter((job) => listed(job.data)).map((job) => job.id);
    expect(new Set(entries.map((entry) => entry.id))).toEqual(new Set(expected));
    expect(entries.length).toBe(expected.length);
    for (let index = 1; index < entries.length; index += 1) {
      expect(entries[index - 1]!.postedAt).toBeGreaterThanOrEqual(entries[index]!.postedAt);
    }
    for (const entry of entries) {
      const job = data.jobs.find((candidate) => candidate.id === entry.id)!.data;
      expect(entry.excerpt.length).toBeGreaterThan(40);
      expect(entry.excerpt.length).toBeLessThanOrEqual(JOB_INDEX_EXCERPT_LENGTH);
      expect(entry.excerpt).not.toMatch(/[<>]/);
      expect(entry).toEqual(
        expect.objectContaining({
          title: job.title,
          location: job.location,
          postedAt: job.postedAt.getTime(),
        }),
      );
    }
    expect(data.jobIndex.updatedAt).toEqual(NOW);
    expect(data.jobIndex.shardIds).toEqual([]);
  });

  it(`keeps every entry within ${String(JOB_INDEX_ENTRY_MAX_BYTES)} bytes, so ${String(JOB_INDEX_SHARD_CAPACITY)} such jobs fit one document`, () => {
    for (const entry of data.jobIndex.jobs) {
      expect(firestoreValueBytes(entry), entry.id).toBeLessThanOrEqual(JOB_INDEX_ENTRY_MAX_BYTES);
    }
    // 2,000 entries as large as the largest demo entry, in one document.
    const largest = [...data.jobIndex.jobs].sort(
      (a, b) => firestoreValueBytes(b) - firestoreValueBytes(a),
    )[0]!;
    const full = Array.from({ length: JOB_INDEX_SHARD_CAPACITY }, () => largest);
    expect(estimateIndexBytes(full, { shardIds: [] })).toBeLessThanOrEqual(JOB_INDEX_MAX_BYTES);
  });
});

describe('tests and question banks', () => {
  it('has three valid tests', () => {
    expect(data.tests.length).toBe(3);
    for (const { id, data: test } of data.tests) {
      const input = { ...test, departmentId: test.department.id, copyFrom: null };
      expect(() => testSchema.validateSync(input, { abortEarly: false }), id).not.toThrow();
      expect(ids(data.departments)).toContain(test.department.id);
    }
  });

  it('has banks large enough for a 60-question test at each test’s percentages', () => {
    for (const { id, data: test, questions } of data.tests) {
      const split = questionSplit({ totalQuestions: 60, aptitudePercentage: test.aptitudePercentage });
      const counts = {
        aptitude: questions.filter((question) => question.data.type === 'aptitude').length,
        technical: questions.filter((question) => question.data.type === 'technical').length,
      };
      expect(counts.aptitude, `${id} aptitude`).toBeGreaterThanOrEqual(split.aptitude);
      expect(counts.technical, `${id} technical`).toBeGreaterThanOrEqual(split.technical);
      expect(test.questionCounts, id).toEqual(counts);
    }
  });

  it('has real multiple-choice questions: one correct and three distinct wrong options', () => {
    for (const { id, questions } of data.tests) {
      expect(new Set(ids(questions)).size, id).toBe(questions.length);
      expect(new Set(questions.map((question) => question.data.statement)).size, id).toBe(questions.length);
      for (const { id: questionId, data: question } of questions) {
        const where = `${id}/${questionId}`;
        expect(questionSchema.isValidSync(question), where).toBe(true);
        expect(question.correctOptions, where).toHaveLength(1);
        expect(question.wrongOptions, where).toHaveLength(3);
        const options = [...question.correctOptions, ...question.wrongOptions].map((option) =>
          option.trim().toLowerCase(),
        );
        expect(new Set(options).size, `${where} options distinct`).toBe(4);
        for (const option of options) expect(option.length, where).toBeGreaterThan(0);
        expect(question.image).toBeNull();
      }
    }
  });

  it('computes the generated arithmetic answers correctly', () => {
    const money = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
    let checked = 0;
    for (const { questions } of data.tests) {
      for (const { data: question } of questions) {
        const statement = question.statement;
        const correct = money(question.correctOptions[0]!);
        const before = checked;
        let match = /produced ([\d,]+) kg of yarn and (\d+)% was rejected/.exec(statement);
        if (match) {
          expect(correct).toBe((money(match[1]!) * (100 - Number(match[2]))) / 100);
          checked += 1;
        }
        match = /Rs ([\d,]+) at (\d+)% a year for (\d+) years/.exec(statement);
        if (match) {
          expect(correct).toBe((money(match[1]!) * Number(match[2]) * Number(match[3])) / 100);
          checked += 1;
        }
        match = /costs Rs ([\d,]+) to make\. At what price must it be sold to earn a (\d+)% profit/.exec(
          statement,
        );
        if (match) {
          expect(correct).toBe((money(match[1]!) * (100 + Number(match[2]))) / 100);
          checked += 1;
        }
        match = /produced ([\d, ]+) metres of cloth on five days/.exec(statement);
        if (match) {
          const days = match[1]!.split(', ').map(money);
          expect(correct).toBe(days.reduce((sum, day) => sum + day, 0) / days.length);
          checked += 1;
        }
        expect(checked - before).toBeLessThanOrEqual(1);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(12);
  });
});

describe('demo users, profiles and applications', () => {
  const profile = (uid: string) => data.profiles.find((candidate) => candidate.id === uid)?.data;

  it('has the demo admin with the admin claim and three verified candidates', () => {
    expect(data.users).toHaveLength(4);
    const admin = data.users.find((user) => user.email === 'admin@careers.test');
    expect(admin).toEqual(
      expect.objectContaining({ password: 'Admin#2026', claims: { admin: true }, emailVerified: true }),
    );
    for (const user of data.users) {
      expect(user.emailVerified).toBe(true);
      expect(
        resetPasswordSchema.isValidSync({ password: user.password, confirm: user.password }),
        user.email,
      ).toBe(true);
      if (user !== admin) expect(user.claims).toEqual({});
    }
    expect(new Set(data.users.map((user) => user.uid)).size).toBe(4);
    expect(new Set(data.users.map((user) => user.email)).size).toBe(4);
  });

  it('has one candidate per wizard stage', () => {
    expect(profile(DEMO_USERS.registered.uid)).toBeUndefined();
    const complete = profile(DEMO_USERS.complete.uid)!;
    const draft = profile(DEMO_USERS.draft.uid)!;
    expect(stepCompleteness(complete)).toEqual({
      personal: true,
      education: true,
      privacy: true,
      review: true,
    });
    expect(stepCompleteness(draft)).toEqual({
      personal: true,
      education: false,
      privacy: false,
      review: false,
    });
    for (const [uid, candidate] of [
      [DEMO_USERS.complete.uid, complete],
      [DEMO_USERS.draft.uid, draft],
    ] as const) {
      expect(candidate.email).toBe(data.users.find((user) => user.uid === uid)?.email);
      expect(candidate.phoneNumber).toMatch(new RegExp(`^03\\d{${PHONE_MAX_DIGITS - 2}}$`));
      expect(profileStep1Schema.isValidSync(candidate)).toBe(true);
      expect(candidate.resume?.path).toBe(`candidates/${uid}/resume/cv.pdf`);
      const file = data.files.find((candidateFile) => candidateFile.path === candidate.resume?.path);
      expect(candidate.resume?.size).toBe(file?.bytes.length);
      expect(FILE_LIMITS.resume.contentTypes).toContain(candidate.resume?.contentType);
      expect(badValues(candidate)).toEqual([]);
    }
    expect(profileStep2Schema.isValidSync(complete)).toBe(true);
    for (const entry of complete.career)
      expect(entry.description.length).toBeLessThanOrEqual(CAREER_DESCRIPTION_MAX);
    for (const entry of complete.education)
      expect(ids(data.degrees).map((id) => data.degrees.find((d) => d.id === id)!.data.title)).toContain(
        entry.degree,
      );
    expect(draft.firstJobId && data.jobs.find((job) => job.id === draft.firstJobId)?.data.status).toBe(
      'open',
    );
  });

  it('has two applications of the complete candidate, one shortlisted with a test invitation', () => {
    const uid = DEMO_USERS.complete.uid;
    expect(data.applications).toHaveLength(2);
    const candidate = profile(uid)!;
    for (const { id, data: application } of data.applications) {
      const job = data.jobs.find((candidateJob) => candidateJob.id === application.jobId)!.data;
      expect(id).toBe(applicationId(application.jobId, uid));
      expect(application.uid).toBe(uid);
      expect(application.jobTitle).toBe(job.title);
      expect(listed(job)).toBe(true);
      expect(application.appliedAt.getTime()).toBeGreaterThan(job.postedAt.getTime());
      expect(application.appliedAt.getTime()).toBeLessThan(NOW.getTime());
      expect(application.privacyPolicyVersion).toBe(candidate.privacyPolicyVersion);
      expect(application.candidate).toEqual(candidateSnapshotOf(candidate));
      const answersSchema = buildScreeningAnswersSchema(job.screeningQuestions);
      expect(
        () => answersSchema.validateSync({ answers: application.answers }, { abortEarly: false }),
        id,
      ).not.toThrow();
      expect(application.answers.map((answer) => answer.title)).toEqual(
        job.screeningQuestions.map((question) => question.title),
      );
      expect(badValues(application), id).toEqual([]);
    }
    const shortlisted = data.applications.filter((application) => application.data.status === 'shortlisted');
    expect(shortlisted).toHaveLength(1);
    const invited = shortlisted[0]!;
    const job = data.jobs.find((candidateJob) => candidateJob.id === invited.data.jobId)!.data;
    expect(job.conductTest).toBe(true);
    expect(invited.data.test).toEqual(
      expect.objectContaining({
        testId: job.test?.id,
        link: `/user_tests/new/test/${invited.data.jobId}/${job.test?.id}`,
        taken: false,
        takenAt: null,
      }),
    );
    expect(invited.review?.remarks.length).toBeGreaterThan(0);
    expect(invited.review?.updatedBy).toBe(DEMO_USERS.admin.uid);
    expect(data.applications.find((application) => application !== invited)?.data).toEqual(
      expect.objectContaining({ status: 'applied', test: null }),
    );
  });

  it('files both applications in the hiring insights: their job, their source, their stages', () => {
    for (const { id, data: application } of data.applications) {
      const job = data.jobs.find((candidateJob) => candidateJob.id === application.jobId)!.data;
      expect(application.insight, id).toEqual(
        expect.objectContaining({
          companyId: job.company.id,
          departmentId: job.department.id,
          title: job.title,
        }),
      );
    }
    // What the seed writes into insightCounters (seed.ts), as the status-change function would have.
    const days = recountInsights(data.applications.map((application) => application.data));
    const jobs = days.flatMap((day) => Object.entries(day.jobs));
    expect(jobs.map(([, counters]) => counters.sources)).toEqual(
      expect.arrayContaining([
        { LinkedIn: { applied: 1, shortlisted: 1 } },
        { Direct: { applied: 1, shortlisted: 0 } },
      ]),
    );
    expect(jobs.map(([, counters]) => counters.stages)).toEqual(
      expect.arrayContaining([{ applied: 1, shortlisted: 1 }, { applied: 1 }]),
    );
  });
});

describe('generated files', () => {
  /** Decodes enough of a PNG to trust it: chunks and CRCs, IHDR, and the inflated scanlines. */
  const decodePng = (bytes: Buffer) => {
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const chunks: { type: string; data: Buffer }[] = [];
    let offset = 8;
    while (offset < bytes.length) {
      const length = bytes.readUInt32BE(offset);
      const type = bytes.toString('ascii', offset + 4, offset + 8);
      const body = bytes.subarray(offset + 8, offset + 8 + length);
      expect(bytes.readUInt32BE(offset + 8 + length), `${type} CRC`).toBe(
        crc32(bytes.subarray(offset + 4, offset + 8 + length)) >>> 0,
      );
      chunks.push({ type, data: body });
      offset += 12 + length;
    }
    expect(offset).toBe(bytes.length);
    expect(chunks[0]?.type).toBe('IHDR');
    expect(chunks.at(-1)?.type).toBe('IEND');
    const ihdr = chunks[0]!.data;
    const header = {
      width: ihdr.readUInt32BE(0),
      height: ihdr.readUInt32BE(4),
      bitDepth: ihdr[8],
      colorType: ihdr[9],
      interlace: ihdr[12],
    };
    const raw = inflateSync(
      Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)),
    );
    return { header, raw };
  };

  it('has a decodable 640×400 PNG under 1.5 MB for every department, each one different', () => {
    const pictures = data.files.filter((file) => file.path.startsWith('departments/'));
    expect(pictures.map((file) => file.path).sort()).toEqual(
      data.departments.map((d) => `departments/${d.id}/picture.png`).sort(),
    );
    for (const file of pictures) {
      expect(file.contentType).toBe('image/png');
      expect(file.bytes.length, file.path).toBeLessThan(FILE_LIMITS.picture.maxBytes);
      const { header, raw } = decodePng(file.bytes);
      expect(header).toEqual({ ...PICTURE_SIZE, bitDepth: 8, colorType: 2, interlace: 0 });
      expect(raw.length).toBe(header.height * (1 + header.width * 3));
      for (let row = 0; row < header.height; row += 1)
        expect(raw[row * (1 + header.width * 3)]).toBeLessThanOrEqual(4);
    }
    expect(new Set(pictures.map((file) => file.bytes.toString('base64'))).size).toBe(pictures.length);
  });

  it('has well-formed PDF resumes with a correct cross-reference table', () => {
    const pdfs = data.files.filter((file) => file.contentType === 'application/pdf');
    expect(pdfs.length).toBe(data.profiles.length);
    for (const file of pdfs) {
      const text = file.bytes.toString('latin1');
      expect(text.startsWith('%PDF-1.4\n')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(file.bytes.length).toBeLessThan(FILE_LIMITS.resume.maxBytes);
      const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
      expect(text.slice(startxref, startxref + 4)).toBe('xref');
      const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) =>
        Number(match[1]),
      );
      expect(offsets.length).toBeGreaterThan(3);
      offsets.forEach((offset, index) =>
        expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true),
      );
    }
  });
});

describe('determinism', () => {
  it('builds the same data twice for the same seed time (idempotent seeding)', () => {
    expect(buildSeedData({ now: NOW })).toEqual(data);
  });

  it('places every date relative to the seed time', () => {
    const later = buildSeedData({ now: new Date(NOW.getTime() + 10 * DAY) });
    const shift = (docs: readonly Doc<Job>[]) => docs.map((doc) => doc.data.postedAt.getTime());
    expect(shift(later.jobs).map((time, index) => time - shift(data.jobs)[index]!)).toEqual(
      data.jobs.map(() => 10 * DAY),
    );
  });
});
