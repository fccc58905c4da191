import type { StepCompleteness } from '../rules/wizard.ts';
import type { ProfileFileKind } from '../schemas/profile.ts';
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

/** `profiles/{uid}/consents/{id}`: one acceptance of the privacy policy (the history, never overwritten). */
export type PrivacyConsent = { version: string; acceptedAt: Date };

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

/** Why the review's Submit cannot send the candidate to a job's questions. */
export type PassOverReason = 'closed' | 'applied' | 'withdrawn';

/** A job the candidate was applying for that Submit could not use: named for the page to show. */
export type PassedOverJobNotice = {
  jobId: string;
  /** Null for a job that no longer exists. */
  jobTitle: string | null;
  reason: PassOverReason;
  /** jobPassedOverMessage: '<title> is no longer open; your profile is saved.' and its siblings. */
  message: string;
};

/** What the review's Submit (the `submitProfile` callable) answers. */
export type SubmitProfileResult =
  | {
      /** Go on to the job's employment questions (`redirectTo`). */
      next: 'employment-questions';
      jobId: string;
      jobTitle: string;
      /** 'pending': the job chosen from Apply Now; 'first': the one that came with registration. */
      source: 'pending' | 'first';
      redirectTo: string;
      /** The pending job, when it could not be used and the registration job is used instead. */
      passedOver: PassedOverJobNotice | null;
    }
  | {
      next: 'careers';
      /** MESSAGES.profileSubmitted, or the passed-over job's message. */
      message: string;
      redirectTo: string;
      passedOver: PassedOverJobNotice | null;
    };

/** A FileRef as the wizard's callables and routes answer it (JSON has no dates: `uploadedAt` is ISO 8601). */
export type FileRefView = Omit<FileRef, 'uploadedAt'> & { uploadedAt: string };

/** What every wizard step answers: which tabs of the wizard are now complete (spec section 4). */
export type StepResult = { completeness: StepCompleteness };

/** `attachProfileFile`: the file the profile now points at. */
export type AttachProfileFileResult = StepResult & { kind: ProfileFileKind; file: FileRefView };

/** `savePersonalDetails` (step 1): the files the profile points at after the save. */
export type SavePersonalDetailsResult = StepResult & {
  resume: FileRefView | null;
  avatar: FileRefView | null;
};

/** `acceptPrivacyPolicy`: the version accepted and the server's time of the acceptance (ISO 8601). */
export type AcceptPrivacyPolicyResult = StepResult & {
  privacyPolicyVersion: string;
  termsAcceptedAt: string;
};
