import { describe, expect, it } from 'vitest';

import { applicantQuerySchema } from '../schemas/applicant-query.ts';
import { EMPTY_APPLICANT_QUERY, type ApplicantQuery } from '../types/applicant-search.ts';
import { applicantsSelectionSchema } from '../schemas/applicants.ts';
import type { Application } from '../types/application.ts';
import { applicantSearchEntryOf } from './applicant-search-entry.ts';
import { applicantSearchPlan, isNarrowedApplicantQuery } from './applicant-search.ts';
// The deployed indexes (repository root): what the search's queries need must be there.
import indexesFile from '../../../../firestore.indexes.json' with { type: 'json' };

const NOW = new Date('2026-03-10T09:00:00Z');
const application = (): Pick<
  Application,
  'jobId' | 'jobTitle' | 'uid' | 'status' | 'appliedAt' | 'candidate'
> => ({
  jobId: 'senior-spinning-engineer',
  jobTitle: 'Senior Spinning Engineer',
  uid: 'u1',
  status: 'applied',
  appliedAt: new Date('2026-03-01T09:00:00Z'),
  candidate: {
    firstName: 'Ayesha',
    middleName: '',
    lastName: 'Khán',
    email: 'Ayesha.Khan@Example.com',
    phoneNumber: '03001234567',
    city: 'Faisalabad',
    address: 'Peoples Colony',
    avatar: null,
    resume: null,
    totalExperience: 4,
    education: [
      {
        institute: 'NTU',
        degree: 'BS Textile Engineering',
        fieldOfStudy: 'Spinning',
        cgpa: 3.4,
        percentage: null,
        from: 2015,
        to: 2019,
      },
      {
        institute: 'NTU',
        degree: 'MS Textile',
        fieldOfStudy: '',
        cgpa: 3.7,
        percentage: null,
        from: 2019,
        to: 2021,
      },
    ],
    career: [],
  },
});

describe('applicantSearchEntryOf', () => {
  it('holds what the admin searches by, the score as a percentage, and the words of each', () => {
    const entry = applicantSearchEntryOf(application(), { score: 12, totalQuestions: 20 }, NOW);
    expect(entry).toMatchObject({
      name: 'Ayesha Khán',
      email: 'Ayesha.Khan@Example.com',
      experience: 4,
      cgpa: 3.4,
      degrees: ['BS Textile Engineering', 'MS Textile'],
      scorePercent: 60,
      updatedAt: NOW,
    });
    expect(entry.searchTokens).toEqual(
      expect.arrayContaining([
        'ayesha',
        'khan',
        'faisalabad',
        'textile',
        'engineering',
        'spinning',
        'ayesha.khan@example.com',
      ]),
    );
  });

  it('has no score before the test is taken', () => {
    expect(applicantSearchEntryOf(application(), null, NOW).scorePercent).toBeNull();
    expect(
      applicantSearchEntryOf(application(), { score: null, totalQuestions: null }, NOW).scorePercent,
    ).toBeNull();
  });
});

const query = (change: Partial<ApplicantQuery>): ApplicantQuery => ({ ...EMPTY_APPLICANT_QUERY, ...change });

describe('applicantSearchPlan', () => {
  it("lists a job's active applicants newest first", () => {
    expect(applicantSearchPlan(query({ jobId: 'j1' }))).toEqual({
      where: [
        { field: 'jobId', op: '==', value: 'j1' },
        { field: 'status', op: 'in', value: expect.not.arrayContaining(['removed', 'not-selected']) },
      ],
      orderBy: { field: 'appliedAt', direction: 'desc' },
    });
  });

  it('looks up one word (or a whole address) and every range asked for', () => {
    expect(
      applicantSearchPlan(
        query({
          view: 'shortlisted',
          text: 'Khán textile',
          scoreMin: 50,
          scoreMax: 90,
          experienceMin: 2,
          cgpaMin: 3,
        }),
      ).where,
    ).toEqual([
      { field: 'status', op: '==', value: 'shortlisted' },
      { field: 'searchTokens', op: 'array-contains', value: 'textile' },
      { field: 'scorePercent', op: '>=', value: 50 },
      { field: 'scorePercent', op: '<=', value: 90 },
      { field: 'experience', op: '>=', value: 2 },
      { field: 'cgpa', op: '>=', value: 3 },
    ]);
    expect(applicantSearchPlan(query({ text: ' Ayesha.Khan@Example.com ' })).where[1]).toEqual({
      field: 'searchTokens',
      op: 'array-contains',
      value: 'ayesha.khan@example.com',
    });
  });

  it('tells a narrowed query from a status view', () => {
    expect(isNarrowedApplicantQuery(query({ view: 'hidden' }))).toBe(false);
    expect(isNarrowedApplicantQuery(query({ text: ' — ' }))).toBe(false);
    expect(isNarrowedApplicantQuery(query({ experienceMax: 0 }))).toBe(true);
  });
});

