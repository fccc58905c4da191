import type { IdentityToolkitConfig } from '../../config/env.ts';

// The account actions that the admin SDK does not offer, through Firebase Auth's REST API (the
// calls the web SDK's `applyActionCode`, `confirmPasswordReset`, `signInWithEmailAndPassword` and
// `updatePassword` make; the Auth emulator serves the same API). Used by the `/api/users/...`
// routes; the web app calls the SDK directly.

/** Firebase's error identifiers, e.g. 'EXPIRED_OOB_CODE', 'INVALID_OOB_CODE', 'WEAK_PASSWORD'. */
export class IdentityToolkitError extends Error {
  override name = 'IdentityToolkitError';
  readonly reason: string;
  readonly status: number;

  constructor(reason: string, status: number) {
    super(`Identity Toolkit: ${reason}`);
    this.reason = reason;
    this.status = status;
  }
}

/** A signed-in session: the Firebase ID token, the refresh token, and the ID token's lifetime. */
export type IdentitySession = {
  uid: string;
  email: string;
  idToken: string;
  refreshToken: string;
  /** Seconds until the ID token expires (Firebase: 3600). */
  expiresIn: number;
};

export type IdentityToolkit = {
  /** Marks the email of the code's account as verified; returns that email. */
  applyEmailVerificationCode(oobCode: string): Promise<{ email: string }>;
  /** Sets a new password with a password-reset code; returns the account's email. */
  resetPassword(oobCode: string, newPassword: string): Promise<{ email: string }>;
  /** Signs in with email and password (Firebase's reasons for refusing: INVALID_LOGIN_CREDENTIALS…). */
  signInWithPassword(email: string, password: string): Promise<IdentitySession>;
  /**
   * Sets a new password for the account of a recently issued ID token. Firebase revokes the
   * account's other sessions; the answer is the new session.
   */
  updatePassword(idToken: string, newPassword: string): Promise<IdentitySession>;
};

const sessionOf = (result: Record<string, unknown>): IdentitySession => ({
  uid: String(result['localId'] ?? ''),
  email: String(result['email'] ?? ''),
  idToken: String(result['idToken'] ?? ''),
  refreshToken: String(result['refreshToken'] ?? ''),
  expiresIn: Number(result['expiresIn'] ?? 3600),
});

export const createIdentityToolkit = (
  config: IdentityToolkitConfig,
  fetchImpl: typeof fetch = fetch,
): IdentityToolkit => {
  const call = async (
    method: string,
    body: Record<string, string | boolean>,
  ): Promise<Record<string, unknown>> => {
    const url = `${config.baseUrl}/v1/accounts:${method}?key=${encodeURIComponent(config.apiKey)}`;
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      const message =
        (payload['error'] as { message?: string } | undefined)?.message ?? `HTTP_${String(response.status)}`;
      // 'WEAK_PASSWORD : Password should be at least 6 characters' → 'WEAK_PASSWORD'
      throw new IdentityToolkitError(message.split(/\s*:\s*/)[0] ?? message, response.status);
    }
    return payload;
  };

  return {
    async applyEmailVerificationCode(oobCode) {
      const result = await call('update', { oobCode });
      return { email: String(result['email'] ?? '') };
    },
    async resetPassword(oobCode, newPassword) {
      const result = await call('resetPassword', { oobCode, newPassword });
      return { email: String(result['email'] ?? '') };
    },
    async signInWithPassword(email, password) {
      return sessionOf(await call('signInWithPassword', { email, password, returnSecureToken: true }));
    },
    async updatePassword(idToken, password) {
      return sessionOf(await call('update', { idToken, password, returnSecureToken: true }));
    },
  };
};
