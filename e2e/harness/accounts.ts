import { randomUUID } from 'node:crypto';

import { FUNCTIONS_REGION } from '@careers/domain/constants';
import { renderPdf } from '@careers/scripts/pdf';

import { stackInfo } from './stack.ts';

// Accounts made directly on the stack's Auth emulator (what the web SDK's sign-up does), for specs
// that need a fresh account without going through the register page, and a reader for profiles.

const identityToolkit = (method: string) =>
  `${stackInfo().urls.auth}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=e2e-api-key`;

const post = async <T>(method: string, body: Record<string, unknown>, token?: string): Promise<T> => {
  const response = await fetch(identityToolkit(method), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`accounts:${method} failed: ${json.error?.message ?? response.status}`);
  return json;
};

/** An address no other test uses. */
export const uniqueEmail = (label: string) => `e2e.${label}.${randomUUID().slice(0, 8)}@careers.test`;

/** Creates an account (signed-up, email not confirmed) with a display name; returns its uid. */
export const createAccount = async (input: { email: string; password: string; displayName: string }) => {
  const { localId, idToken } = await post<{ localId: string; idToken: string }>('signUp', {
    email: input.email,
    password: input.password,
    returnSecureToken: true,
  });
  await post('update', { idToken, displayName: input.displayName, returnSecureToken: false });
  return { uid: localId };
};

/** Marks the account's address confirmed (the emulator's owner credential, as the mailed link would). */
export const confirmEmail = async (uid: string): Promise<void> => {
  await post('update', { localId: uid, emailVerified: true }, 'owner');
};

/** Signs in over REST: the account's ID token, for calling the functions as that account. */
export const idTokenOf = async (email: string, password: string): Promise<string> =>
  (await post<{ idToken: string }>('signInWithPassword', { email, password, returnSecureToken: true }))
    .idToken;

/** Calls one of our callables over the callable protocol (`{ data }`) as the holder of `idToken`. */
export const callFunction = async <T = unknown>(name: string, data: unknown, idToken: string): Promise<T> => {
  const { urls, projectId } = stackInfo();
  const response = await fetch(`${urls.functions}/${projectId}/${FUNCTIONS_REGION}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data }),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${name} failed: ${JSON.stringify(json)}`);
  return json;
};

/** Signs in over REST: the account's uid, or an error for a wrong password. */
export const signInUid = async (email: string, password: string): Promise<string> =>
  (await post<{ localId: string }>('signInWithPassword', { email, password, returnSecureToken: true }))
    .localId;

type FirestoreValue = {
  stringValue?: string;
  booleanValue?: boolean;
  nullValue?: null;
  integerValue?: string;
  arrayValue?: { values?: unknown[] };
  mapValue?: { fields?: Record<string, FirestoreValue> };
};

/** A document's top-level fields, read with the emulator's owner token (bypasses the rules). */
export const readDocumentFields = async (path: string): Promise<Record<string, FirestoreValue> | null> => {
  const { urls, projectId } = stackInfo();
  const response = await fetch(
    `${urls.firestore}/v1/projects/${projectId}/databases/(default)/documents/${path}`,
    {
      headers: { authorization: 'Bearer owner' },
    },
  );
  if (response.status === 404) return null;
  return ((await response.json()) as { fields: Record<string, FirestoreValue> }).fields;
};

/** Top-level fields of the documents of `collection` whose `field` equals `value` (owner token). */
export const queryDocumentFields = async (
  collection: string,
  field: string,
  value: string,
): Promise<Record<string, FirestoreValue>[]> => {
  const { urls, projectId } = stackInfo();
  const response = await fetch(
    `${urls.firestore}/v1/projects/${projectId}/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: collection }],
          where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
        },
      }),
    },
  );
  const rows = (await response.json()) as { document?: { fields: Record<string, FirestoreValue> } }[];
  return rows.flatMap((row) => (row.document ? [row.document.fields] : []));
};

/**
 * A candidate ready to apply: a confirmed account, a CV of its own in Storage (its bytes name the
 * uid, so no two are alike) and the submitted profile `templateProfile` (a seeded one) copied under
 * their name, written with the emulators' owner credential (what the seed does).
 */
export const createCandidateFromProfile = async (input: {
  label: string;
  password: string;
  firstName: string;
  lastName: string;
  templateProfile: string;
}) => {
  const { urls, projectId } = stackInfo();
  const email = uniqueEmail(input.label);
  const { uid } = await createAccount({
    email,
    password: input.password,
    displayName: `${input.firstName} ${input.lastName}`,
  });
  await confirmEmail(uid);

  const fileName = `${input.firstName.toLowerCase()}-cv.pdf`;
  const resumePath = `candidates/${uid}/resume/${fileName}`;
  // A real one-page PDF (the review page shows it in the browser's viewer), its title unique.
  const cv = renderPdf(
    [{ text: `${input.firstName} ${input.lastName}`, size: 18, bold: true }, { text: 'Curriculum vitae' }],
    `CV ${uid}`,
  );
  const upload = await fetch(
    `${urls.storage}/upload/storage/v1/b/${projectId}.appspot.com/o?uploadType=media&name=${encodeURIComponent(resumePath)}`,
    {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/pdf' },
      body: new Uint8Array(cv),
    },
  );
  if (!upload.ok) throw new Error(`CV upload failed: ${String(upload.status)} ${await upload.text()}`);

  const profile = await readDocumentFields(input.templateProfile);
  if (!profile) throw new Error(`No profile ${input.templateProfile} to copy`);
  const resume = profile['resume']?.mapValue?.fields ?? {};
  const write = await fetch(
    `${urls.firestore}/v1/projects/${projectId}/databases/(default)/documents/profiles/${uid}`,
    {
      method: 'PATCH',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({
        fields: {
          ...profile,
          firstName: { stringValue: input.firstName },
          middleName: { stringValue: '' },
          lastName: { stringValue: input.lastName },
          email: { stringValue: email },
          avatar: { nullValue: null },
          pendingJobId: { nullValue: null },
          firstJobId: { nullValue: null },
          resume: {
            mapValue: {
              fields: {
                ...resume,
                path: { stringValue: resumePath },
                fileName: { stringValue: fileName },
                size: { integerValue: String(cv.length) },
              },
            },
          },
        },
      }),
    },
  );
  if (!write.ok) throw new Error(`Profile write failed: ${String(write.status)} ${await write.text()}`);

  // The acceptance of the template's policy version, as acceptPrivacyPolicy records it: applying
  // checks this row, not the profile's copy of the consent (issue 31).
  const version = profile['privacyPolicyVersion']?.stringValue;
  if (version) {
    const consent = await fetch(
      `${urls.firestore}/v1/projects/${projectId}/databases/(default)/documents/profiles/${uid}/consents?documentId=e2e-${version}`,
      {
        method: 'POST',
        headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
        body: JSON.stringify({
          fields: {
            version: { stringValue: version },
            acceptedAt: { timestampValue: new Date().toISOString() },
          },
        }),
      },
    );
    if (!consent.ok)
      throw new Error(`Consent write failed: ${String(consent.status)} ${await consent.text()}`);
  }
  return { uid, email, cv };
};
