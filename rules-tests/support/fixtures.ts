import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, Timestamp } from 'firebase/firestore';
import { completeProfile } from '@careers/domain/testing';
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

export const job = (overrides: Record<string, unknown> = {}) => ({
  title: 'Spinning Shift Engineer',
  description: '<p>Run the ring-spinning floor.</p>',
  company: { id: 'textiles', title: 'Group Textiles' },
  department: { id: 'spinning', title: 'Spinning' },
  educations: [],
  educationIds: [],
  screeningQuestions: [],
  screeningQuestionIds: [],
  skills: ['<p>Ring frames</p>'],
  cgpa: null,
  percentage: null,
  experience: 2,
  careerLevel: 'Mid',
  jobType: 'Permanent',
  postedAt: NOW,
  startDate: NOW,
  endDate: NOW,
  location: 'HTD site',
  coordinates: { lat: 31.2485, lng: 74.170661 },
  conductTest: false,
  test: null,
  status: 'open',
  hidden: false,
  deleted: false,
  deletedAt: null,
  createdBy: UIDS.admin,
  updatedBy: UIDS.admin,
  createdAt: NOW,
  updatedAt: NOW,
  ...overrides,
});
