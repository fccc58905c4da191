/** A test the candidate has been invited to and has not taken yet. */
export type TestInvite = {
  jobId: string;
  testId: string;
  /** The test's instructions page. */
  href: string;
};

/**
 * The signed-in candidate's pending test invitation, shown as 'Test Invite' in the candidate menu
 * (spec section 2) only when one exists. Invitations live on applications, which the applying
 * issue reads here; until then there is none to show, so the link stays hidden.
 */
export const useTestInvite = (): TestInvite | null => null;
