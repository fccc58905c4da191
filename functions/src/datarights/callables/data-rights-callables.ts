import { onCallable } from '../../lib/callable.ts';
import { eraseCandidate as eraseCandidateService } from '../services/erase-candidate.ts';
import { exportCandidateData as exportCandidateDataService } from '../services/export-data.ts';

export const exportCandidateData = onCallable('exportCandidateData', (input, { caller, deps }) =>
  exportCandidateDataService(deps, caller, input),
);

// An erasure of a candidate with many applications moves each in its own transaction.
export const eraseCandidate = onCallable(
  'eraseCandidate',
  (input, { caller, deps }) => eraseCandidateService(deps, caller, input),
  { timeoutSeconds: 300 },
);
