// What the web app says when a read or write that is not a callable fails (issue 31): Firestore's
// and Cloud Storage's own errors, by their codes (FirestoreError's `code`, StorageError's
// `storage/<code>`), in the user's words rather than 'Something went wrong'. The web's one reader
// of errors (web/src/lib/callable-errors.ts) picks them; our own wording, not the spec's.

/** Said whenever the browser reports it has no connection, whatever the SDK's code. */
const OFFLINE = 'You are offline. Check your internet connection and try again.';

export const DATA_ERROR_MESSAGES = {
  offline: OFFLINE,
  /** Firestore's codes (FirestoreErrorCode). */
  firestore: {
    'permission-denied':
      'You do not have access to this. If you were signed out or your access changed, log in again.',
    unauthenticated: 'Your session has ended. Please log in again.',
    unavailable: 'The service cannot be reached right now. Check your internet connection and try again.',
    'deadline-exceeded': 'The server took too long to answer. Please try again.',
    'not-found': 'This was not found: it may have been removed. Reload the page to see what is there now.',
    'already-exists': 'This already exists. Reload the page to see it.',
    'resource-exhausted': 'Too many requests right now. Please wait a minute and try again.',
    'failed-precondition': 'This changed while you were working on it. Reload the page and try again.',
    aborted: 'Someone else changed this at the same time. Please try again.',
    cancelled: 'The request was cancelled.',
    'invalid-argument': 'Something in this request is not valid. Reload the page and try again.',
    'out-of-range': 'Something in this request is not valid. Reload the page and try again.',
  },
  /** Cloud Storage's codes, without the SDK's `storage/` prefix (StorageErrorCode). */
  storage: {
    unauthorized:
      'You may not open or upload this file. If you were signed out or your access changed, log in again.',
    unauthenticated: 'Your session has ended. Please log in again.',
    'quota-exceeded': 'There is no room to store the file right now. Please try again later or contact us.',
    canceled: 'The upload was cancelled.',
    'retry-limit-exceeded':
      'The file could not be transferred: the connection kept failing. Check your internet connection and try again.',
    'object-not-found': 'This file is no longer there. Reload the page to see what is there now.',
    'invalid-checksum': 'The file was damaged on its way. Please try again.',
    'server-file-wrong-size': 'The file was damaged on its way. Please try again.',
    'cannot-slice-blob': 'The file changed on your device while it was being sent. Choose it again.',
  },
} as const;
