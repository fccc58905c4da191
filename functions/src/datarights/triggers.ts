// The data-rights capability's deployed functions (src/index.ts exports them): each trigger loads
// its module on its instance's first call, so a cold start loads only that function's code
// (lib/triggers.ts).
import { ERASURE_ID_KEY } from '../config/env.ts';
import { callableTrigger, scheduleTrigger } from '../lib/triggers.ts';

const dataRightsCallables = () => import('./callables/data-rights-callables.ts');

export const exportCandidateData = callableTrigger('exportCandidateData', dataRightsCallables);
// An erasure of a candidate with many applications moves each in its own transaction.
// The functions that erase read the erasure records' key (config/env.ts) from Secret Manager.
export const eraseCandidate = callableTrigger('eraseCandidate', dataRightsCallables, {
  timeoutSeconds: 300,
  secrets: [ERASURE_ID_KEY],
});
export const setLegalHold = callableTrigger('setLegalHold', dataRightsCallables);
export const getCandidateDataRights = callableTrigger('getCandidateDataRights', dataRightsCallables);
export const keepAccount = callableTrigger('keepAccount', dataRightsCallables);
export const getRetentionPolicy = callableTrigger('getRetentionPolicy', dataRightsCallables);
export const setRetentionPolicy = callableTrigger('setRetentionPolicy', dataRightsCallables);

// An erasure runs seven steps over a candidate's documents and files: the platform's longest.
export const resumeErasures = scheduleTrigger(
  { schedule: 'every 5 minutes', timeoutSeconds: 540, secrets: [ERASURE_ID_KEY] },
  async () => (await import('./scheduled/resume-erasures.ts')).resumeErasures,
);
export const sweepRetention = scheduleTrigger(
  { schedule: 'every day 03:00', timeoutSeconds: 540, secrets: [ERASURE_ID_KEY] },
  async () => (await import('./scheduled/sweep-retention.ts')).sweepRetention,
);
