// Facts about the Firebase project that web, functions, scripts and tests must agree on. Files that
// cannot import them keep a literal copy, checked against these by scripts/repo-checks:
// firebase.json (the functions region and the Firestore location) and firestore.rules / storage.rules (the admin claim).

/**
 * Where every Cloud Function runs, the Firestore database and the Storage bucket live: Mumbai, the
 * region nearest the portal's users in Pakistan that has all three (docs/deployment.md, "Region").
 * The web app calls its callables there; the emulator's URLs carry it too.
 */
export const FUNCTIONS_REGION = 'asia-south1';

/**
 * The custom claim that makes an account an administrator (`{ admin: true }`), set by scripts/ or
 * an admin-only callable, never by anything a user can write (ARCHITECTURE section 3).
 */
export const ADMIN_CLAIM = 'admin';

/** The claims an administrator's ID token carries: for granting, seeding and signing in tests. */
export const ADMIN_CLAIMS: Readonly<Record<typeof ADMIN_CLAIM, true>> = { [ADMIN_CLAIM]: true };

/**
 * The ids the app creates (seeded slugs and Firestore auto-ids), as a regular expression source
 * without anchors, for patterns that embed it (a route's `:id`).
 */
export const DOCUMENT_ID_MAX_LENGTH = 128;
export const DOCUMENT_ID_SOURCE = `[A-Za-z0-9_-]{1,${String(DOCUMENT_ID_MAX_LENGTH)}}`;

/** A whole value that can be a document id: anything else is refused before it reaches Firestore. */
export const DOCUMENT_ID_PATTERN = new RegExp(`^${DOCUMENT_ID_SOURCE}$`);
