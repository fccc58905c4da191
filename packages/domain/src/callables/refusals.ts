// Why a callable or an `/api` route refuses a request, as a stable machine-readable reason. Every
// refusal the functions give carries one (`details.reason` of the callable's error, `reason` of the
// route's JSON error), so clients branch on it and never on the message, which is for people.
// Reasons are API: kebab-case, never renamed, never shown to users.

/**
 * The callable protocol's error codes our refusals use, with the HTTP status each one is on the
 * `/api` routes (and on the wire of the callable protocol).
 */
export const CALLABLE_CODE_STATUS = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  'already-exists': 409,
  'failed-precondition': 412,
  'resource-exhausted': 429,
  internal: 500,
  unavailable: 503,
} as const;

export type CallableCode = keyof typeof CALLABLE_CODE_STATUS;

/** Every refusal reason, with the code (and so the HTTP status) it is answered with. */
export const REFUSALS = {
  /** A field is missing or malformed: per-field messages in `fields`. */
  'invalid-input': { code: 'invalid-argument' },
  /** An emailed link (confirm, reset) that has expired: ask for a new one. */
  'link-expired': { code: 'invalid-argument' },
  /** An emailed link that is not valid (used, mistyped, for an account that is gone). */
  'link-invalid': { code: 'invalid-argument' },
  /** Signed out, or a token that is invalid, expired or of an account that is gone. */
  'sign-in-required': { code: 'unauthenticated' },
  /** Sign-in with a wrong email or password. */
  'wrong-credentials': { code: 'unauthenticated' },
  /** A call for administrators made by anyone else. */
  'admins-only': { code: 'permission-denied' },
  /** A candidate's call made by an administrator. */
  'candidates-only': { code: 'permission-denied' },
  /** Someone else's data: another user's id, email or storage folder. */
  'not-yours': { code: 'permission-denied' },
  'account-disabled': { code: 'permission-denied' },
  /** Erasing one's account with a password that is not the account's. */
  'wrong-password': { code: 'permission-denied' },
  /** Erasing a candidate an admin placed on legal hold: nothing is erased until the hold is lifted. */
  'legal-hold': { code: 'failed-precondition' },
  /** What the call names does not exist (or the caller may not know that it does). */
  'not-found': { code: 'not-found' },
  /** Applying: the job is not open to applications (missing, closed, hidden, deleted alike). */
  'job-unavailable': { code: 'not-found' },
  /** Starting a test the caller's application does not invite them to. */
  'test-not-invited': { code: 'not-found' },
  /** A test call before the caller's session of that job's test was started. */
  'test-not-started': { code: 'not-found' },
  /** Creating what exists already (a catalog entry with that id). */
  'already-exists': { code: 'already-exists' },
  /** Applying again for a job applied for. */
  'already-applied': { code: 'already-exists' },
  /** Applying again for a job whose application the candidate withdrew. */
  'application-withdrawn': { code: 'already-exists' },
  /** Inviting to the admin team someone who is on it. */
  'already-admin': { code: 'already-exists' },
  /** Registering with an email another account has. */
  'email-in-use': { code: 'already-exists' },
  /** The profile lacks a step the call needs (apply, the review's Submit). */
  'profile-incomplete': { code: 'failed-precondition' },
  /** Applying before accepting the privacy policy's current version (a new one was published). */
  'policy-not-accepted': { code: 'failed-precondition' },
  /** Applying before the account's email is confirmed. */
  'email-unconfirmed': { code: 'failed-precondition' },
  'email-already-confirmed': { code: 'failed-precondition' },
  'account-has-no-email': { code: 'failed-precondition' },
  /** The job's end date has passed: it takes no more applications. */
  'applications-closed': { code: 'failed-precondition' },
  /** The profile's CV file cannot be found. */
  'resume-unavailable': { code: 'failed-precondition' },
  /** The CV was replaced while applying: try again. */
  'resume-changed': { code: 'failed-precondition' },
  'already-withdrawn': { code: 'failed-precondition' },
  /** Withdrawing after the application was shortlisted or decided. */
  'withdrawal-closed': { code: 'failed-precondition' },
  /** Deleting what jobs (or tests, or taken sessions) still use; the message names them. */
  'in-use': { code: 'failed-precondition' },
  /** Changing a deleted job: restore it first. */
  'job-deleted': { code: 'failed-precondition' },
  /** Opening a job whose end date has passed. */
  'job-ended': { code: 'failed-precondition' },
  /** "Top candidates" on a job that is not closed. */
  'job-not-closed': { code: 'failed-precondition' },
  /** "Top candidates" with nobody shortlisted. */
  'none-shortlisted': { code: 'failed-precondition' },
  /** Undoing "not selected" after its mail went to the candidate. */
  'decision-mailed': { code: 'failed-precondition' },
  /** Inviting to the test of a job that has none. */
  'job-has-no-test': { code: 'failed-precondition' },
  /** An applicant action that does not apply to this applicant now (the message says why). */
  'applicant-not-eligible': { code: 'failed-precondition' },
  /** Starting a test after the application was withdrawn, removed or decided. */
  'test-invitation-closed': { code: 'failed-precondition' },
  /** Starting a test whose question bank cannot give one paper. */
  'test-bank-empty': { code: 'failed-precondition' },
  /** A test call after the candidate submitted the test. */
  'test-submitted': { code: 'failed-precondition' },
  /** A test call after the deadline: the test was submitted with the answers saved before it. */
  'test-time-over': { code: 'failed-precondition' },
  /** Answering a question that is not on the candidate's screen (another part). */
  'question-not-on-screen': { code: 'failed-precondition' },
  /** An admin invitation past its expiry: ask for a new one. */
  'invitation-expired': { code: 'failed-precondition' },
  /** An admin invitation that was accepted already. */
  'invitation-used': { code: 'failed-precondition' },
  /** Accepting an admin invitation signed in with another address than the invited one. */
  'invitation-wrong-account': { code: 'permission-denied' },
  /** Removing the only admin left. */
  'last-admin': { code: 'failed-precondition' },
  /** An admin removing themselves (another admin must). */
  'cannot-remove-self': { code: 'failed-precondition' },
  /** Too many attempts or emails: `retryAfterSeconds` says when to try again. */
  'rate-limited': { code: 'resource-exhausted' },
  /** An account email could not be sent now. */
  'mail-not-sent': { code: 'unavailable' },
  /** An upload could not be stored now. */
  'storage-unavailable': { code: 'unavailable' },
} as const satisfies Record<string, { code: CallableCode }>;

export type RefusalReason = keyof typeof REFUSALS;

export const REFUSAL_REASONS = Object.keys(REFUSALS) as RefusalReason[];

export const isRefusalReason = (value: unknown): value is RefusalReason =>
  typeof value === 'string' && Object.hasOwn(REFUSALS, value);
