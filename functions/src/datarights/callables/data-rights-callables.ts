import { onCallable } from '../../lib/callable.ts';
import { eraseCandidate as eraseCandidateService } from '../services/erase-candidate.ts';
import { exportCandidateData as exportCandidateDataService } from '../services/export-data.ts';
import { setLegalHold as setLegalHoldService } from '../services/legal-hold.ts';
import {
  getCandidateDataRights as getCandidateDataRightsService,
  getRetentionPolicy as getRetentionPolicyService,
  keepAccount as keepAccountService,
  setRetentionPolicy as setRetentionPolicyService,
} from '../services/retention.ts';

export const exportCandidateData = onCallable('exportCandidateData', (input, { caller, deps }) =>
  exportCandidateDataService(deps, caller, input),
);

export const eraseCandidate = onCallable('eraseCandidate', (input, { caller, deps }) =>
  eraseCandidateService(deps, caller, input),
);

export const setLegalHold = onCallable('setLegalHold', (input, { caller, deps }) =>
  setLegalHoldService(deps, caller, input),
);

export const getCandidateDataRights = onCallable('getCandidateDataRights', (input, { deps }) =>
  getCandidateDataRightsService(deps, input),
);

export const keepAccount = onCallable('keepAccount', (input, { deps }) => keepAccountService(deps, input));

export const getRetentionPolicy = onCallable('getRetentionPolicy', (_input, { deps }) =>
  getRetentionPolicyService(deps),
);

export const setRetentionPolicy = onCallable('setRetentionPolicy', (input, { caller, deps }) =>
  setRetentionPolicyService(deps, caller, input),
);
