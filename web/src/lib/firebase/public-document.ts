// Reading ONE public document (the careers listing's `jobIndex/open`, an open job) with a plain
// HTTPS GET on Firestore's REST API, which is what the lite SDK does underneath. The public pages
// use this for their first, LCP-deciding read: no 30 KiB SDK to download and start before the
// request can go out on a slow phone. Everything else (queries, signed-in reads, writes) goes
// through the lite SDK (`loadFirestore()`); both are subject to the same security rules.
import type { WithId } from '@careers/domain/types';

import { env } from '@/config/env';

import {
  documentsBaseUrl,
  documentUrlSuffix,
  encodeDocumentPath,
  type FirestoreRestConfig,
} from './firestore-rest-url';

/** Firestore's REST `Value` (https://firebase.google.com/docs/firestore/reference/rest/v1/Value). */
export type FirestoreRestValue = {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number | string;
  timestampValue?: string;
  stringValue?: string;
  bytesValue?: string;
  referenceValue?: string;
  geoPointValue?: { latitude: number; longitude: number };
  arrayValue?: { values?: FirestoreRestValue[] };
  mapValue?: { fields?: Record<string, FirestoreRestValue> };
};

/**
 * A REST value as the app's domain types have it: timestamps as Dates (as the converter revives
 * them), integers and doubles as numbers, maps as plain objects.
 */
export const decodeValue = (value: FirestoreRestValue): unknown => {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return new Date(value.timestampValue ?? NaN);
  if ('mapValue' in value) return decodeFields(value.mapValue?.fields ?? {});
  if ('arrayValue' in value) return (value.arrayValue?.values ?? []).map(decodeValue);
  if ('geoPointValue' in value) return { ...value.geoPointValue };
  if ('referenceValue' in value) return value.referenceValue;
  if ('bytesValue' in value) return value.bytesValue;
  return null;
};

export const decodeFields = (fields: Record<string, FirestoreRestValue>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decodeValue(value)]));

/** The REST URL of a document, on the emulator or on Firestore. */
export const documentUrl = (path: string, config: FirestoreRestConfig = env): string =>
  `${documentsBaseUrl(config)}${encodeDocumentPath(path)}${documentUrlSuffix(config)}`;

/**
 * What index.html's inline script started for this page before any of the app's code had loaded
 * (web/build-plugins/route-preloads.ts): the page's document read, keyed by path. Taken once,
 * and only within a few seconds of the page's start.
 */
type EarlyRead = { at: number; response: Promise<Response> };
type EarlyReads = Record<string, EarlyRead | undefined>;
const EARLY_READ_TTL_MS = 10_000;

const takeEarlyRead = (path: string): Promise<Response> | undefined => {
  const reads =
    typeof window === 'undefined'
      ? undefined
      : (window as unknown as { __careersEarlyReads?: EarlyReads }).__careersEarlyReads;
  const early = reads?.[path];
  if (!reads || !early) return undefined;
  reads[path] = undefined;
  return Date.now() - early.at < EARLY_READ_TTL_MS ? early.response : undefined;
};

export class PublicDocumentError extends Error {
  override name = 'PublicDocumentError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * The document at `path` as a visitor may see it, or null when there is none for a visitor: it
 * does not exist (404) or the rules refuse it (403: a closed or hidden job). Network and server
 * failures throw (the page shows its error state with a retry).
 */
export const getPublicDocument = async <T extends object>(
  path: string,
  init?: { signal?: AbortSignal },
): Promise<WithId<T> | null> => {
  const early = takeEarlyRead(path);
  const response =
    (early && (await early.catch(() => null))) ??
    (await fetch(documentUrl(path), { signal: init?.signal, credentials: 'omit' }));
  if (response.status === 404 || response.status === 403) return null;
  if (!response.ok) {
    throw new PublicDocumentError(
      `Reading ${path} failed with HTTP ${String(response.status)}.`,
      response.status,
    );
  }
  const document = (await response.json()) as { name: string; fields?: Record<string, FirestoreRestValue> };
  const id = document.name.split('/').at(-1) ?? '';
  return { ...(decodeFields(document.fields ?? {}) as T), id };
};
