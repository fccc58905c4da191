import {
  candidateSnapshotOf,
  MESSAGES,
  normaliseSource,
  type Application,
  type ApplicationInsight,
  type ApplicationStatus,
  type InsightsReport,
} from '@careers/domain';
import { completeProfile } from '@careers/domain/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  applicationRef,
  changeApplicationStatus,
  countTestScore,
  createApplication,
} from '../../applications/index.ts';
import type { Deps } from '../../deps.ts';
import { createApiApp } from '../../http/app.ts';
import { isolatedDb } from '../../testing/admin-console.ts';
import { callableAuth } from '../../testing/assessments.ts';
import { emulatorDeps } from '../../testing/deps.ts';
import { putOnRoster, routeCallers } from '../../testing/emulators.ts';
import { suiteFixture } from '../../testing/suite.ts';
import { getHiringInsights } from '../callables/insights-callables.ts';

// GET /api/admin/insights (issue 22, acceptance): applications with known sources and stage times,
// made through the status-change function as the services make them, and every figure of the
// answer checked against values worked out by hand below (not by the code under test). Times are
// 05:00 UTC, 10:00 in the company's time zone (UTC+5), so each is on the calendar day it names.

const TODAY = new Date('2026-11-20T09:00:00Z');
const at = (day: string) => new Date(`${day}T05:00:00Z`);

const SPINNING: Omit<ApplicationInsight, 'source'> = {
  title: 'Spinning Engineer',
  companyId: 'c-mills',
  companyTitle: 'Sunehri Mills',
  departmentId: 'd-spin',
  departmentTitle: 'Spinning',
  postedOn: '2026-11-01',
  endsOn: '2026-12-31',
  testId: 't-spin',
  testTitle: 'Spinning basics',
};
const WEAVING: Omit<ApplicationInsight, 'source'> = {
  title: 'Weaving Supervisor',
  companyId: 'c-mills',
  companyTitle: 'Sunehri Mills',
  departmentId: 'd-weave',
  departmentTitle: 'Weaving',
  postedOn: '2026-11-02',
  // Ended before today: open 13 days.
  endsOn: '2026-11-15',
  testId: '',
  testTitle: '',
};
const DYEING: Omit<ApplicationInsight, 'source'> = {
  title: 'Dyeing Chemist',
  companyId: 'c-dyes',
  companyTitle: 'Rang Dyes',
  departmentId: 'd-dye',
  departmentTitle: 'Dyeing',
  postedOn: '2026-10-20',
  endsOn: '2026-12-31',
  testId: '',
  testTitle: '',
};

type Seed = {
  id: string;
  jobId: string;
  job: Omit<ApplicationInsight, 'source'>;
  source: string | null;
  applied: string;
  /** Later statuses and their days, in order; a test score goes with 'test-taken'. */
  steps: { status: ApplicationStatus; on: string; score?: number }[];
};

