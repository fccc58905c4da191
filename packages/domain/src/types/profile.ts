import type { FileRef } from './common.ts';

export type EducationEntry = {
  institute: string;
  /** Degree title, chosen from the degrees catalog. */
  degree: string;
  fieldOfStudy: string;
  cgpa: number | null;
  percentage: number | null;
  from: number;
  to: number;
};

export type CareerEntry = {
  company: string;
  position: string;
  from: number;
  to: number;
  /** At most 140 characters. */
  description: string;
  currentJob: boolean;
};

/** `profiles/{uid}`: the candidate's own profile, written by the candidate field by field. */
export type Profile = {
  firstName: string;
  middleName: string;
  lastName: string;
  /** Always the signed-in account's email; rules reject anything else. */
  email: string;
  phoneNumber: string;
  city: string;
  address: string;
  avatar: FileRef | null;
  resume: FileRef | null;
  /** Whole years; 0 means none. */
  totalExperience: number;
  education: EducationEntry[];
  career: CareerEntry[];
  termsAndConditions: boolean;
  /** Version of the privacy policy the candidate accepted, null until accepted. */
  privacyPolicyVersion: string | null;
  termsAcceptedAt: Date | null;
  /** When the candidate first submitted the review step; null while the profile is a draft. */
  submittedAt: Date | null;
  /** A job the candidate chose to apply for before the profile was complete. */
  pendingJobId: string | null;
  /** The job id that arrived with registration (`/register?job_id=...`). */
  firstJobId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** What an application freezes of the profile at the moment of applying. */
export type CandidateSnapshot = Pick<
  Profile,
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'city'
  | 'address'
  | 'avatar'
  | 'resume'
  | 'totalExperience'
  | 'education'
  | 'career'
>;
