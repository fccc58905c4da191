import { describe, expect, it } from 'vitest';

import {
  histogramQuantile,
  insightCounterMonths,
  insightDaysOfMonths,
  insightMonthsOfDays,
  mergeInsightDocs,
  normaliseSource,
  recountInsights,
  scoreBandOf,
  sourceOfVisit,
  weekStartOf,
} from './insights.ts';

describe('normaliseSource', () => {
  it('reads every spelling of a channel as its one label', () => {
    for (const raw of [
      'linkedin',
      'LinkedIn',
      ' LINKEDIN ',
      'utm_source=linkedin',
      'https://www.linkedin.com/feed/',
      'https://uk.linkedin.com',
      'lnkd.in',
    ]) {
      expect(normaliseSource(raw)).toBe('LinkedIn');
    }
    expect(normaliseSource('https://pk.indeed.com/viewjob?jk=1')).toBe('Indeed');
    expect(normaliseSource('rozee.pk')).toBe('Rozee.pk');
  });

  it('keeps an unknown channel in its own words, and reads nothing as Direct', () => {
    expect(normaliseSource('https://www.jobsforall.example/x')).toBe('jobsforall.example');
    expect(normaliseSource('Campus Fair')).toBe('campus fair');
    expect(normaliseSource('')).toBe('Direct');
    expect(normaliseSource(null)).toBe('Direct');
    expect(normaliseSource('<script>')).toBe('script');
    expect(normaliseSource('x'.repeat(100))).toHaveLength(40);
  });
});

describe('sourceOfVisit', () => {
  it('prefers source, then utm_source, then another site that referred, else nothing (Direct)', () => {
    expect(sourceOfVisit({ source: 'linkedin', utmSource: 'indeed' })).toBe('linkedin');
    expect(sourceOfVisit({ utmSource: 'Indeed', referrer: 'https://facebook.com/' })).toBe('Indeed');
    expect(sourceOfVisit({ referrer: 'https://l.facebook.com/l.php', ownHost: 'careers.test' })).toBe(
      'l.facebook.com',
    );
    expect(normaliseSource(sourceOfVisit({ referrer: 'https://l.facebook.com/l.php' }))).toBe('Facebook');
    expect(sourceOfVisit({ referrer: 'https://careers.test/careers', ownHost: 'careers.test' })).toBeNull();
    expect(sourceOfVisit({})).toBeNull();
  });
});

describe('histogramQuantile', () => {
  it('takes the nearest rank', () => {
    // Values 1, 2, 2, 3, 10: median 2, p90 10 (rank ceil(4.5) = 5).
    expect(histogramQuantile({ '1': 1, '2': 2, '3': 1, '10': 1 }, 0.5)).toBe(2);
    expect(histogramQuantile({ '1': 1, '2': 2, '3': 1, '10': 1 }, 0.9)).toBe(10);
    expect(histogramQuantile({ '4': 1, '7': 1 }, 0.5)).toBe(4);
    expect(histogramQuantile({}, 0.5)).toBeNull();
  });
});

describe('bands and weeks', () => {
  it('puts 100% in the top band and weeks on Monday', () => {
    expect([0, 9, 10, 89, 90, 100].map(scoreBandOf)).toEqual([0, 0, 1, 8, 9, 9]);
    expect(weekStartOf('2026-11-22')).toBe('2026-11-16');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
  });
});

describe('recountInsights', () => {
  it('counts each stage once, from the first time it is reached', () => {
    const at = (iso: string) => new Date(iso);
    const [doc] = recountInsights([
      {
        jobId: 'j1',
        jobTitle: 'Weaver',
        appliedAt: at('2026-11-02T05:00:00Z'),
        statusHistory: [
          { status: 'applied', at: at('2026-11-02T05:00:00Z') },
          { status: 'shortlisted', at: at('2026-11-05T05:00:00Z') },
          { status: 'test-invited', at: at('2026-11-06T05:00:00Z') },
          { status: 'test-taken', at: at('2026-11-07T05:00:00Z') },
          { status: 'selected', at: at('2026-11-12T05:00:00Z') },
        ],
        scorePercent: 80,
      },
    ]);
    expect(doc?.day).toBe('2026-11-02');
    expect(doc?.jobs['j1']).toMatchObject({
      stages: { applied: 1, shortlisted: 1, testTaken: 1, selected: 1 },
      days: { shortlisted: { '3': 1 }, testTaken: { '5': 1 }, selected: { '10': 1 } },
      sources: { Direct: { applied: 1, shortlisted: 1 } },
      scores: { '80': { taken: 1, selected: 1 } },
    });
  });
});

describe('counter documents per job and month', () => {
  const at = (iso: string) => new Date(iso);
  const application = (jobId: string, appliedAt: string) => ({
    jobId,
    jobTitle: `Job ${jobId}`,
    appliedAt: at(appliedAt),
    statusHistory: [{ status: 'applied' as const, at: at(appliedAt) }],
  });

  it('stores days as one document per job and month, and reads them back as the same days', () => {
    const days = recountInsights([
      application('j1', '2026-10-31T05:00:00Z'),
      application('j1', '2026-11-01T05:00:00Z'),
      application('j1', '2026-11-01T06:00:00Z'),
      application('j2', '2026-11-01T05:00:00Z'),
    ]);
    const months = insightMonthsOfDays(days);
    expect(months.map((doc) => [doc.jobId, doc.month, Object.keys(doc.days)])).toEqual([
      ['j1', '2026-10', ['2026-10-31']],
      ['j1', '2026-11', ['2026-11-01']],
      ['j2', '2026-11', ['2026-11-01']],
    ]);
    expect(months[1]?.meta?.title).toBe('Job j1');
    expect(months[1]?.days['2026-11-01']?.stages).toEqual({ applied: 2 });
    expect(mergeInsightDocs(insightDaysOfMonths(months))).toEqual(days);
  });

  it('reads the months a range of days touches', () => {
    expect(insightCounterMonths({ from: '2026-10-25', to: '2026-12-05' })).toEqual({
      from: '2026-10',
      to: '2026-12',
    });
  });
});
