import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, Timestamp } from 'firebase/firestore';
import { completeProfile, makeJob } from '@careers/domain/testing';
import { EMAILS, UIDS } from './actors.ts';

export const NOW = Timestamp.fromDate(new Date('2026-11-01T09:00:00Z'));

/** Writes documents with rules disabled, as an admin SDK would. */
export const seedDocs = async (env: RulesTestEnvironment, docs: Record<string, Record<string, unknown>>) => {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const [path, data] of Object.entries(docs)) {
      await setDoc(doc(db, path), data);
    }
  });
};

/**
 * A profile the rules accept from its owner: the domain's complete profile (its CV in the owner's
 * folder), before the privacy step and with no career entry.
 */
export const validProfile = (uid: string = UIDS.owner, email: string = EMAILS.owner) =>
  completeProfile(
    email,
    { path: `candidates/${uid}/resume/cv.pdf`, size: 120_000, fileName: 'Alia Khan CV.pdf' },
    NOW.toDate(),
    {
      firstName: 'Alia',
      middleName: '',
      lastName: 'Khan',
      career: [],
      termsAndConditions: false,
      privacyPolicyVersion: null,
      termsAcceptedAt: null,
      submittedAt: null,
    },
  );

export const catalogEntry = (title: string) => ({ title, createdAt: NOW, updatedAt: NOW });

/**
 * A stored job (the domain's test job) dated NOW by the admin; `overrides` may hold what the type
 * refuses (a null flag), as a bad write would.
 */
export const job = (overrides: Record<string, unknown> = {}) => ({
  ...makeJob({
    company: { id: 'textiles', title: 'Group Textiles' },
    educations: [],
    educationIds: [],
    screeningQuestions: [],
    screeningQuestionIds: [],
    cgpa: null,
    experience: 2,
    postedAt: NOW.toDate(),
    startDate: NOW.toDate(),
    endDate: NOW.toDate(),
    createdBy: UIDS.admin,
    updatedBy: UIDS.admin,
    createdAt: NOW.toDate(),
    updatedAt: NOW.toDate(),
  }),
  ...overrides,
});
