import { randomUUID } from 'node:crypto';

import { COLLECTIONS, PRIVACY_POLICY_VERSION, STORAGE_PATHS, type Profile } from '@careers/domain';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import type { ApplyCaller } from '../applications/services/apply.ts';
import type { Bucket } from '../deps.ts';

// Candidates for the applications tests and benchmark: an account in the Auth emulator, a CV in
// Storage and a complete profile in Firestore, as the wizard (issue 9) will leave them. Each gets a
// unique address, so test files can share the emulators.

export const CANDIDATE_PASSWORD = 'weaving42';

/** A small but real PDF (header, one empty page, trailer), with a marker to tell copies apart. */
export const pdfBytes = (marker: string): Buffer =>
  Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
      `% ${marker}`,
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );

/** A profile that every wizard step accepts, with its CV at `resumePath`. */
export const completeProfile = (
  email: string,
  resume: { path: string; size: number },
  now: Date,
  overrides: Partial<Profile> = {},
): Profile => ({
  firstName: 'Sana',
  middleName: 'Noor',
  lastName: 'Mirza',
  email,
  phoneNumber: '03001234567',
  city: 'Lahore',
  address: '12 Canal Road',
  avatar: null,
  resume: {
    path: resume.path,
    fileName: 'Sana Mirza CV.pdf',
    contentType: 'application/pdf',
    size: resume.size,
    uploadedAt: now,
  },
  totalExperience: 3,
  education: [
    {
      institute: 'National Textile University',
      degree: 'BSc Textile Engineering',
      fieldOfStudy: 'Yarn Manufacturing',
      cgpa: 3.4,
      percentage: null,
      from: 2016,
      to: 2020,
    },
  ],
  career: [
    {
      company: 'Sunehri Mills',
      position: 'Shift Engineer',
      from: 2020,
      to: 2026,
      description: 'Ring spinning, 40 frames.',
      currentJob: true,
    },
  ],
  termsAndConditions: true,
  privacyPolicyVersion: PRIVACY_POLICY_VERSION,
  termsAcceptedAt: now,
  submittedAt: now,
  pendingJobId: null,
  firstJobId: null,
  createdAt: now,
  updatedAt: now,
  ...overrides,
});

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
 */
export const createCandidate = async (
  deps: { db: Firestore; auth: Auth; bucket: Bucket },
  options: {
    label?: string;
    emailVerified?: boolean;
    profile?: Partial<Profile> | null;
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
    await deps.db
      .collection(COLLECTIONS.profiles)
      .doc(user.uid)
      .set(
        completeProfile(
          email,
          { path: resumePath, size: resumeBytes.length },
          options.now ?? new Date(),
          options.profile ?? {},
        ),
      );
  }
  return {
    uid: user.uid,
    email,
    caller: { uid: user.uid, admin: false, email, emailVerified: options.emailVerified ?? true },
    resumePath,
    resumeBytes,
  };
};
