// @vitest-environment node

import { describe, expect, it } from 'vitest';

import { appliedJobIds } from './get-my-applications';

describe('appliedJobIds', () => {
  it('counts every application except withdrawn ones', () => {
    expect([
      ...appliedJobIds([
        { jobId: 'a', status: 'applied' },
        { jobId: 'b', status: 'withdrawn' },
        { jobId: 'c', status: 'not-selected' },
      ]),
    ]).toEqual(['a', 'c']);
  });
});
