import { QUERY_PARAMS } from '@careers/domain/constants';
import { sourceOfVisit } from '@careers/domain/rules';

import { STORAGE_KEYS } from '@/config/storage-keys';

// Where an applicant came from (issue 22): a job link's `?source=` or `utm_source=`, else the
// site that referred the visitor, as the first page of the visit saw it, in its own words (the
// server normalises it: "linkedin" and "www.linkedin.com" both become "LinkedIn"). Kept in the browser like
// the chosen job is kept on the way (registration, email confirmation, the wizard), and sent with
// the application, which the server normalises again. The last channel named wins over an earlier
// one; a later visit without one ("Direct") keeps it, within SOURCE_TTL_MS.

/** How long a channel is remembered: a candidate may take a few weeks to finish the wizard. */
export const SOURCE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type StoredSource = { source: string; at: number };

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can throw when disabled (private mode, blocked cookies): no source then.
    return null;
  }
};

/** Records the channel of this page load, if it names one. Call once, as the app starts. */
export const recordVisitSource = (
  location: Pick<Location, 'search' | 'host'> = globalThis.location,
  referrer: string = globalThis.document?.referrer ?? '',
  now: number = Date.now(),
): void => {
  const params = new URLSearchParams(location.search);
  const source = sourceOfVisit({
    source: params.get(QUERY_PARAMS.source),
    utmSource: params.get(QUERY_PARAMS.utmSource),
    referrer,
    ownHost: location.host,
  });
  if (!source) return;
  try {
    storage()?.setItem(STORAGE_KEYS.visitSource, JSON.stringify({ source, at: now } satisfies StoredSource));
  } catch {
    // Full or disabled storage: the application will read "Direct".
  }
};

/** The channel this browser came from, or null (Direct, or remembered too long ago). */
export const readVisitSource = (now: number = Date.now()): string | null => {
  try {
    const stored = JSON.parse(storage()?.getItem(STORAGE_KEYS.visitSource) ?? 'null') as StoredSource | null;
    if (!stored || typeof stored.source !== 'string' || typeof stored.at !== 'number') return null;
    return now - stored.at <= SOURCE_TTL_MS ? stored.source : null;
  } catch {
    return null;
  }
};
