import { describe, expect, it } from 'vitest';
import {
  CAREER_LEVELS,
  CGPA_RANGE,
  DATE_POSTED_FILTERS,
  FILE_LIMITS,
  JOB_STATUSES,
  JOB_TYPES,
  LANDING,
  OFFICE_LOCATIONS,
  PAGE_SIZES,
  PHONE_MAX_DIGITS,
  QUESTION_TYPES,
  SORT_OPTIONS,
  TEST_LEVELS,
  TEST_QUESTION_COUNTS,
  TEST_RULES,
  TIMINGS,
} from './index.ts';

describe('enumerations', () => {
  it('job statuses, career levels and job types match the spec', () => {
    expect(JOB_STATUSES).toEqual(['open', 'closed', 'archived']);
    expect(CAREER_LEVELS).toEqual(['Entry', 'Mid', 'Advanced']);
    expect(JOB_TYPES).toEqual(['Permanent', 'Contractual']);
  });

  it('career levels match test levels when lowercased (the job form filters tests this way)', () => {
    expect(CAREER_LEVELS.map((level) => level.toLowerCase())).toEqual([...TEST_LEVELS]);
  });

  it('test question counts run from 10 to 60 in steps of 10 and fit the step limit', () => {
    expect(TEST_QUESTION_COUNTS).toEqual([10, 20, 30, 40, 50, 60]);
    const maxSteps = Math.ceil(Math.max(...TEST_QUESTION_COUNTS) / TEST_RULES.questionsPerStep);
    expect(maxSteps).toBe(TEST_RULES.maxSteps);
  });

  it('question types and sort options', () => {
    expect(QUESTION_TYPES).toEqual(['aptitude', 'technical']);
    expect(SORT_OPTIONS).toEqual(['newest', 'oldest']);
  });

  it('office locations carry the spec coordinates', () => {
    expect(OFFICE_LOCATIONS).toEqual([
      { label: 'Head Office', lat: 31.523551, lng: 74.3555 },
      { label: 'HTD site', lat: 31.2485, lng: 74.170661 },
      { label: 'Spinning and Weaving site', lat: 31.243925, lng: 73.978562 },
    ]);
  });

  it('date filters use real durations (Last 30 days is 30 days, not 14; ARCHITECTURE section 4), shortest first', () => {
    const byId = Object.fromEntries(DATE_POSTED_FILTERS.map((filter) => [filter.id, filter]));
    const day = 24 * 60 * 60 * 1000;
    expect(byId['hour']?.durationMs).toBe(60 * 60 * 1000);
    expect(byId['24h']?.durationMs).toBe(day);
    expect(byId['7d']?.durationMs).toBe(7 * day);
    expect(byId['14d']?.durationMs).toBe(14 * day);
    expect(byId['30d']?.durationMs).toBe(30 * day);
    expect(byId['all']?.durationMs).toBeNull();
    expect(DATE_POSTED_FILTERS.map((filter) => filter.label)).toEqual([
      'Last hour',
      'Last 24 hours',
      'Last 7 days',
      'Last 14 days',
      'Last 30 days',
      'All',
    ]);
  });
});

describe('limits', () => {
  it('file limits are the spec byte counts and types', () => {
    expect(FILE_LIMITS.resume.maxBytes).toBe(3145728);
    expect(FILE_LIMITS.picture.maxBytes).toBe(1572864);
    expect(FILE_LIMITS.resume.extensions).toEqual(['pdf', 'doc', 'docx']);
    expect(FILE_LIMITS.picture.contentTypes).toEqual(['image/jpeg', 'image/png']);
  });

  it('numeric limits', () => {
    expect(CGPA_RANGE).toEqual({ min: 1, max: 5 });
    expect(PHONE_MAX_DIGITS).toBe(11);
    expect(PAGE_SIZES.tests).toBe(10);
    expect(PAGE_SIZES.questions).toBe(10);
    expect(PAGE_SIZES.applicantHistory).toBe(3);
    expect(TEST_RULES.timerTickMs).toBe(60000);
    expect(TIMINGS).toEqual({
      questionSubmitDelayMs: 300,
      adminNotificationMs: 2000,
      publicNotificationMs: 5000,
    });
  });

  it('landing page constants', () => {
    expect(LANDING.departmentTabs).toBe(9);
    expect(LANDING.defaultDepartmentTab).toBe(5);
    expect(LANDING.typingPeriodMs).toBe(1000);
    expect(LANDING.recruitmentPhases).toHaveLength(5);
    expect(LANDING.whyJoinUs).toEqual(['Hire', 'Develop', 'Grow']);
  });
});
