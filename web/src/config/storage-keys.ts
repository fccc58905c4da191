// Every key this app writes to browser storage, in one place, so sign-out can clear the right ones.

export const STORAGE_KEYS = {
  /** MUI colour mode: 'light' | 'dark' | 'system'. Kept across sign-outs. */
  colorMode: 'careers-color-mode',
  /** MUI colour scheme per mode (prefix; MUI appends '-light' / '-dark'). */
  colorScheme: 'careers-color-scheme',
  /** Minutes left on the running test; survives step changes and reloads (spec section 4). */
  testTimeLeft: 'testTimeLeft',
  /** Total questions of the running test. */
  totalQuestions: 'totalQuestions',
} as const;

/** Cleared on sign-out (spec section 4: the stored test time and the total question count). */
export const TEST_STATE_KEYS = [STORAGE_KEYS.testTimeLeft, STORAGE_KEYS.totalQuestions] as const;
