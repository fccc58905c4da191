import { randomUUID } from 'node:crypto';

import {
  COLLECTIONS,
  PRIVACY_POLICY_VERSION,
  PROFILE_CONSENTS,
  STORAGE_PATHS,
  type Profile,
} from '@careers/domain';
import { completeProfile } from '@careers/domain/testing';
import { pdfOfSize } from '@careers/scripts/fixtures/applicants';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import type { ApplyCaller } from '../applications/services/apply.ts';
import type { Bucket } from '../deps.ts';

// Candidates for the applications tests and benchmark: an account in the Auth emulator, a CV in
// Storage and a complete profile in Firestore, as the wizard (issue 9) will leave them. Each gets a
// unique address, so test files can share the emulators.

export const CANDIDATE_PASSWORD = 'weaving42';

/** A small but real PDF (header, one empty page, trailer), with a marker to tell copies apart. */
export const pdfBytes = (marker: string): Buffer => pdfOfSize(marker);

export type TestCandidate = {
  uid: string;
  email: string;
  /** What a callable or route of this candidate passes to the services (email confirmed). */
  caller: ApplyCaller;
  resumePath: string;
  resumeBytes: Buffer;
};

/**
 * A candidate with a confirmed email (unless `emailVerified: false`), a CV uploaded as the web app
 * uploads it, and a complete profile (`profile` overrides fields; `profile: null` writes none).
 * A profile that has accepted the current policy has its consent row too, as acceptPrivacyPolicy
 * leaves it (`consentRow: false` leaves it out: a profile whose consent fields nothing records).
 */
export const createCandidate = async (
  deps: { db: Firestore; auth: Auth; bucket: Bucket },
  options: {
    label?: string;
    emailVerified?: boolean;
    profile?: Partial<Profile> | null;
    consentRow?: boolean;
    now?: Date;
  } = {},
): Promise<TestCandidate> => {
  const label = (options.label ?? 'candidate').toLowerCase();
  const email = `${label}.${randomUUID().slice(0, 8)}@careers.test`;
  const user = await deps.auth.createUser({
    email,
    password: CANDIDATE_PASSWORD,
    displayName: 'Sana Mirza',
    emailVerified: options.emailVerified ?? true,
  });
  const resumePath = STORAGE_PATHS.resume(user.uid, 'cv.pdf');
  const resumeBytes = pdfBytes(`original CV of ${user.uid}`);
  // As the web SDK uploads it: with a download token in its custom metadata.
  await deps.bucket.file(resumePath).save(resumeBytes, {
    contentType: 'application/pdf',
    resumable: false,
    metadata: { metadata: { firebaseStorageDownloadTokens: randomUUID() } },
  });
  if (options.profile !== null) {
    const profile = completeProfile(
      email,
      { path: resumePath, size: resumeBytes.length },
      options.now ?? new Date(),
      options.profile ?? {},
    );
    const profileRef = deps.db.collection(COLLECTIONS.profiles).doc(user.uid);
    await profileRef.set(profile);
    const accepted = profile.termsAndConditions && profile.privacyPolicyVersion === PRIVACY_POLICY_VERSION;
    if (accepted && options.consentRow !== false) {
      await profileRef
        .collection(PROFILE_CONSENTS)
        .add({ version: PRIVACY_POLICY_VERSION, acceptedAt: profile.termsAcceptedAt ?? new Date() });
    }
  }
  return {
    uid: user.uid,
    email,
    caller: { uid: user.uid, admin: false, email, emailVerified: options.emailVerified ?? true },
    resumePath,
    resumeBytes,
  };
};
