// Public contract of the rules engine. The Firestore and Storage servers depend on these shapes
// exactly, so changes here are breaking changes for them.

export type FirestoreValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string | number }
  | { doubleValue: number }
  | { timestampValue: string /* RFC 3339 */ }
  | { stringValue: string }
  | { bytesValue: string /* base64 */ }
  | { referenceValue: string /* projects/{p}/databases/(default)/documents/... */ }
  | { geoPointValue: { latitude: number; longitude: number } }
  | { arrayValue: { values?: FirestoreValue[] } }
  | { mapValue: { fields?: Record<string, FirestoreValue> } };

export type FirestoreDocument = {
  /** 'jobs/abc', relative to the database's documents, no leading slash. */
  path: string;
  fields: Record<string, FirestoreValue>;
};

export type AuthContext = {
  uid: string;
  /** Decoded JWT claims: email, email_verified, firebase.sign_in_provider, admin, ... */
  token: Record<string, unknown>;
} | null;

export type RulesMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export type QueryFilter = {
  field: string;
  op: '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'not-in' | 'array-contains' | 'array-contains-any';
  value: FirestoreValue;
};

export type QueryConstraints = {
  filters: QueryFilter[];
  limit?: number;
  offset?: number;
  orderBy?: { field: string; direction: 'ASC' | 'DESC' }[];
};

export type DocumentLookups = {
  /** path relative like 'profiles/u1' */
  get(path: string): FirestoreDocument | null;
  /** Defaults to get. */
  getAfter?(path: string): FirestoreDocument | null;
};

export type StorageObject = {
  name: string;
  bucket: string;
  size: number;
  contentType: string;
  metadata?: Record<string, string>;
  timeCreated?: Date;
  updated?: Date;
  md5Hash?: string;
  crc32c?: string;
  etag?: string;
  generation?: string;
  metageneration?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  cacheControl?: string;
};

/**
 * `request.time`: a Date, or nanoseconds since the Unix epoch where a millisecond is too coarse
 * (Firestore's commit times are microseconds, and `request.time` equals the commit's server
 * timestamps). Defaults to the time of the evaluation.
 */
export type RequestTime = Date | bigint;

export type FirestoreEvaluation = {
  service: 'cloud.firestore';
  /** Defaults to '(default)'. */
  database?: string;
  // Document path for get/create/update/delete; collection path (e.g. 'jobs') for list, or
  // '**/applications' for a collection-group query over every 'applications' collection
  // ('tests/t1/**/questions' for one under a document).
  path: string;
  method: RulesMethod;
  auth: AuthContext;
  time?: RequestTime;
  resource: FirestoreDocument | null;
  requestResource?: FirestoreDocument | null;
  query?: QueryConstraints;
  lookups?: DocumentLookups;
  /** Defaults to 10 (single-document requests); pass 20 for batches and transactions. */
  accessLimit?: number;
};

export type StorageEvaluation = {
  service: 'firebase.storage';
  bucket: string;
  /** Object name, e.g. 'candidates/u1/resume/cv.pdf'. */
  path: string;
  method: RulesMethod;
  auth: AuthContext;
  time?: RequestTime;
  resource: StorageObject | null;
  requestResource?: StorageObject | null;
  /**
   * Cross-service reads: `firestore.get()` / `firestore.exists()` read the project's `(default)`
   * Firestore database through these (paths relative like 'admins/u1'). Without them the calls are
   * errors, which deny.
   */
  firestore?: DocumentLookups;
};

export type RulesDecision = {
  allowed: boolean;
  reason: string;
};

export type RulesServiceName = 'cloud.firestore' | 'firebase.storage';

export type Ruleset = {
  readonly services: RulesServiceName[];
  evaluate(input: FirestoreEvaluation | StorageEvaluation): RulesDecision;
};