// days from applying to each stage are in the comments: they are what the figures below add up.
const SEEDS: Seed[] = [
  {
    id: 'job-a_a1',
    jobId: 'job-a',
    job: SPINNING,
    source: 'linkedin',
    applied: '2026-11-03',
    steps: [
      { status: 'shortlisted', on: '2026-11-05' }, // 2
      { status: 'test-invited', on: '2026-11-06' },
      { status: 'test-taken', on: '2026-11-07', score: 85 }, // 4
      { status: 'interview-invited', on: '2026-11-10' }, // 7
      { status: 'selected', on: '2026-11-16' }, // 13; fill 15
    ],
  },
  {
    id: 'job-a_a2',
    jobId: 'job-a',
    job: SPINNING,
    source: 'LinkedIn',
    applied: '2026-11-03',
    steps: [
      { status: 'shortlisted', on: '2026-11-04' }, // 1
      { status: 'test-invited', on: '2026-11-05' },
      { status: 'test-taken', on: '2026-11-06', score: 40 }, // 3
      { status: 'rejected', on: '2026-11-08' },
    ],
  },
  {
    id: 'job-a_a3',
    jobId: 'job-a',
    job: SPINNING,
    source: 'utm_source=indeed',
    applied: '2026-11-04',
    steps: [
      { status: 'under-review', on: '2026-11-05' },
      { status: 'shortlisted', on: '2026-11-09' }, // 5
      { status: 'test-invited', on: '2026-11-09' },
      { status: 'test-taken', on: '2026-11-10', score: 72 }, // 6
      { status: 'interview-invited', on: '2026-11-12' }, // 8
      { status: 'selected', on: '2026-11-17' }, // 13; fill 16
    ],
  },
  {
    id: 'job-a_a4',
    jobId: 'job-a',
    job: SPINNING,
    source: null,
    applied: '2026-11-10',
    steps: [{ status: 'withdrawn', on: '2026-11-11' }],
  },
  {
    id: 'job-a_a5',
    jobId: 'job-a',
    job: SPINNING,
    source: 'https://www.rozee.pk/job/1',
    applied: '2026-11-10',
    steps: [{ status: 'shortlisted', on: '2026-11-12' }], // 2
  },
  {
    id: 'job-b_b1',
    jobId: 'job-b',
    job: WEAVING,
    source: 'linkedin',
    applied: '2026-11-05',
    steps: [
      { status: 'shortlisted', on: '2026-11-06' }, // 1
      { status: 'interview-invited', on: '2026-11-07' }, // 2
      { status: 'selected', on: '2026-11-14' }, // 9; fill 12
    ],
  },
  {
    id: 'job-b_b2',
    jobId: 'job-b',
    job: WEAVING,
    source: 'facebook',
    applied: '2026-11-06',
    steps: [{ status: 'removed', on: '2026-11-07' }],
  },
  {
    id: 'job-c_c1',
    jobId: 'job-c',
    job: DYEING,
    source: 'linkedin',
    applied: '2026-11-12',
    steps: [{ status: 'shortlisted', on: '2026-11-13' }], // 1
  },
  {
    // Before the range asked for: in no figure of it.
    id: 'job-c_c2',
    jobId: 'job-c',
    job: DYEING,
    source: null,
    applied: '2026-10-15',
    steps: [{ status: 'shortlisted', on: '2026-10-16' }],
  },
];

let deps: Deps;
let app: ReturnType<typeof createApiApp>;
const callers = suiteFixture(routeCallers);

/** Makes the application and each of its changes, each in its own transaction at its own time. */
const seed = async (db: Deps['db'], application: Seed): Promise<void> => {
  const appliedAt = at(application.applied);
  const created: Application = {
    jobId: application.jobId,
    jobTitle: application.job.title,
    uid: application.id.split('_')[1] as string,
    status: 'applied',
    statusHistory: [{ status: 'applied', at: appliedAt }],
    topCandidate: false,
    answers: [],
    // A whole snapshot, as apply makes it: the search entry written with the application reads it.
    candidate: candidateSnapshotOf(
      completeProfile(`${application.id}@careers.test`, { path: 'cv.pdf', size: 1 }, appliedAt),
    ),
    privacyPolicyVersion: '2026-01',
    appliedAt,
    updatedAt: appliedAt,
    test: null,
    interviewInvitedAt: null,
    insight: { ...application.job, source: normaliseSource(application.source) },
  };
  await db.runTransaction(async (transaction) => {
    createApplication(transaction, db, application.id, created);
  });
  let score: number | null = null;
  for (const step of application.steps) {
    await db.runTransaction(async (transaction) => {
      const stored = (await transaction.get(applicationRef(db, application.id))).data();
      if (!stored) throw new Error(`no application ${application.id}`);
      changeApplicationStatus(transaction, db, {
        id: application.id,
        application: stored,
        status: step.status,
        now: at(step.on),
        scorePercent: score,
      });
      if (step.score !== undefined) {
        score = step.score;
        countTestScore(transaction, db, stored, step.score);
      }
    });
  }
};

beforeAll(async () => {
  deps = emulatorDeps({ db: isolatedDb('insights'), now: () => TODAY });
  await putOnRoster(deps.db, callers.adminUid);
  await putOnRoster(deps.db, 'admin-1');
  app = createApiApp(() => deps);
  for (const application of SEEDS) await seed(deps.db, application);
}, 60_000);
afterAll(() => undefined);

const insights = async (query: string): Promise<InsightsReport> => {
  const response = await request(app)
    .get(`/api/admin/insights${query}`)
    .set('Authorization', `Bearer ${callers.adminToken}`);
  expect(response.status).toBe(200);
  return response.body as InsightsReport;
};

