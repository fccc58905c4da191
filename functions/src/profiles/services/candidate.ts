import {
  MESSAGES,
  stepCompleteness,
  type FileRef,
  type FileRefView,
  type Profile,
  type StepCompleteness,
} from '@careers/domain';

import type { Caller } from '../../lib/authenticate.ts';
import { refuse } from '../../lib/service-error.ts';

// Who may use the profile wizard, and the shapes its services answer with.

/** The signed-in candidate whose own profile a wizard call changes. */
export type Candidate = { uid: string; email: string };

/**
 * The caller as a candidate: admins have no candidate profile (the wizard's pages are hidden from
 * them), and a profile's email must be the account's, so an account without one cannot have one.
 */
export const candidateOf = (caller: Caller): Candidate => {
  if (caller.admin) throw refuse('candidates-only', MESSAGES.profileForCandidatesOnly);
  if (!caller.email) throw refuse('account-has-no-email', MESSAGES.accountHasNoEmail);
  return { uid: caller.uid, email: caller.email.toLowerCase() };
};

/**
 * The spec's wizard bodies carry an email (read-only in the form): it must be the caller's own.
 * A malformed or missing one is refused by the schema first (400); another address is 403.
 */
export const requireOwnEmail = (candidate: Candidate, email: string): void => {
  if (email.toLowerCase() !== candidate.email) {
    throw refuse('not-yours', MESSAGES.emailNotAccountEmail, {
      fields: { email: MESSAGES.emailNotAccountEmail },
    });
  }
};

export const toFileRefView = (file: FileRef): FileRefView => ({
  ...file,
  uploadedAt: file.uploadedAt.toISOString(),
});

export const fileRefView = (file: FileRef | null | undefined): FileRefView | null =>
  file ? toFileRefView(file) : null;

export const completenessOf = (profile: Partial<Profile>): StepCompleteness => stepCompleteness(profile);