describe('applicantsSelectionSchema', () => {
  it('takes chosen ids or a search, not both and not neither', async () => {
    expect(await applicantsSelectionSchema.validate({ jobId: 'j1', applicationIds: ['j1_u1'] })).toEqual({
      jobId: 'j1',
      applicationIds: ['j1_u1'],
    });
    expect(await applicantsSelectionSchema.validate({ jobId: 'j1', matching: { text: 'khan' } })).toEqual({
      jobId: 'j1',
      applicationIds: [],
      matching: query({ text: 'khan' }),
    });
    await expect(
      applicantsSelectionSchema.validate({ jobId: 'j1', applicationIds: ['j1_u1'], matching: {} }),
    ).rejects.toThrow('Send the chosen applicants or the search, not both.');
    await expect(applicantsSelectionSchema.validate({ jobId: 'j1' })).rejects.toThrow(
      'Select at least one applicant.',
    );
  });
});

describe('applicantQuerySchema', () => {
  it('fills what is not sent and refuses ranges upside down', async () => {
    expect(await applicantQuerySchema.validate({ jobId: 'j1' })).toEqual(query({ jobId: 'j1' }));
    await expect(applicantQuerySchema.validate({ scoreMin: 80, scoreMax: 20 })).rejects.toThrow(
      'Highest score cannot be below the lowest.',
    );
    await expect(applicantQuerySchema.validate({ view: 'everyone' })).rejects.toThrow(
      'Choose which applicants to show.',
    );
    await expect(applicantQuerySchema.validate({ scoreMax: 101 })).rejects.toThrow(
      'Highest score must be at most 100.',
    );
  });
});

// ------------------------------------------------------------ indexes

type IndexField = { fieldPath: string; order?: string; arrayConfig?: string };

/** The composite index of a plan: equality fields, the word, the order, then the range fields by name. */
const indexKey = (plan: ReturnType<typeof applicantSearchPlan>): string => {
  const fields: IndexField[] = [
    ...plan.where
      .filter((c) => c.op === '==' || c.op === 'in')
      .map((c) => ({ fieldPath: c.field, order: 'ASCENDING' })),
    ...plan.where
      .filter((c) => c.op === 'array-contains')
      .map((c) => ({ fieldPath: c.field, arrayConfig: 'CONTAINS' })),
    { fieldPath: 'appliedAt', order: 'DESCENDING' },
    ...[...new Set(plan.where.filter((c) => c.op === '>=' || c.op === '<=').map((c) => c.field))]
      .sort()
      .map((field) => ({ fieldPath: field, order: 'DESCENDING' })),
  ];
  return fields.map((field) => `${field.fieldPath}:${field.order ?? field.arrayConfig ?? ''}`).join(',');
};

describe('firestore.indexes.json', () => {
  it('has the index of every query the search can make, and no other applicantSearch index', () => {
    const required = new Set<string>();
    for (const jobId of [null, 'j1'])
      for (const view of ['active', 'applied'] as const)
        for (const text of ['', 'textile'])
          for (const scoreMin of [null, 50])
            for (const experienceMin of [null, 2])
              for (const cgpaMin of [null, 3])
                required.add(
                  indexKey(
                    applicantSearchPlan(query({ jobId, view, text, scoreMin, experienceMin, cgpaMin })),
                  ),
                );
    const declared = new Set(
      (indexesFile as { indexes: { collectionGroup: string; fields: IndexField[] }[] }).indexes
        .filter((index) => index.collectionGroup === 'applicantSearch')
        .map((index) =>
          index.fields
            .map((field) => `${field.fieldPath}:${field.order ?? field.arrayConfig ?? ''}`)
            .join(','),
        ),
    );
    expect([...required].filter((key) => !declared.has(key))).toEqual([]);
    expect([...declared].filter((key) => !required.has(key))).toEqual([]);
    expect(required.size).toBe(32);
  });
});
