import type { ApplicationStatus } from '../types/application.ts';
import type { Job } from '../types/job.ts';
import { companyIsoDate, type DateInput } from './company-time.ts';

// Hiring insights (issue 22). The figures are kept as the events happen, in counter documents the
// status-change function of the applications capability updates in the transaction of the change:
// `insightCounters/{jobId}_{month}`, one per job and company month in which applications to it were
// made (the application's cohort), holding that job's counters per day of the month (issue 31: one
// document per day for every job outgrew Firestore's 20,000 fields and 40,000 index entries per
// document; a job's month stays far below, and `meta` and `days` are exempt from indexing in
// firestore.indexes.json). The insights service reads the documents of the months the range
// touches (one per job and month) and folds them, as days (insightDaysOfMonths), into the figures
// with the functions here.

/** The funnel, in order: each application is counted once per stage, when it first reaches it. */
export const FUNNEL_STAGES = ['applied', 'shortlisted', 'testTaken', 'interviewed', 'selected'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
/** The stages after applying, whose times from the application are measured. */
export type LaterStage = Exclude<FunnelStage, 'applied'>;
export const LATER_STAGES: readonly LaterStage[] = ['shortlisted', 'testTaken', 'interviewed', 'selected'];

export const FUNNEL_STAGE_LABELS: Readonly<Record<FunnelStage, string>> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  testTaken: 'Test taken',
  interviewed: 'Interviewed',
  selected: 'Selected',
};

/** The funnel stage a status enters, if any (review, rejections and withdrawals are not stages). */
export const FUNNEL_STAGE_OF: Readonly<Partial<Record<ApplicationStatus, FunnelStage>>> = {
  applied: 'applied',
  shortlisted: 'shortlisted',
  'test-taken': 'testTaken',
  'interview-invited': 'interviewed',
  selected: 'selected',
};

/**
 * The range the page opens with: the last 30 days, today included (one read per job and month with
 * applications, in the one or two months the range touches).
 */
export const INSIGHTS_DEFAULT_RANGE_DAYS = 30;

/** The longest range one request may ask for (a year: one read per job and month with applications). */
export const INSIGHTS_MAX_RANGE_DAYS = 366;

/** Width of a test score band, in percentage points (0–9, 10–19, … 90–100). */
export const SCORE_BAND_WIDTH = 10;

/** The source of an application nobody referred. */
export const DIRECT_SOURCE = 'Direct';

/** Longest source a client may send (a referrer's address included). */
export const SOURCE_INPUT_MAX_LENGTH = 500;

/** Longest stored source label: anything longer is someone's typo or an attack, not a channel. */
export const SOURCE_MAX_LENGTH = 40;

/** Known channels, by the lower-case forms they arrive in (`?source=`, `utm_source=`, a referrer's host). */
const KNOWN_SOURCES: ReadonlyArray<{ label: string; matches: readonly string[] }> = [
  { label: 'LinkedIn', matches: ['linkedin', 'linkedin.com', 'lnkd.in', 'li'] },
  { label: 'Indeed', matches: ['indeed', 'indeed.com'] },
  { label: 'Rozee.pk', matches: ['rozee', 'rozee.pk', 'rozeepk'] },
  { label: 'Facebook', matches: ['facebook', 'facebook.com', 'fb', 'm.facebook.com', 'l.facebook.com'] },
  { label: 'Instagram', matches: ['instagram', 'instagram.com', 'ig'] },
  { label: 'X (Twitter)', matches: ['twitter', 'twitter.com', 'x', 'x.com', 't.co'] },
  { label: 'Google', matches: ['google', 'google.com', 'google.com.pk'] },
  { label: 'Glassdoor', matches: ['glassdoor', 'glassdoor.com'] },
  { label: 'Email', matches: ['email', 'e-mail', 'mail', 'newsletter'] },
  { label: 'Referral', matches: ['referral', 'referred', 'employee-referral'] },
  { label: DIRECT_SOURCE, matches: ['direct', '(direct)', 'none'] },
];

