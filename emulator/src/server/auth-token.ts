// Who is calling, from the Authorization header (HTTP) or `authorization` metadata (gRPC).
//
// The Firebase emulators accept unsigned JWTs: the Auth emulator issues them and
// `@firebase/rules-unit-testing` builds them from `mockUserToken` (with `alg: none` and an empty
// signature). Like Firebase's emulators we decode the payload without verifying a signature or the
// expiry; uid is `sub` (or `user_id`). The literal token `owner` is the emulators' admin credential
// (firebase-admin sends it when talking to an emulator) and bypasses Security Rules.

import type { AuthContext } from '../rules/index.ts';

export type Caller = { kind: 'owner' } | { kind: 'client'; auth: AuthContext };

export const OWNER: Caller = { kind: 'owner' };

const SCHEME = /^\s*(?:bearer|firebase)\s+(\S+)\s*$/i;

export function callerFromAuthorization(header: string | undefined | null): Caller {
  const token = header ? SCHEME.exec(header)?.[1] : undefined;
  if (!token) return { kind: 'client', auth: null };
  if (token === 'owner') return OWNER;
  return { kind: 'client', auth: authFromJwt(token) };
}

/** Decodes the claims of an (unverified) JWT; null when it is not one or names no user. */
export function authFromJwt(jwt: string): AuthContext {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
  const token = claims as Record<string, unknown>;
  const uid = typeof token.sub === 'string' && token.sub !== '' ? token.sub : token.user_id;
  return typeof uid === 'string' && uid !== '' ? { uid, token } : null;
}

/** Short description for log lines. */
export function describeCaller(caller: Caller): string {
  if (caller.kind === 'owner') return 'owner';
  return caller.auth ? `uid=${caller.auth.uid}` : 'unauthenticated';
}
