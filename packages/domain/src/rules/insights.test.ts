import { describe, expect, it } from 'vitest';

import {
  histogramQuantile,
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