// Built on first use, not at module load: a top-level call would keep the list of channels in every
// bundle that imports anything of this module (the careers pages' entry imports sourceOfVisit).
let sourceByMatch: Map<string, string> | undefined;
const knownSource = (value: string): string | undefined => {
  sourceByMatch ??= new Map(
    KNOWN_SOURCES.flatMap((source) => source.matches.map((match) => [match, source.label] as const)),
  );
  return sourceByMatch.get(value);
};

/** The host of an http(s) address (the domain has no URL class: it runs in the browser and Node alike). */
const hostOf = (value: string): string | null =>
  /^https?:\/\/(?:[^@/?#]*@)?([^/?#:]+)/i.exec(value)?.[1] ?? null;

/**
 * One label per channel, however the link spelled it: `linkedin`, `LinkedIn`, `utm_source=linkedin`,
 * `https://www.linkedin.com/feed` all read "LinkedIn". A source or a referrer's site that is not a
 * known channel keeps its own words (a host without `www.`), so a new job board shows up as itself;
 * nothing (or only blanks) is "Direct".
 */
export const normaliseSource = (raw: string | null | undefined): string => {
  let value = (raw ?? '').trim().toLowerCase();
  if (value.startsWith('utm_source=')) value = value.slice('utm_source='.length);
  if (value.startsWith('source=')) value = value.slice('source='.length);
  value = hostOf(value) ?? value;
  value = value
    .replace(/^www\./, '')
    .replace(/[^\p{L}\p{N} ._-]/gu, '')
    .trim();
  if (!value) return DIRECT_SOURCE;
  const known = knownSource(value);
  if (known) return known;
  // A host of a known channel with another prefix or country suffix (uk.linkedin.com, indeed.co.uk).
  const host = KNOWN_SOURCES.find((source) =>
    source.matches.some((match) => match.includes('.') && value.endsWith(`.${match}`)),
  );
  if (host) return host.label;
  return value.slice(0, SOURCE_MAX_LENGTH);
};

/**
 * Where a visitor came from, as the job link and the browser tell it, in the link's own words:
 * `source`, else `utm_source`, else the referring site's host when it is another site, else null
 * ("Direct"). Not normalised here (the browser carries it as it came; normaliseSource runs on the
 * server), so the careers pages' first paint does not carry the list of channels.
 */
export const sourceOfVisit = (visit: {
  source?: string | null;
  utmSource?: string | null;
  referrer?: string | null;
  ownHost?: string | null;
}): string | null => {
  const named = visit.source?.trim() || visit.utmSource?.trim();
  if (named) return named.slice(0, SOURCE_INPUT_MAX_LENGTH);
  const host = hostOf(visit.referrer?.trim().toLowerCase() ?? '');
  return host && host !== visit.ownHost?.toLowerCase() ? host : null;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `from` to `to` (rounded down; never negative). */
export const wholeDaysBetween = (from: DateInput, to: DateInput): number =>
  Math.max(0, Math.floor((new Date(to).getTime() - new Date(from).getTime()) / DAY_MS));

/** The day of an application's cohort: the company's calendar day it was made on. */
export const insightDay = (appliedAt: DateInput): string => companyIsoDate(appliedAt);

/**
 * The job as the insight counters file an application made for it, and where the applicant came
 * from (`source` as the visit brought it; normalised), frozen on the application when it is made.
 */
export const applicationInsightOf = (job: Job, source: string | null | undefined): ApplicationInsight => ({
  source: normaliseSource(source),
  title: job.title,
  companyId: job.company.id,
  companyTitle: job.company.title,
  departmentId: job.department.id,
  departmentTitle: job.department.title,
  postedOn: companyIsoDate(job.postedAt),
  endsOn: companyIsoDate(job.endDate),
  testId: job.conductTest && job.test ? job.test.id : '',
  testTitle: job.conductTest && job.test ? job.test.title : '',
});

/** The company month ('2026-12') of a company ISO date ('2026-12-07'). */
export const insightMonthOf = (day: string): string => day.slice(0, 7);

/** `insightCounters/{jobId}_{month}`: one job's counters of the applications made in one month. */
export const insightCounterDocId = (jobId: string, month: string): string => `${jobId}_${month}`;

/** The months whose counter documents hold a range of days (both included). */
export const insightCounterMonths = (range: { from: string; to: string }): { from: string; to: string } => ({
  from: insightMonthOf(range.from),
  to: insightMonthOf(range.to),
});

/** The score band of a percentage: 0 for 0–9, … 9 for 90–100. */
export const scoreBandOf = (percent: number): number =>
  Math.min(9, Math.max(0, Math.floor(percent / SCORE_BAND_WIDTH)));

export const scoreBandLabel = (band: number): string =>
  band === 9 ? '90–100%' : `${String(band * SCORE_BAND_WIDTH)}–${String(band * SCORE_BAND_WIDTH + 9)}%`;

/** A score as a whole percentage of the questions. */
export const scorePercent = (score: number, totalQuestions: number): number =>
  totalQuestions > 0 ? Math.round((score / totalQuestions) * 100) : 0;

/** A histogram: how many times each whole number occurred (keys are the numbers as strings). */
export type Histogram = Record<string, number>;

/**
 * The q-quantile (0.5 median, 0.9 p90) of the values a histogram counts, by the nearest-rank
 * method (the smallest value with at least q of the values at or below it); null when empty.
 */
export const histogramQuantile = (histogram: Histogram, q: number): number | null => {
  const entries = Object.entries(histogram)
    .map(([value, count]) => [Number(value), count] as const)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => a - b);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const [value, count] of entries) {
    seen += count;
    if (seen >= rank) return value;
  }
  return entries.at(-1)?.[0] ?? null;
};

/** Adds `from` into `into`, key by key. */
export const addHistogram = (into: Histogram, from: Histogram | undefined): Histogram => {
  for (const [key, count] of Object.entries(from ?? {})) into[key] = (into[key] ?? 0) + count;
  return into;
};

/** What the counters keep of a job (written with every change, so its month's document has it). */
export type InsightJobMeta = {
  title: string;
  companyId: string;
  companyTitle: string;
  departmentId: string;
  departmentTitle: string;
  /** The job's posting date and end date, company ISO dates ('' when unknown). */
  postedOn: string;
  endsOn: string;
  testId: string;
  testTitle: string;
};

/** The job as an application's counters file it (an application from before issue 22: its title only). */
export const insightMetaOf = (application: {
  jobTitle: string;
  insight?: ApplicationInsight | undefined;
}): InsightJobMeta => {
  const insight = application.insight;
  return {
    title: insight?.title ?? application.jobTitle,
    companyId: insight?.companyId ?? '',
    companyTitle: insight?.companyTitle ?? '',
    departmentId: insight?.departmentId ?? '',
    departmentTitle: insight?.departmentTitle ?? '',
    postedOn: insight?.postedOn ?? '',
    endsOn: insight?.endsOn ?? '',
    testId: insight?.testId ?? '',
    testTitle: insight?.testTitle ?? '',
  };
};

/** One job's counters of one day's applications. */
export type InsightJobCounters = {
  meta?: InsightJobMeta;
  stages?: Partial<Record<FunnelStage, number>>;
  /** Whole days from the application to reaching the stage. */
  days?: Partial<Record<LaterStage, Histogram>>;
  sources?: Record<string, { applied?: number; shortlisted?: number }>;
  /** Test results by whole percentage: how many took it, and how many of those were selected. */
  scores?: Record<string, { taken?: number; selected?: number }>;
  /** Whole days from the job's posting to each selection. */
  fill?: Histogram;
};

/** One day's counters of every job (what the report folds; the stored documents are per month). */
export type InsightCounterDoc = { day: string; jobs: Record<string, InsightJobCounters> };

/**
 * `insightCounters/{jobId}_{month}` as stored: server-only (functions write, admins read). `month`
 * and `jobId` are indexed (the range query on `month`); `meta` and `days` are exempt from indexing
 * (firestore.indexes.json), so a document makes a handful of index entries however many it counts.
 */
export type InsightCounterMonthDoc = {
  jobId: string;
  /** Company month, '2026-12'. */
  month: string;
  meta?: InsightJobMeta;
  /** Per company ISO date of the month ('2026-12-07'): that day's applications' counters. */
  days: Record<string, Omit<InsightJobCounters, 'meta'>>;
  /** Written by the demo seed (scripts/seed), replaced by every seed. */
  seeded?: boolean;
};

/**
 * Stored month documents as the days the report folds: one day document per job and day (a job's
 * meta on each of its days). insightsReport adds them up; mergeInsightDocs folds them per day.
 */
export const insightDaysOfMonths = (docs: readonly InsightCounterMonthDoc[]): InsightCounterDoc[] =>
  docs.flatMap((doc) =>
    Object.entries(doc.days ?? {}).map(([day, counters]) => ({
      day,
      jobs: { [doc.jobId]: doc.meta ? { meta: doc.meta, ...counters } : { ...counters } },
    })),
  );

/** Days' counters (recountInsights) as the month documents they are stored in, one per job and month. */
export const insightMonthsOfDays = (docs: readonly InsightCounterDoc[]): InsightCounterMonthDoc[] => {
  const months = new Map<string, InsightCounterMonthDoc>();
  for (const doc of mergeInsightDocs(docs)) {
    const month = insightMonthOf(doc.day);
    for (const [jobId, { meta, ...counters }] of Object.entries(doc.jobs)) {
      const id = insightCounterDocId(jobId, month);
      let entry = months.get(id);
      if (!entry) months.set(id, (entry = { jobId, month, days: {} }));
      if (meta && (!entry.meta || !entry.meta.postedOn)) entry.meta = meta;
      entry.days[doc.day] = counters;
    }
  }
  return [...months.values()];
};

/** An application as the counters need it: frozen at applying (older applications have none). */
export type ApplicationInsight = InsightJobMeta & { source: string };

/** What the page and `GET /api/admin/insights` ask for: company ISO dates, both days included. */
export type InsightsFilter = { from: string; to: string; companyId?: string; departmentId?: string };

export type InsightsReport = {
  from: string;
  to: string;
  companyId: string | null;
  departmentId: string | null;
  /** Each stage with its count and the share of the stage before it that reached it (null: none before). */
  funnel: { stage: FunnelStage; label: string; count: number; conversion: number | null }[];
  /** Whole days from the application to each later stage (selected: time to hire). */
  stageTimes: {
    stage: LaterStage;
    label: string;
    reached: number;
    medianDays: number | null;
    p90Days: number | null;
  }[];
  /** Applications per week (weeks start on Monday), every week of the range. */
  weeks: { weekStart: string; applications: number }[];
  jobs: {
    jobId: string;
    title: string;
    companyTitle: string;
    departmentTitle: string;
    applicants: number;
    shortlisted: number;
    testTaken: number;
    interviewed: number;
    selected: number;
    /** From posting to today or to its end date, whichever is first (null: unknown posting date). */
    daysOpen: number | null;
    /** Median test score, whole percent (null: nobody has taken it). */
    medianScore: number | null;
  }[];
  sources: { source: string; applications: number; shortlisted: number; conversion: number | null }[];
  tests: {
    testId: string;
    testTitle: string;
    taken: number;
    bands: { band: number; label: string; taken: number; selected: number; selectedShare: number | null }[];
  }[];
  /** Whole days from a job's posting to each selection in it, per department. */
  timeToFill: {
    departmentId: string;
    departmentTitle: string;
    selections: number;
    medianDays: number | null;
    p90Days: number | null;
  }[];
  /** The companies and departments that have applications in the range (the filters' options). */
  options: { companies: { id: string; title: string }[]; departments: { id: string; title: string }[] };
};

type MergedJob = Required<Omit<InsightJobCounters, 'meta'>> & { meta: InsightJobMeta | null };

const emptyMergedJob = (): MergedJob => ({
  meta: null,
  stages: {},
  days: {},
  sources: {},
  scores: {},
  fill: {},
});

const mergeJob = (into: MergedJob, from: InsightJobCounters): void => {
  if (from.meta && (!into.meta || !into.meta.postedOn)) into.meta = from.meta;
  for (const stage of FUNNEL_STAGES) {
    const count = from.stages?.[stage];
    if (count) into.stages[stage] = (into.stages[stage] ?? 0) + count;
  }
  for (const stage of LATER_STAGES) {
    if (from.days?.[stage]) into.days[stage] = addHistogram(into.days[stage] ?? {}, from.days[stage]);
  }
  for (const [source, counts] of Object.entries(from.sources ?? {})) {
    const entry = (into.sources[source] ??= {});
    entry.applied = (entry.applied ?? 0) + (counts.applied ?? 0);
    entry.shortlisted = (entry.shortlisted ?? 0) + (counts.shortlisted ?? 0);
  }
  for (const [percent, counts] of Object.entries(from.scores ?? {})) {
    const entry = (into.scores[percent] ??= {});
    entry.taken = (entry.taken ?? 0) + (counts.taken ?? 0);
    entry.selected = (entry.selected ?? 0) + (counts.selected ?? 0);
  }
  addHistogram(into.fill, from.fill);
};

const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

const DAY = 24 * 60 * 60 * 1000;
const isoDayMillis = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const isoDayOf = (millis: number): string => new Date(millis).toISOString().slice(0, 10);

/** The Monday of the week of an ISO date. */
export const weekStartOf = (day: string): string => {
  const millis = isoDayMillis(day);
  const weekday = (new Date(millis).getUTCDay() + 6) % 7;
  return isoDayOf(millis - weekday * DAY);
};

/** Whole days from one ISO date to another (negative when `to` is first). */
export const isoDaysBetween = (from: string, to: string): number =>
  Math.round((isoDayMillis(to) - isoDayMillis(from)) / DAY);

/** The ISO date `days` after (or before, negative) `day`. */
export const addIsoDays = (day: string, days: number): string => isoDayOf(isoDayMillis(day) + days * DAY);

/**
 * The range a request means: `to` (default today) and `from` (default the
 * INSIGHTS_DEFAULT_RANGE_DAYS ending on `to`), company ISO dates.
 */
export const insightsRange = (
  input: { from?: string; to?: string },
  today: string,
): { from: string; to: string } => {
  const to = input.to || today;
  return { from: input.from || addIsoDays(to, -(INSIGHTS_DEFAULT_RANGE_DAYS - 1)), to };
};

const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);

