import type { WithId } from '../types/common.ts';

// A Firestore converter that works with both the web SDK (firebase/firestore/lite) and the admin
// SDK: both hand `fromFirestore` a snapshot with `id` and `data()`, both return Timestamps that have
// `toDate()`, and both store a `Date` as a Timestamp. Domain types use `Date`, so reads revive them.

type TimestampLike = { toDate(): Date };

export type SnapshotLike = {
  id: string;
  data(options?: unknown): Record<string, unknown> | undefined;
};

const isTimestampLike = (value: unknown): value is TimestampLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { toDate?: unknown }).toDate === 'function' &&
  !(value instanceof Date);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Replaces every Timestamp inside a document (nested maps and arrays included) with a Date. */
export const reviveDates = (value: unknown): unknown => {
  if (isTimestampLike(value)) return value.toDate();
  if (Array.isArray(value)) return value.map(reviveDates);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, reviveDates(inner)]));
  }
  return value;
};

export type DomainConverter<T extends object> = {
  toFirestore(model: T | WithId<T>): Record<string, unknown>;
  fromFirestore(snapshot: SnapshotLike): WithId<T>;
};

/**
 * The `id` lives in the document path, not in its fields: it is removed on write and added on read.
 * Cast to the SDK's `FirestoreDataConverter` at the SDK boundary (web/src/lib/firebase, functions).
 */
export const createConverter = <T extends object>(): DomainConverter<T> => ({
  toFirestore(model) {
    const { id: _id, ...fields } = model as Record<string, unknown>;
    return fields;
  },
  fromFirestore(snapshot) {
    const fields = reviveDates(snapshot.data() ?? {}) as T;
    return { ...fields, id: snapshot.id };
  },
});
