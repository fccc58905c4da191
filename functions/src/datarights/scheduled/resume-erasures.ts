import { defaultDeps, nowOf, type Deps } from '../../deps.ts';
import { stalledErasures } from '../repositories/erasures-repository.ts';
import { resumeErasure } from '../services/erase-candidate.ts';

/** An erasure untouched this long is taken for dead (a running one records a step every few seconds). */
export const ERASURE_STALL_MS = 10 * 60_000;

const BATCH = 20;

/** Completes the erasures whose run was killed half-way; answers how many it resumed. */
export const resumeStalledErasures = async (deps: Deps): Promise<number> => {
  const before = new Date(nowOf(deps).getTime() - ERASURE_STALL_MS);
  const stalled = (await stalledErasures(deps.db, before, BATCH).get()).docs.map((doc) => doc.data());
  for (const record of stalled) await resumeErasure(deps, record);
  return stalled.length;
};

/** `resumeErasures`, every 5 minutes (datarights/triggers.ts). */
export const resumeErasures = async (): Promise<void> => {
  await resumeStalledErasures(defaultDeps());
};
