import { defaultDeps } from '../../deps.ts';
import { sweepExpiredSessions } from '../services/finalise-session.ts';

/**
 * `sweepExpiredTestSessions`, every 5 minutes (assessments/triggers.ts): finalises test sessions
 * whose deadline passed with nobody there (the browser closed), so their scores reach the admins.
 * The same finalising as the candidate's and the admin's reads (services/finalise-session.ts), which
 * already end such a session whenever it is touched; tests call the service directly.
 */
export const sweepExpiredTestSessions = async (): Promise<void> => {
  const { examined, finalised } = await sweepExpiredSessions(defaultDeps());
  if (examined > 0)
    console.info(`Test sessions: ${String(examined)} past their deadline, ${String(finalised)} finalised.`);
};
