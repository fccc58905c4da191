import { useEffect, useState } from 'react';

import { STORAGE_KEYS } from '@/config/storage-keys';
import { readCallableError } from '@/lib/callable-errors';
import { reloadUser } from '@/lib/firebase/email-verification';
import type { SessionUser } from '@/lib/session/use-session';

import { useSendVerificationEmail } from '../api/send-verification-email';
import { clearConfirmEmailNotice, useConfirmEmailNotice } from '../utils/confirm-email-notice';

import { EmailVerificationBanner } from './email-verification-banner';

const readDismissed = (): string | null => {
  try {
    return globalThis.sessionStorage?.getItem(STORAGE_KEYS.verifyBannerDismissed) ?? null;
  } catch {
    return null;
  }
};

const storeDismissed = (uid: string) => {
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEYS.verifyBannerDismissed, uid);
  } catch {
    // Storage unavailable: dismissed for this page view only.
  }
};

/** The banner's state and actions for one account (see EmailVerificationNotice). */
export function UnconfirmedEmailBanner({ user }: { user: SessionUser & { email: string } }) {
  const [dismissed, setDismissed] = useState(() => readDismissed() === user.uid);
  const stored = useConfirmEmailNotice();
  const notice = stored?.email === user.email ? { sent: stored.sent } : null;
  const resend = useSendVerificationEmail();

  // Confirmed in another tab or on another device: notice it when the visitor comes back.
  useEffect(() => {
    const handleFocus = () => {
      if (document.visibilityState === 'visible') void reloadUser().catch(() => undefined);
    };
    window.addEventListener('focus', handleFocus);
    document.addEventListener('visibilitychange', handleFocus);
    return () => {
      window.removeEventListener('focus', handleFocus);
      document.removeEventListener('visibilitychange', handleFocus);
    };
  }, []);

  if (dismissed) return null;

  const handleResend = async () => {
    try {
      await resend.mutateAsync();
    } catch (error) {
      // Already confirmed (e.g. in another browser): refresh the account and the banner goes away.
      if (readCallableError(error).reason === 'email-already-confirmed')
        await reloadUser().catch(() => undefined);
      throw error;
    }
  };

  const handleDismiss = () => {
    storeDismissed(user.uid);
    clearConfirmEmailNotice();
    setDismissed(true);
  };

  return (
    <EmailVerificationBanner
      email={user.email}
      justRegistered={notice}
      onResend={handleResend}
      onDismiss={handleDismiss}
    />
  );
}