/**
 * The figures of a range, from its days' counters (any order, a job's day in several parts). `today`
 * is the company ISO date the days open are counted to. Only documents of days in the range count,
 * and only jobs of the company and department asked for (jobs with no recorded company match no
 * filter).
 */
export const insightsReport = (
  docs: readonly InsightCounterDoc[],
  filter: InsightsFilter,
  today: string,
): InsightsReport => {
  const jobs = new Map<string, MergedJob>();
  const appliedByDay = new Map<string, Map<string, number>>();
  for (const doc of docs) {
    if (doc.day < filter.from || doc.day > filter.to) continue;
    for (const [jobId, counters] of Object.entries(doc.jobs ?? {})) {
      let job = jobs.get(jobId);
      if (!job) jobs.set(jobId, (job = emptyMergedJob()));
      mergeJob(job, counters);
      const applied = counters.stages?.applied ?? 0;
      if (applied) {
        const days = appliedByDay.get(jobId) ?? new Map<string, number>();
        days.set(doc.day, (days.get(doc.day) ?? 0) + applied);
        appliedByDay.set(jobId, days);
      }
    }
  }

  const companies = new Map<string, string>();
  const departments = new Map<string, string>();
  for (const job of jobs.values()) {
    if (job.meta?.companyId) companies.set(job.meta.companyId, job.meta.companyTitle);
    if (job.meta?.departmentId) departments.set(job.meta.departmentId, job.meta.departmentTitle);
  }

  const chosen = [...jobs.entries()].filter(
    ([, job]) =>
      (!filter.companyId || job.meta?.companyId === filter.companyId) &&
      (!filter.departmentId || job.meta?.departmentId === filter.departmentId),
  );

  const total = emptyMergedJob();
  for (const [, job] of chosen) mergeJob(total, { ...job, meta: undefined });
  const stageCount = (stage: FunnelStage) => total.stages[stage] ?? 0;

  const funnel = FUNNEL_STAGES.map((stage, index) => {
    const before = FUNNEL_STAGES[index - 1];
    return {
      stage,
      label: FUNNEL_STAGE_LABELS[stage],
      count: stageCount(stage),
      conversion: before ? ratio(stageCount(stage), stageCount(before)) : null,
    };
  });

  const stageTimes = LATER_STAGES.map((stage) => {
    const histogram = total.days[stage] ?? {};
    return {
      stage,
      label: FUNNEL_STAGE_LABELS[stage],
      reached: Object.values(histogram).reduce((sum, count) => sum + count, 0),
      medianDays: histogramQuantile(histogram, 0.5),
      p90Days: histogramQuantile(histogram, 0.9),
    };
  });

  const weekly = new Map<string, number>();
  for (
    let week = weekStartOf(filter.from);
    week <= filter.to;
    week = isoDayOf(isoDayMillis(week) + 7 * DAY)
  ) {
    weekly.set(week, 0);
  }
  for (const [jobId] of chosen) {
    for (const [day, count] of appliedByDay.get(jobId) ?? []) {
      const week = weekStartOf(day);
      weekly.set(week, (weekly.get(week) ?? 0) + count);
    }
  }

  const jobRows = chosen
    .map(([jobId, job]) => {
      const meta = job.meta;
      const scores: Histogram = {};
      for (const [percent, counts] of Object.entries(job.scores)) scores[percent] = counts.taken ?? 0;
      const closesOn = meta?.endsOn && meta.endsOn < today ? meta.endsOn : today;
      return {
        jobId,
        title: meta?.title ?? jobId,
        companyTitle: meta?.companyTitle ?? '',
        departmentTitle: meta?.departmentTitle ?? '',
        applicants: job.stages.applied ?? 0,
        shortlisted: job.stages.shortlisted ?? 0,
        testTaken: job.stages.testTaken ?? 0,
        interviewed: job.stages.interviewed ?? 0,
        selected: job.stages.selected ?? 0,
        daysOpen: meta?.postedOn ? Math.max(0, isoDaysBetween(meta.postedOn, closesOn)) : null,
        medianScore: histogramQuantile(scores, 0.5),
      };
    })
    .sort((a, b) => b.applicants - a.applicants || a.title.localeCompare(b.title));

  const sources = Object.entries(total.sources)
    .map(([source, counts]) => ({
      source,
      applications: counts.applied ?? 0,
      shortlisted: counts.shortlisted ?? 0,
      conversion: ratio(counts.shortlisted ?? 0, counts.applied ?? 0),
    }))
    .sort((a, b) => b.applications - a.applications || a.source.localeCompare(b.source));

  const tests = new Map<
    string,
    { testTitle: string; scores: Record<string, { taken?: number; selected?: number }> }
  >();
  for (const [, job] of chosen) {
    if (!job.meta?.testId || Object.keys(job.scores).length === 0) continue;
    const test = tests.get(job.meta.testId) ?? { testTitle: job.meta.testTitle, scores: {} };
    for (const [percent, counts] of Object.entries(job.scores)) {
      const entry = (test.scores[percent] ??= {});
      entry.taken = (entry.taken ?? 0) + (counts.taken ?? 0);
      entry.selected = (entry.selected ?? 0) + (counts.selected ?? 0);
    }
    tests.set(job.meta.testId, test);
  }
  const testRows = [...tests.entries()]
    .map(([testId, test]) => {
      const bands = Array.from({ length: 10 }, (_, band) => ({ band, taken: 0, selected: 0 }));
      for (const [percent, counts] of Object.entries(test.scores)) {
        const band = bands[scoreBandOf(Number(percent))] as (typeof bands)[number];
        band.taken += counts.taken ?? 0;
        band.selected += counts.selected ?? 0;
      }
      return {
        testId,
        testTitle: test.testTitle,
        taken: bands.reduce((sum, band) => sum + band.taken, 0),
        bands: bands.map((band) => ({
          ...band,
          label: scoreBandLabel(band.band),
          selectedShare: ratio(band.selected, band.taken),
        })),
      };
    })
    .sort((a, b) => a.testTitle.localeCompare(b.testTitle));

  const fills = new Map<string, { departmentTitle: string; fill: Histogram }>();
  for (const [, job] of chosen) {
    if (Object.keys(job.fill).length === 0) continue;
    const id = job.meta?.departmentId ?? '';
    const entry = fills.get(id) ?? { departmentTitle: job.meta?.departmentTitle ?? '', fill: {} };
    addHistogram(entry.fill, job.fill);
    fills.set(id, entry);
  }
  const timeToFill = [...fills.entries()]
    .map(([departmentId, entry]) => ({
      departmentId,
      departmentTitle: entry.departmentTitle,
      selections: Object.values(entry.fill).reduce((sum, count) => sum + count, 0),
      medianDays: histogramQuantile(entry.fill, 0.5),
      p90Days: histogramQuantile(entry.fill, 0.9),
    }))
    .sort((a, b) => a.departmentTitle.localeCompare(b.departmentTitle));

  return {
    from: filter.from,
    to: filter.to,
    companyId: filter.companyId ?? null,
    departmentId: filter.departmentId ?? null,
    funnel,
    stageTimes,
    weeks: [...weekly.entries()].map(([weekStart, applications]) => ({ weekStart, applications })),
    jobs: jobRows,
    sources,
    tests: testRows,
    timeToFill,
    options: {
      companies: [...companies.entries()].map(([id, title]) => ({ id, title })).sort(byTitle),
      departments: [...departments.entries()].map(([id, title]) => ({ id, title })).sort(byTitle),
    },
  };
};

