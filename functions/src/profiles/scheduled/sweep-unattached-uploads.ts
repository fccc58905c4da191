import { defaultDeps } from '../../deps.ts';
import { sweepUnattachedUploads as sweep } from '../services/sweep-unattached-uploads.ts';

/**
 * `sweepUnattachedUploads`, every day (profiles/triggers.ts): deletes candidates' uploads older
 * than a day that their profile does not point at (services/sweep-unattached-uploads.ts). Tests
 * call the service directly.
 */
export const sweepUnattachedUploads = async (): Promise<void> => {
  const { examined, deleted } = await sweep(defaultDeps());
  console.info(
    `Candidate uploads: ${String(examined)} older than a day judged, ${String(deleted.length)} never attached deleted.`,
  );
};
