// Every key this app writes to browser storage, in one place, so sign-out can clear the right ones.

export const STORAGE_KEYS = {
  /** 'en' | 'ur': the language the visitor chose (or their browser's, on the first visit). Kept across sign-outs. */
  language: 'careers-language',
  /** MUI colour mode: 'light' | 'dark' | 'system'. Kept across sign-outs. */
  colorMode: 'careers-color-mode',
  /** MUI colour scheme per mode (prefix; MUI appends '-light' / '-dark'). */
  colorScheme: 'careers-color-scheme',
  /** Minutes left on the running test; survives step changes and reloads (spec section 4). */
  testTimeLeft: 'testTimeLeft',
  /** Total questions of the running test. */
  totalQuestions: 'totalQuestions',
  /** Session storage: the confirm-email flag set after registration (features/auth). */
  confirmEmailNotice: 'careers-confirm-email-notice',
  /** Session storage: uid of the account whose "confirm your email" banner was dismissed. */
  verifyBannerDismissed: 'careers-verify-banner-dismissed',
  /**
   * 'signedIn' | 'signedOut': how the last session on this browser resolved. Only a hint for the
   * header while Firebase restores the session (never used to decide access).
   */
  sessionHint: 'careers-session-hint',
  /**
   * Where the visitor came from (`{ source, at }`: a job link's `?source=` / `utm_source`, or the
   * referring site), kept through registration and the wizard and sent with the application
   * (lib/visit-source.ts). Kept across sign-outs: it describes the browser's visit, not the account.
   */
  visitSource: 'careers-visit-source',
  /**
   * Prefix: 'table' | 'pipeline', how an admin last looked at a job's applicants; the admin's uid
   * is appended, so two admins sharing a browser keep their own.
   */
  applicantsLayout: 'careers-applicants-layout-',
} as const;

/** Cleared on sign-out (spec section 4: the stored test time and the total question count). */
export const TEST_STATE_KEYS = [STORAGE_KEYS.testTimeLeft, STORAGE_KEYS.totalQuestions] as const;

/** The account notices of the signed-in visitor; cleared on sign-out too. */
export const ACCOUNT_NOTICE_KEYS = [
  STORAGE_KEYS.confirmEmailNotice,
  STORAGE_KEYS.verifyBannerDismissed,
] as const;