/** Counters of the same day added together (parts folded into one, meta kept), by day. */
export const mergeInsightDocs = (docs: readonly InsightCounterDoc[]): InsightCounterDoc[] => {
  const days = new Map<string, Map<string, MergedJob>>();
  for (const doc of docs) {
    const jobs = days.get(doc.day) ?? new Map<string, MergedJob>();
    days.set(doc.day, jobs);
    for (const [jobId, counters] of Object.entries(doc.jobs ?? {})) {
      const job = jobs.get(jobId) ?? emptyMergedJob();
      jobs.set(jobId, job);
      mergeJob(job, counters);
    }
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, jobs]) => ({
      day,
      jobs: Object.fromEntries(
        [...jobs.entries()].map(([jobId, job]) => {
          const { meta, ...counters } = job;
          return [jobId, meta ? { meta, ...counters } : counters];
        }),
      ),
    }));
};

/** What a recount needs of an application. */
export type CountedApplication = {
  jobId: string;
  jobTitle: string;
  appliedAt: Date;
  statusHistory: readonly { status: ApplicationStatus; at: Date }[];
  insight?: ApplicationInsight;
  /** Its finished test's score, whole percent (none: not taken). */
  scorePercent?: number | null;
};

/**
 * The counters a set of applications should have produced, from their status histories: what the
 * status-change function counts one change at a time, recounted from scratch (one document per day,
 * as mergeInsightDocs folds them). Tests compare the two; it also rebuilds counters for
 * applications made before they existed.
 */
