import { useSyncExternalStore } from 'react';

import { STORAGE_KEYS } from '@/config/storage-keys';

/**
 * The spec's "confirm-email flag": set after registration so the next page tells the new
 * candidate that a confirmation link was sent (or that sending it failed). Kept for the browser
 * tab's session; cleared once the address is confirmed, dismissed, or on sign-out.
 */
export type ConfirmEmailNotice = { email: string; sent: boolean };

const storage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

const readRaw = (): string | null => {
  try {
    return storage()?.getItem(STORAGE_KEYS.confirmEmailNotice) ?? null;
  } catch {
    return null;
  }
};

export const setConfirmEmailNotice = (notice: ConfirmEmailNotice): void => {
  try {
    storage()?.setItem(STORAGE_KEYS.confirmEmailNotice, JSON.stringify(notice));
  } catch {
    // Storage unavailable (private mode): the banner falls back to its general wording.
  }
  notify();
};

const parse = (raw: string | null): ConfirmEmailNotice | null => {
  try {
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ConfirmEmailNotice>;
    return typeof parsed.email === 'string' && typeof parsed.sent === 'boolean'
      ? { email: parsed.email, sent: parsed.sent }
      : null;
  } catch {
    return null;
  }
};

export const clearConfirmEmailNotice = (): void => {
  try {
    storage()?.removeItem(STORAGE_KEYS.confirmEmailNotice);
  } catch {
    // nothing to clear
  }
  notify();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The flag, kept current: the banner shows it as soon as registration sets it. */
export const useConfirmEmailNotice = (): ConfirmEmailNotice | null =>
  parse(useSyncExternalStore(subscribe, readRaw, () => null));
