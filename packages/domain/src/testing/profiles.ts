import { PRIVACY_POLICY_VERSION } from '../constants/index.ts';
import type { Profile } from '../types/profile.ts';

// A candidate's profile as the wizard leaves it, for the suites, fixtures and benchmarks of the
// other workspaces (functions' test candidates, the e2e and benchmark applicants): one profile that
// every wizard step accepts, so a change to the profile's fields changes it in one place.

/** A profile that every wizard step accepts, submitted at `now`, with its CV at `resume.path`. */
export const completeProfile = (
  email: string,
  resume: { path: string; size: number; fileName?: string },
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
    fileName: resume.fileName ?? 'Sana Mirza CV.pdf',
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
