import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, Timestamp } from 'firebase/firestore';
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

export const validProfile = (uid: string = UIDS.owner, email: string = EMAILS.owner) => ({
  firstName: 'Alia',
  middleName: '',
  lastName: 'Khan',
  email,
  phoneNumber: '03001234567',
  city: 'Lahore',
  address: '12 Canal Road',
  avatar: null,
  resume: {
    path: `candidates/${uid}/resume/cv.pdf`,
    fileName: 'Alia Khan CV.pdf',
    contentType: 'application/pdf',
    size: 120_000,
    uploadedAt: NOW,
  },
  totalExperience: 3,
  education: [
    {
      institute: 'NTU',
      degree: 'BSc Textile Engineering',
      fieldOfStudy: 'Spinning',
      cgpa: 3.4,
      percentage: null,
      from: 2016,
      to: 2020,
    },
  ],
  career: [],
  termsAndConditions: false,
  privacyPolicyVersion: null,
  termsAcceptedAt: null,
  submittedAt: null,
  pendingJobId: null,
  firstJobId: null,
  createdAt: NOW,
  updatedAt: NOW,
});

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
