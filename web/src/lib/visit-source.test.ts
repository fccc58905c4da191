import { beforeEach, describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '@/config/storage-keys';

import { readVisitSource, recordVisitSource, SOURCE_TTL_MS } from './visit-source';

const own = { host: 'careers.test' };

describe('visit source', () => {
  beforeEach(() => {
    localStorage.removeItem(STORAGE_KEYS.visitSource);
  });

  it('keeps the job link’s source through later pages', () => {
    recordVisitSource({ ...own, search: '?source=linkedin' }, '', 1000);
    // Registration, the wizard: pages of our own, no source.
    recordVisitSource({ ...own, search: '?jobId=abc' }, 'https://careers.test/jobs/abc', 2000);
    expect(readVisitSource(3000)).toBe('linkedin');
  });

  it('reads utm_source and a referring site; a later named channel wins', () => {
    recordVisitSource({ ...own, search: '' }, 'https://www.facebook.com/', 1000);
    expect(readVisitSource(1000)).toBe('www.facebook.com');
    recordVisitSource({ ...own, search: '?utm_source=Indeed' }, '', 2000);
    expect(readVisitSource(2000)).toBe('Indeed');
  });

  it('forgets a channel after thirty days, and reads nothing as null', () => {
    expect(readVisitSource(0)).toBeNull();
    recordVisitSource({ ...own, search: '?source=linkedin' }, '', 0);
    expect(readVisitSource(SOURCE_TTL_MS + 1)).toBeNull();
  });
});
