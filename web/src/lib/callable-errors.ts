import type { RefusalReason } from '@careers/domain/callables';
import { DATA_ERROR_MESSAGES, MESSAGES } from '@careers/domain/constants';

/** What a failed callable means for a page. */
export type CallableErrorReading = {
  /**
   * Why the server refused (`details.reason`, from the domain's REFUSALS); pages branch on this,
   * never on the message. Null when the call failed without a refusal (network, a server fault).
   */
  reason: RefusalReason | null;
  /** The callable protocol's code without the SDK's `functions/` prefix ('failed-precondition'); null for other errors. */
  code: string | null;
  /** One sentence for the user: the server's, without the status the SDK appends, or ours. */
  message: string;
  /** Per-field messages (`details.fields`: 'title', 'answers[1].answer', 'education.0.to'). */
  fields: Record<string, string>;
};

type ErrorLike = { code?: unknown; message?: unknown; details?: unknown };

const FUNCTIONS_PREFIX = 'functions/';

/** The Functions SDK (v12) appends the HTTP status to the server's message: '… before applying. [412]'. */
const SDK_STATUS_SUFFIX = /\s*\[\d{3}\]$/;

/** Codes the SDK itself produces, without an answer from our code: said in our words. */
const TRANSPORT_MESSAGES: Readonly<Record<string, string>> = {
  internal: MESSAGES.somethingWentWrong,
  unavailable: MESSAGES.networkError,
  'deadline-exceeded': MESSAGES.networkError,
};

/** The callable codes the SDK gives a request that never reached the server ('internal': a failed fetch). */
const CALLABLE_NETWORK_CODES = new Set(['internal', 'unavailable', 'deadline-exceeded']);

const STORAGE_PREFIX = 'storage/';
/** Firestore's codes that mean the request did not get through, and Storage's (without its prefix). */
const FIRESTORE_NETWORK_CODES = new Set(['unavailable', 'deadline-exceeded']);
const STORAGE_NETWORK_CODES = new Set(['retry-limit-exceeded']);

const FIRESTORE_MESSAGES: Readonly<Record<string, string>> = DATA_ERROR_MESSAGES.firestore;
const STORAGE_MESSAGES: Readonly<Record<string, string>> = DATA_ERROR_MESSAGES.storage;

/** The browser says it has no connection (jsdom and Node say nothing: online). */
const offline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

const NOT_A_CALLABLE = { reason: null, code: null, fields: {} } as const;

/**
 * What a Firestore or Storage error (not a callable's) says to the user: FirestoreError's codes are
 * bare ('permission-denied'), StorageError's prefixed ('storage/unauthorized'); both are
 * FirebaseErrors. A failure to reach the service reads as offline when the browser says so.
 */
const dataErrorMessage = (error: unknown, code: unknown): string => {
  const firebase = error instanceof Error && error.name === 'FirebaseError' && typeof code === 'string';
  if (!firebase) return MESSAGES.somethingWentWrong;
  const storageCode = code.startsWith(STORAGE_PREFIX) ? code.slice(STORAGE_PREFIX.length) : null;
  const network =
    storageCode === null ? FIRESTORE_NETWORK_CODES.has(code) : STORAGE_NETWORK_CODES.has(storageCode);
  if (network && offline()) return DATA_ERROR_MESSAGES.offline;
  const known = storageCode === null ? FIRESTORE_MESSAGES[code] : STORAGE_MESSAGES[storageCode];
  return known ?? MESSAGES.somethingWentWrong;
};

const fieldsOf = (details: unknown): Record<string, string> => {
  const fields = (details as { fields?: unknown } | null | undefined)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

/** Reasons are kebab-case words ('profile-incomplete'). */
const REASON_SHAPE = /^[a-z]+(-[a-z]+)*$/;

/**
 * The refusal's reason. The server's reasons are the domain's REFUSALS (functions/src/lib/callable.ts
 * refuses with no other), so its shape is checked, not the table: the table stays out of the pages'
 * bundles, and a reason this build does not know simply matches no page's branch.
 */
const reasonOf = (details: unknown): RefusalReason | null => {
  const reason = (details as { reason?: unknown } | null | undefined)?.reason;
  return typeof reason === 'string' && REASON_SHAPE.test(reason) ? (reason as RefusalReason) : null;
};

/**
 * The one reader of a failure in the web app: what the Functions SDK throws
 * (`{ code: 'functions/<code>', message: '<server message> [NNN]', details: { reason, fields } }`)
 * as `{ reason, code, message, fields }`. Firestore's and Storage's errors (issue 31) have no
 * reason, code or fields, and their message is ours for their code (DATA_ERROR_MESSAGES); a
 * request that never got through, with the browser offline, reads 'You are offline…'. Without a
 * Firebase import: the codes are read, not the classes. Anything else reads 'Something went wrong'.
 */
export const readCallableError = (error: unknown): CallableErrorReading => {
  const { code, message, details } = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  if (typeof code !== 'string' || !code.startsWith(FUNCTIONS_PREFIX)) {
    return { ...NOT_A_CALLABLE, message: dataErrorMessage(error, code) };
  }
  const protocolCode = code.slice(FUNCTIONS_PREFIX.length);
  const reason = reasonOf(details);
  const fields = fieldsOf(details);
  const serverMessage = typeof message === 'string' ? message.replace(SDK_STATUS_SUFFIX, '').trim() : '';
  // A refusal's message is written for the user; without a reason, the transport codes are the
  // SDK's own ('internal' for a failed fetch) or a server fault, whose text is not for users.
  const transport =
    reason === null
      ? offline() && CALLABLE_NETWORK_CODES.has(protocolCode)
        ? DATA_ERROR_MESSAGES.offline
        : TRANSPORT_MESSAGES[protocolCode]
      : undefined;
  return {
    reason,
    code: protocolCode,
    message: transport ?? (serverMessage || Object.values(fields)[0] || MESSAGES.somethingWentWrong),
    fields,
  };
};

/** One line for a refused action (a toast, a dialog): the server's message, or its first field's. */
export const callableErrorMessage = (error: unknown): string => readCallableError(error).message;

/**
 * The message for the control of one input (a field's helper text): the server's message for that
 * field when it names it, else the refusal's own, so a refusal that names no field still shows there.
 */
export const fieldErrorMessage = (error: unknown, field: string): string => {
  const refusal = readCallableError(error);
  return refusal.fields[field] ?? refusal.message;
};
