import type { IdentityToolkitConfig } from '../../config/env.ts';

// The two account actions that the admin SDK does not offer, through Firebase Auth's REST API
// (the calls the web SDK's `applyActionCode` and `confirmPasswordReset` make). Used by the
// `/api/users/...` routes; the web app calls the SDK directly.

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

export type IdentityToolkit = {
  /** Marks the email of the code's account as verified; returns that email. */
  applyEmailVerificationCode(oobCode: string): Promise<{ email: string }>;
  /** Sets a new password with a password-reset code; returns the account's email. */
  resetPassword(oobCode: string, newPassword: string): Promise<{ email: string }>;
};

export const createIdentityToolkit = (
  config: IdentityToolkitConfig,
  fetchImpl: typeof fetch = fetch,
): IdentityToolkit => {
  const call = async (method: string, body: Record<string, string>): Promise<Record<string, unknown>> => {
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
  };
};