describe('GET /api/admin/insights', () => {
  it('answers every figure of a range, as worked out by hand', async () => {
    const report = await insights('?from=2026-11-01&to=2026-11-20');

    expect(report).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-20',
      companyId: null,
      departmentId: null,
    });
    // a1–a5, b1, b2, c1 applied in the range (c2 before it). Shortlisted: a1 a2 a3 a5 b1 c1; test
    // taken: a1 a2 a3; interviewed: a1 a3 b1; selected: a1 a3 b1.
    expect(report.funnel).toEqual([
      { stage: 'applied', label: 'Applied', count: 8, conversion: null },
      { stage: 'shortlisted', label: 'Shortlisted', count: 6, conversion: 0.75 },
      { stage: 'testTaken', label: 'Test taken', count: 3, conversion: 0.5 },
      { stage: 'interviewed', label: 'Interviewed', count: 3, conversion: 1 },
      { stage: 'selected', label: 'Selected', count: 3, conversion: 1 },
    ]);
    // Days to shortlist [1,1,1,2,2,5]: median (3rd) 1, p90 (6th) 5. Test [3,4,6]: 4 and 6.
    // Interview [2,7,8]: 7 and 8. Selection [9,13,13]: 13 and 13 (nearest rank).
    expect(report.stageTimes).toEqual([
      { stage: 'shortlisted', label: 'Shortlisted', reached: 6, medianDays: 1, p90Days: 5 },
      { stage: 'testTaken', label: 'Test taken', reached: 3, medianDays: 4, p90Days: 6 },
      { stage: 'interviewed', label: 'Interviewed', reached: 3, medianDays: 7, p90Days: 8 },
      { stage: 'selected', label: 'Selected', reached: 3, medianDays: 13, p90Days: 13 },
    ]);
    // 1 Nov is a Sunday: its week starts on 26 Oct. 3–6 Nov: a1 a2 a3 b1 b2; 10–12 Nov: a4 a5 c1.
    expect(report.weeks).toEqual([
      { weekStart: '2026-10-26', applications: 0 },
      { weekStart: '2026-11-02', applications: 5 },
      { weekStart: '2026-11-09', applications: 3 },
      { weekStart: '2026-11-16', applications: 0 },
    ]);
    // Days open: 1 Nov → today 20 Nov = 19; 2 Nov → its end 15 Nov = 13; 20 Oct → 20 Nov = 31.
    // Scores of job-a: 40, 72, 85 → median 72.
    expect(report.jobs).toEqual([
      {
        jobId: 'job-a',
        title: 'Spinning Engineer',
        companyTitle: 'Sunehri Mills',
        departmentTitle: 'Spinning',
        applicants: 5,
        shortlisted: 4,
        testTaken: 3,
        interviewed: 2,
        selected: 2,
        daysOpen: 19,
        medianScore: 72,
      },
      {
        jobId: 'job-b',
        title: 'Weaving Supervisor',
        companyTitle: 'Sunehri Mills',
        departmentTitle: 'Weaving',
        applicants: 2,
        shortlisted: 1,
        testTaken: 0,
        interviewed: 1,
        selected: 1,
        daysOpen: 13,
        medianScore: null,
      },
      {
        jobId: 'job-c',
        title: 'Dyeing Chemist',
        companyTitle: 'Rang Dyes',
        departmentTitle: 'Dyeing',
        applicants: 1,
        shortlisted: 1,
        testTaken: 0,
        interviewed: 0,
        selected: 0,
        daysOpen: 31,
        medianScore: null,
      },
    ]);
    // linkedin, LinkedIn: one channel (a1 a2 b1 c1, all shortlisted); the rest one each.
    expect(report.sources).toEqual([
      { source: 'LinkedIn', applications: 4, shortlisted: 4, conversion: 1 },
      { source: 'Direct', applications: 1, shortlisted: 0, conversion: 0 },
      { source: 'Facebook', applications: 1, shortlisted: 0, conversion: 0 },
      { source: 'Indeed', applications: 1, shortlisted: 1, conversion: 1 },
      { source: 'Rozee.pk', applications: 1, shortlisted: 1, conversion: 1 },
    ]);
    // 85 (selected) in 80–89%, 72 (selected) in 70–79%, 40 (rejected) in 40–49%.
    const [test] = report.tests;
    expect(report.tests).toHaveLength(1);
    expect(test).toMatchObject({ testId: 't-spin', testTitle: 'Spinning basics', taken: 3 });
    expect(test?.bands.map((band) => [band.label, band.taken, band.selected, band.selectedShare])).toEqual([
      ['0–9%', 0, 0, null],
      ['10–19%', 0, 0, null],
      ['20–29%', 0, 0, null],
      ['30–39%', 0, 0, null],
      ['40–49%', 1, 0, 0],
      ['50–59%', 0, 0, null],
      ['60–69%', 0, 0, null],
      ['70–79%', 1, 1, 1],
      ['80–89%', 1, 1, 1],
      ['90–100%', 0, 0, null],
    ]);
    // Spinning: posted 1 Nov, selections 16 and 17 Nov → [15, 16]; Weaving: 2 → 14 Nov = 12.
    expect(report.timeToFill).toEqual([
      { departmentId: 'd-spin', departmentTitle: 'Spinning', selections: 2, medianDays: 15, p90Days: 16 },
      { departmentId: 'd-weave', departmentTitle: 'Weaving', selections: 1, medianDays: 12, p90Days: 12 },
    ]);
    expect(report.options).toEqual({
      companies: [
        { id: 'c-dyes', title: 'Rang Dyes' },
        { id: 'c-mills', title: 'Sunehri Mills' },
      ],
      departments: [
        { id: 'd-dye', title: 'Dyeing' },
        { id: 'd-spin', title: 'Spinning' },
        { id: 'd-weave', title: 'Weaving' },
      ],
    });
  });

  it('filters by company and department, and by range', async () => {
    const weaving = await insights('?from=2026-11-01&to=2026-11-20&company=c-mills&department=d-weave');
    // b1 (LinkedIn: shortlisted, interviewed, selected) and b2 (Facebook, removed).
    expect(weaving.funnel.map((stage) => [stage.count, stage.conversion])).toEqual([
      [2, null],
      [1, 0.5],
      [0, 0],
      [1, null],
      [1, 1],
    ]);
    expect(weaving.jobs.map((job) => job.jobId)).toEqual(['job-b']);
    expect(weaving.sources).toEqual([
      { source: 'Facebook', applications: 1, shortlisted: 0, conversion: 0 },
      { source: 'LinkedIn', applications: 1, shortlisted: 1, conversion: 1 },
    ]);
    // The filters' options are the range's, not the filter's.
    expect(weaving.options.companies).toHaveLength(2);

    const mills = await insights('?from=2026-11-01&to=2026-11-20&company=c-mills');
    expect(mills.funnel[0]?.count).toBe(7);

    // 10–20 Nov: a4, a5, c1.
    const late = await insights('?from=2026-11-10&to=2026-11-20');
    expect(late.funnel.map((stage) => stage.count)).toEqual([3, 2, 0, 0, 0]);
    expect(late.weeks).toEqual([
      { weekStart: '2026-11-09', applications: 3 },
      { weekStart: '2026-11-16', applications: 0 },
    ]);

    // Without dates: the 30 days to today (22 Oct – 20 Nov), which leaves out c2 (15 Oct).
    const byDefault = await insights('');
    expect(byDefault).toMatchObject({ from: '2026-10-22', to: '2026-11-20' });
    expect(byDefault.funnel[0]?.count).toBe(8);
  });

  it('answers the callable the same figures', async () => {
    const sent = { from: '2026-11-01', to: '2026-11-20', company: 'c-mills', department: '' };
    const viaCallable = await getHiringInsights.handle(
      { auth: callableAuth('admin-1', true), data: sent },
      () => deps,
    );
    expect(viaCallable).toEqual(await insights('?from=2026-11-01&to=2026-11-20&company=c-mills'));
  });

  it('answers 401 without a token, 403 for a candidate, 400 for a bad range', async () => {
    expect((await request(app).get('/api/admin/insights')).status).toBe(401);
    const candidate = await request(app)
      .get('/api/admin/insights')
      .set('Authorization', `Bearer ${callers.candidateToken}`);
    expect(candidate.status).toBe(403);
    const reversed = await request(app)
      .get('/api/admin/insights?from=2026-11-20&to=2026-11-01')
      .set('Authorization', `Bearer ${callers.adminToken}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.error).toMatchObject({
      reason: 'invalid-input',
      fields: { from: MESSAGES.insightsRangeOrder },
    });
    const notADate = await request(app)
      .get('/api/admin/insights?to=2026-02-30')
      .set('Authorization', `Bearer ${callers.adminToken}`);
    expect(notADate.body.error).toMatchObject({ fields: { to: MESSAGES.insightsDate } });
  });
});
