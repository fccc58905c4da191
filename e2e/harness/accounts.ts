import { randomUUID } from 'node:crypto';

import { stackInfo } from './stack.ts';

// Accounts made directly on the stack's Auth emulator (what the web SDK's sign-up does), for specs
// that need a fresh account without going through the register page, and a reader for profiles.

const identityToolkit = (method: string) =>
  `${stackInfo().urls.auth}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=e2e-api-key`;

const post = async <T>(method: string, body: Record<string, unknown>): Promise<T> => {
  const response = await fetch(identityToolkit(method), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
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
