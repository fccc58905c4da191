import { describe, expect, it } from 'vitest';
import { applicationId, COLLECTIONS, STORAGE_PATHS } from './collections.ts';
import { createConverter, reviveDates } from './converter.ts';

class FakeTimestamp {
  constructor(private readonly millis: number) {}
  toDate() {
    return new Date(this.millis);
  }
}

describe('reviveDates', () => {
  it('turns nested Timestamps into Dates and leaves other values alone', () => {
    const revived = reviveDates({
      postedAt: new FakeTimestamp(1_000),
      education: [{ from: 2015, at: new FakeTimestamp(2_000) }],
      title: 'Dyeing Manager',
      hidden: false,
      test: null,
    }) as Record<string, unknown>;
    expect(revived['postedAt']).toEqual(new Date(1_000));
    expect(revived['education']).toEqual([{ from: 2015, at: new Date(2_000) }]);
    expect(revived['title']).toBe('Dyeing Manager');
    expect(revived['hidden']).toBe(false);
    expect(revived['test']).toBeNull();
  });
});

describe('createConverter', () => {
  type Degree = { title: string; createdAt: Date };
  const converter = createConverter<Degree>();

  it('drops the id on write and adds it back on read', () => {
    const written = converter.toFirestore({ id: 'bsc', title: 'BSc', createdAt: new Date(5) });
    expect(written).toEqual({ title: 'BSc', createdAt: new Date(5) });
    const read = converter.fromFirestore({
      id: 'bsc',
      data: () => ({ title: 'BSc', createdAt: new FakeTimestamp(5) }),
    });
    expect(read).toEqual({ id: 'bsc', title: 'BSc', createdAt: new Date(5) });
  });
});

describe('collections', () => {
  it('builds ids and storage paths', () => {
    expect(COLLECTIONS.screeningQuestions).toBe('screeningQuestions');
    expect(applicationId('job1', 'uid1')).toBe('job1_uid1');
    expect(STORAGE_PATHS.resume('u1', 'cv.pdf')).toBe('candidates/u1/resume/cv.pdf');
    expect(STORAGE_PATHS.departmentPicture('spinning', 'p.png')).toBe('departments/spinning/p.png');
  });
});
