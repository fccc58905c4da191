// Timestamps. Stored documents keep their times as microseconds since the epoch (Firestore's
// precision); timestamp values are canonical strings `YYYY-MM-DDTHH:MM:SS.ffffffZ`, which order
// correctly as plain strings for Firestore's whole range (years 1 to 9999).

import { FirestoreError } from './errors.ts';

export type ProtoTimestamp = { seconds: string | number; nanos?: number };

const MIN_SECONDS = -62135596800; // 0001-01-01T00:00:00Z
const MAX_SECONDS = 253402300799; // 9999-12-31T23:59:59Z

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?([Zz]|[+-]\d{2}:\d{2})$/;

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

export function canonicalTimestamp(seconds: number, micros: number): string {
  if (!Number.isInteger(seconds) || seconds < MIN_SECONDS || seconds > MAX_SECONDS) {
    throw FirestoreError.invalidArgument(
      'Timestamp out of range: must be between 0001-01-01 and 9999-12-31.',
    );
  }
  const date = new Date(seconds * 1000);
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}` +
    `T${pad(date.getUTCHours(), 2)}:${pad(date.getUTCMinutes(), 2)}:${pad(date.getUTCSeconds(), 2)}` +
    `.${pad(micros, 6)}Z`
  );
}

/** Parses an RFC 3339 string (REST) or a {seconds, nanos} object (gRPC) to canonical form. */
export function parseTimestamp(input: unknown): string {
  if (typeof input === 'string') {
    const m = RFC3339.exec(input);
    if (!m) throw FirestoreError.invalidArgument(`Invalid timestamp: ${JSON.stringify(input)}.`);
    const [, y, mo, d, h, mi, s, frac, zone] = m as unknown as string[];
    let seconds = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`) / 1000;
    if (Number.isNaN(seconds))
      throw FirestoreError.invalidArgument(`Invalid timestamp: ${JSON.stringify(input)}.`);
    if (zone && zone !== 'Z' && zone !== 'z') {
      const sign = zone.startsWith('-') ? -1 : 1;
      seconds -= sign * (Number(zone.slice(1, 3)) * 3600 + Number(zone.slice(4, 6)) * 60);
    }
    const micros = frac ? Number(frac.padEnd(9, '0').slice(0, 6)) : 0;
    return canonicalTimestamp(seconds, micros);
  }
  if (input && typeof input === 'object' && 'seconds' in input) {
    const { seconds, nanos } = input as ProtoTimestamp;
    const n = Number(nanos ?? 0);
    if (!Number.isInteger(n) || n < 0 || n > 999_999_999) {
      throw FirestoreError.invalidArgument('Invalid timestamp: nanos out of range.');
    }
    return canonicalTimestamp(Number(seconds), Math.floor(n / 1000));
  }
  if (input && typeof input === 'object') {
    // proto3 default: a Timestamp message with both fields zero decodes to {}.
    return canonicalTimestamp(0, 0);
  }
  throw FirestoreError.invalidArgument(`Invalid timestamp: ${JSON.stringify(input)}.`);
}

export function timestampFromMicros(micros: number): string {
  const seconds = Math.floor(micros / 1_000_000);
  return canonicalTimestamp(seconds, micros - seconds * 1_000_000);
}

export function microsFromTimestamp(canonical: string): number {
  const seconds = Date.parse(canonical.slice(0, 19) + 'Z') / 1000;
  return seconds * 1_000_000 + Number(canonical.slice(20, 26));
}

export function protoTimestampFromCanonical(canonical: string): { seconds: string; nanos: number } {
  const seconds = Math.round(Date.parse(canonical.slice(0, 19) + 'Z') / 1000);
  return { seconds: String(seconds), nanos: Number(canonical.slice(20, 26)) * 1000 };
}

export function protoTimestampFromMicros(micros: number): { seconds: string; nanos: number } {
  const seconds = Math.floor(micros / 1_000_000);
  return { seconds: String(seconds), nanos: (micros - seconds * 1_000_000) * 1000 };
}

/**
 * The emulator's clock: commit times strictly increase (each commit is a distinct version, which
 * Listen and preconditions rely on), read times never go backwards, and a commit is always later
 * than every read time already handed out.
 *
 * That last rule is Firestore's consistency contract: a result "as of" read time R holds every
 * commit at or before R. Times come from Date.now() (millisecond steps), so a Listen target
 * answered at R (CURRENT, then a global snapshot at R) and a commit in the same millisecond would
 * otherwise both be R: the SDK then takes the target's result at R as final and ignores the
 * commit's change at the same version. (The full SDK synthesises "missing" for a document target
 * that is CURRENT without the document, and that deletion at R overwrote the client's own
 * acknowledged write at R: the listener showed the document as deleted, for good.)
 */
export class Clock {
  private lastCommit = 0;
  private lastRead = 0;

  /** A new commit time in microseconds, later than every commit and read time so far. */
  tick(): number {
    const now = Date.now() * 1000;
    const floor = Math.max(this.lastCommit, this.lastRead) + 1;
    this.lastCommit = now >= floor ? now : floor;
    return this.lastCommit;
  }

  /** The current read time: never before the latest commit or an earlier read time. */
  now(): number {
    this.lastRead = Math.max(Date.now() * 1000, this.lastCommit, this.lastRead);
    return this.lastRead;
  }
}
