import { describe, expect, it } from 'vitest';

import { APPLICATION_STATUSES, type ApplicationStatus } from '../types/application.ts';
import {
  canMarkNotSelected,
  canSelect,
  canUndoNotSelected,
  notSelectedMailToCancel,
  PIPELINE_STAGE_OF,
  PIPELINE_STAGES,
  PIPELINE_STATUSES,
  pipelineStageStatuses,
  statusBeforeNotSelected,
} from './decisions.ts';

const history = (...statuses: ApplicationStatus[]) =>
  statuses.map((status, index) => ({ status, at: new Date(Date.UTC(2026, 0, 1 + index)) }));

describe('decisions per person', () => {
  it('select and not selected act on every stage but their own and the ones out of the running', () => {
    const refusedBy = (may: (application: { status: ApplicationStatus }) => boolean) =>
      APPLICATION_STATUSES.filter((status) => !may({ status }));
    expect(refusedBy(canSelect)).toEqual(['selected', 'rejected', 'removed', 'withdrawn']);
    expect(refusedBy(canMarkNotSelected)).toEqual(['not-selected', 'rejected', 'removed', 'withdrawn']);
  });

  it('the undo goes back to the status before, until the decision mail may have reached them', () => {
    const marked = {
      status: 'not-selected' as const,
      statusHistory: history('applied', 'shortlisted', 'not-selected'),
    };
    expect(statusBeforeNotSelected(marked)).toBe('shortlisted');
    expect(canUndoNotSelected({ ...marked, notSelectedMailId: null }, null)).toBe(true);
    expect(canUndoNotSelected(marked, null)).toBe(true);
    const mailed = { ...marked, notSelectedMailId: 'mail-1' };
    // Never delivered: failed, cancelled, or queued with no delivery holding it.
    expect(canUndoNotSelected(mailed, { status: 'failed', lease: null })).toBe(true);
    expect(canUndoNotSelected(mailed, { status: 'cancelled', lease: null })).toBe(true);
    expect(canUndoNotSelected(mailed, { status: 'queued', lease: null })).toBe(true);
    expect(canUndoNotSelected(mailed, { status: 'queued' })).toBe(true);
    // Sent, being sent right now, or a record nobody can find: as if told.
    expect(canUndoNotSelected(mailed, { status: 'sent', lease: null })).toBe(false);
    expect(canUndoNotSelected(mailed, { status: 'queued', lease: 'delivery-1' })).toBe(false);
    expect(canUndoNotSelected(mailed, null)).toBe(false);
    const selected = { status: 'selected' as const, statusHistory: history('applied', 'selected') };
    expect(statusBeforeNotSelected(selected)).toBeNull();
    expect(canUndoNotSelected(selected, null)).toBe(false);
  });

  it('cancels on undo only a decision mail no delivery holds', () => {
    expect(notSelectedMailToCancel({ status: 'failed', lease: null })).toBe(true);
    expect(notSelectedMailToCancel({ status: 'queued', lease: null })).toBe(true);
    expect(notSelectedMailToCancel({ status: 'cancelled', lease: null })).toBe(false);
    expect(notSelectedMailToCancel({ status: 'sent', lease: null })).toBe(false);
    expect(notSelectedMailToCancel(null)).toBe(false);
  });

  it('the pipeline reads every status but withdrawn and removed', () => {
    expect(APPLICATION_STATUSES.filter((status) => !PIPELINE_STATUSES.includes(status))).toEqual([
      'removed',
      'withdrawn',
    ]);
    expect(PIPELINE_STATUSES.map((status) => PIPELINE_STAGE_OF[status])).not.toContain(null);
  });

  it("splits the pipeline's statuses into its columns, each status in one", () => {
    expect(pipelineStageStatuses('applied')).toEqual(['applied', 'under-review']);
    expect(pipelineStageStatuses('not-selected')).toEqual(['not-selected', 'rejected']);
    expect(PIPELINE_STAGES.flatMap(pipelineStageStatuses).sort()).toEqual([...PIPELINE_STATUSES].sort());
  });
});
