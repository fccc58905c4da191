import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../types/application.ts';
import {
  ADMIN_STATUS_LABELS,
  appendStatus,
  CANDIDATE_STAGE_LABELS,
  CANDIDATE_STAGE_OF,
  CANDIDATE_STAGES,
  candidateTimeline,
  canWithdraw,
  isApplicationClosed,
  withdrawRefusal,
} from './application-status.ts';

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9));

describe('status vocabularies', () => {
  it('gives every status an admin label and a candidate stage, and every stage a label', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(ADMIN_STATUS_LABELS[status]).toMatch(/\S/);
      expect(CANDIDATE_STAGES).toContain(CANDIDATE_STAGE_OF[status]);
    }
    for (const stage of CANDIDATE_STAGES) expect(CANDIDATE_STAGE_LABELS[stage]).toMatch(/\S/);
  });

  it("gives the admin the stage's word where a status is its own stage, and keeps the ways out apart", () => {
    for (const status of APPLICATION_STATUSES) {
      const stage = CANDIDATE_STAGE_OF[status];
      if (stage === status) expect(ADMIN_STATUS_LABELS[status]).toBe(CANDIDATE_STAGE_LABELS[stage]);
    }
    const { applied, rejected, removed } = ADMIN_STATUS_LABELS;
    expect({ applied, rejected, removed }).toEqual({
      applied: 'Applied',
      rejected: 'Rejected',
      removed: 'Removed',
    });
  });

  it('shows the candidate the timeline the issue names, in order', () => {
    expect(CANDIDATE_STAGES.map((stage) => CANDIDATE_STAGE_LABELS[stage])).toEqual([
      'Submitted',
      'Under review',
      'Shortlisted',
      'Invited to test',
      'Test taken',
      'Invited to interview',
      'Selected',
      'Not selected',
      'Withdrawn',
    ]);
  });

  it('never tells the candidate "rejected" or "removed": both read Not selected', () => {
    expect(CANDIDATE_STAGE_OF.rejected).toBe('not-selected');
    expect(CANDIDATE_STAGE_OF.removed).toBe('not-selected');
    const labels = Object.values(CANDIDATE_STAGE_LABELS).join(' ').toLowerCase();
    expect(labels).not.toMatch(/reject|remov/);
  });
});

describe('withdrawing', () => {
  it('is allowed only before the shortlist', () => {
    expect(APPLICATION_STATUSES.filter((status) => canWithdraw({ status }))).toEqual([
      'applied',
      'under-review',
    ]);
  });

  it.each<[ApplicationStatus, string]>([
    ['withdrawn', 'already-withdrawn'],
    ['shortlisted', 'shortlisted'],
    ['test-invited', 'shortlisted'],
    ['test-taken', 'shortlisted'],
    ['interview-invited', 'shortlisted'],
    ['selected', 'closed'],
    ['not-selected', 'closed'],
    ['rejected', 'closed'],
    ['removed', 'closed'],
  ])('is refused when %s (%s)', (status, reason) => {
    expect(withdrawRefusal({ status })).toBe(reason);
  });

  it('closes the application', () => {
    expect(isApplicationClosed({ status: 'withdrawn' })).toBe(true);
    expect(isApplicationClosed({ status: 'applied' })).toBe(false);
  });
});

describe('appendStatus', () => {
  it('sets the status and appends it to the history, leaving the original untouched', () => {
    const application = { statusHistory: [{ status: 'applied' as const, at: at(1) }] };
    expect(appendStatus(application, 'withdrawn', at(2))).toEqual({
      status: 'withdrawn',
      statusHistory: [
        { status: 'applied', at: at(1) },
        { status: 'withdrawn', at: at(2) },
      ],
    });
    expect(application.statusHistory).toHaveLength(1);
  });
});

describe('candidateTimeline', () => {
  it('labels each change and folds repeats of the same stage', () => {
    expect(
      candidateTimeline([
        { status: 'applied', at: at(1) },
        { status: 'under-review', at: at(2) },
        { status: 'not-selected', at: at(3) },
        { status: 'removed', at: at(4) },
      ]),
    ).toEqual([
      { stage: 'submitted', label: 'Submitted', at: at(1) },
      { stage: 'under-review', label: 'Under review', at: at(2) },
      { stage: 'not-selected', label: 'Not selected', at: at(3) },
    ]);
  });

  it('is empty without history', () => {
    expect(candidateTimeline([])).toEqual([]);
  });
});