export const recountInsights = (applications: readonly CountedApplication[]): InsightCounterDoc[] => {
  const docs: InsightCounterDoc[] = [];
  for (const application of applications) {
    const counters: InsightJobCounters = { stages: {}, days: {}, sources: {}, scores: {}, fill: {} };
    const source = application.insight?.source ?? DIRECT_SOURCE;
    const sourceCounts: { applied?: number; shortlisted?: number } = {};
    const seen = new Set<FunnelStage>();
    for (const change of application.statusHistory) {
      const stage = FUNNEL_STAGE_OF[change.status];
      if (!stage || seen.has(stage)) continue;
      seen.add(stage);
      (counters.stages as Record<string, number>)[stage] = 1;
      if (stage === 'applied') {
        sourceCounts.applied = 1;
        continue;
      }
      (counters.days as Record<string, Histogram>)[stage] = {
        [String(wholeDaysBetween(application.appliedAt, change.at))]: 1,
      };
      if (stage === 'shortlisted') sourceCounts.shortlisted = 1;
      if (stage === 'selected' && application.insight?.postedOn) {
        counters.fill = {
          [String(Math.max(0, isoDaysBetween(application.insight.postedOn, insightDay(change.at))))]: 1,
        };
      }
    }
    counters.sources = { [source]: sourceCounts };
    const percent = application.scorePercent;
    if (percent !== null && percent !== undefined) {
      counters.scores = {
        [String(percent)]: seen.has('selected') ? { taken: 1, selected: 1 } : { taken: 1 },
      };
    }
    docs.push({
      day: insightDay(application.appliedAt),
      jobs: { [application.jobId]: { meta: insightMetaOf(application), ...counters } },
    });
  }
  return mergeInsightDocs(docs);
};
