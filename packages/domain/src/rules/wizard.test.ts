import { describe, expect, it } from 'vitest';
import type { CareerEntry, EducationEntry, Profile } from '../types/profile.ts';
import { applyDecision } from './apply-decision.ts';
import { applyingForJobId, WIZARD_STEPS, WIZARD_STEP_ROUTES, wizardStepForRoute } from './wizard-steps.ts';
import {
  canOpenStep,
  firstIncompleteStep,
  nextStepAfterReview,
  stepCompleteness,
  whereToContinue,
  wizardTabs,
} from './wizard.ts';

const education: EducationEntry = {
  institute: 'National Textile University',
  degree: 'BSc Textile Engineering',
  fieldOfStudy: 'Yarn manufacturing',
  cgpa: 3.4,
  percentage: null,
  from: 2015,
  to: 2019,
};

const career: CareerEntry = {
  company: 'Textile Mills Ltd',
  position: 'Shift Engineer',
  from: 2019,
  to: 2024,
  description: 'Ran two ring-spinning halls.',
  currentJob: false,
};

/** A profile with every step done; tests take parts away. */
const completeProfile = (overrides: Partial<Profile> = {}): Profile => ({
  firstName: 'Ayesha',
  middleName: '',
  lastName: 'Khan',
  email: 'ayesha@example.com',
  phoneNumber: '03001234567',
  city: 'Faisalabad',
  address: '12 Canal Road',
  avatar: null,
  resume: {
    path: 'candidates/u1/resume/cv.pdf',
    fileName: 'cv.pdf',
    contentType: 'application/pdf',
    size: 120_000,
    uploadedAt: new Date(0),
  },
  totalExperience: 5,
  education: [education],
  career: [career],
  termsAndConditions: true,
  privacyPolicyVersion: '2026-01',
  termsAcceptedAt: new Date(0),
  submittedAt: new Date(0),
  pendingJobId: null,
  firstJobId: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...overrides,
});

describe('wizard steps and routes', () => {
  it('has four tabs in the spec order with its odd route numbering', () => {
    expect(WIZARD_STEPS).toEqual(['personal', 'education', 'privacy', 'review']);
    expect(WIZARD_STEPS.map((step) => WIZARD_STEP_ROUTES[step])).toEqual([
      '/profile-step-1',
      '/profile-step-2',
      '/profile-step-5',
      '/profile-step-4',
    ]);
  });

  it('maps a route back to its step; an unknown step is null', () => {
    expect(wizardStepForRoute('/profile-step-5')).toBe('privacy');
    expect(wizardStepForRoute('/profile-step-4/')).toBe('review');
    expect(wizardStepForRoute('/profile-step-3')).toBeNull();
  });
});

describe('stepCompleteness', () => {
  it('a complete profile completes every step', () => {
    expect(stepCompleteness(completeProfile())).toEqual({
      personal: true,
      education: true,
      privacy: true,
      review: true,
    });
  });

  it('an empty profile completes none', () => {
    expect(stepCompleteness({})).toEqual({
      personal: false,
      education: false,
      privacy: false,
      review: false,
    });
  });

  it.each(['firstName', 'lastName', 'email', 'phoneNumber', 'city', 'address'] as const)(
    'personal needs %s',
    (field) => {
      expect(stepCompleteness(completeProfile({ [field]: '  ' })).personal).toBe(false);
    },
  );

  it('personal needs a resume; the middle name and picture are optional', () => {
    expect(stepCompleteness(completeProfile({ resume: null })).personal).toBe(false);
    expect(stepCompleteness(completeProfile({ middleName: '', avatar: null })).personal).toBe(true);
  });

  it('personal uses the step-1 rules: a 12-digit phone or a malformed email is not complete', () => {
    expect(stepCompleteness(completeProfile({ phoneNumber: '030012345678' })).personal).toBe(false);
    expect(stepCompleteness(completeProfile({ email: 'not-an-email' })).personal).toBe(false);
    expect(stepCompleteness(completeProfile({ phoneNumber: '0300 123 4567' })).personal).toBe(true);
  });

  it('education needs totalExperience and at least one valid education entry', () => {
    expect(stepCompleteness(completeProfile({ education: [] })).education).toBe(false);
    expect(stepCompleteness(completeProfile({ totalExperience: undefined as never })).education).toBe(false);
    expect(
      stepCompleteness(completeProfile({ education: [{ ...education, institute: '' }] })).education,
    ).toBe(false);
  });

  it('education needs a career entry, unless the candidate has no experience (0)', () => {
    expect(stepCompleteness(completeProfile({ career: [], totalExperience: 3 })).education).toBe(false);
    expect(stepCompleteness(completeProfile({ career: [], totalExperience: 0 })).education).toBe(true);
  });

  it('education rejects any invalid entry, not just the first', () => {
    const badCareer = { ...career, description: 'x'.repeat(141) };
    expect(stepCompleteness(completeProfile({ career: [career, badCareer] })).education).toBe(false);
    const backwards = { ...education, from: 2020, to: 2018 };
    expect(stepCompleteness(completeProfile({ education: [education, backwards] })).education).toBe(false);
  });

  it('privacy needs termsAndConditions true; review needs submittedAt', () => {
    expect(stepCompleteness(completeProfile({ termsAndConditions: false })).privacy).toBe(false);
    expect(stepCompleteness(completeProfile({ submittedAt: null })).review).toBe(false);
  });
});

describe('canOpenStep, firstIncompleteStep and wizardTabs', () => {
  it('the first step is always open; a later one only when all earlier ones are complete', () => {
    const fresh = {};
    expect(WIZARD_STEPS.map((step) => canOpenStep(fresh, step))).toEqual([true, false, false, false]);
    const afterStep1 = completeProfile({
      education: [],
      career: [],
      termsAndConditions: false,
      submittedAt: null,
    });
    expect(WIZARD_STEPS.map((step) => canOpenStep(afterStep1, step))).toEqual([true, true, false, false]);
    const afterPrivacy = completeProfile({ submittedAt: null });
    expect(WIZARD_STEPS.map((step) => canOpenStep(afterPrivacy, step))).toEqual([true, true, true, true]);
  });

  it('a gap closes every later tab even when those steps are complete themselves', () => {
    const noResume = completeProfile({ resume: null });
    expect(WIZARD_STEPS.map((step) => canOpenStep(noResume, step))).toEqual([true, false, false, false]);
  });

  it('sends a returning candidate to the first incomplete step', () => {
    expect(firstIncompleteStep({})).toBe('personal');
    expect(firstIncompleteStep(completeProfile({ termsAndConditions: false, submittedAt: null }))).toBe(
      'privacy',
    );
    expect(firstIncompleteStep(completeProfile())).toBeNull();
  });

  it('builds the tab strip with labels, links and states', () => {
    expect(wizardTabs(completeProfile({ termsAndConditions: false, submittedAt: null }))).toEqual([
      {
        step: 'personal',
        label: 'Personal Information / CV Upload',
        href: '/profile-step-1',
        complete: true,
        enabled: true,
      },
      {
        step: 'education',
        label: 'Education / Career History',
        href: '/profile-step-2',
        complete: true,
        enabled: true,
      },
      { step: 'privacy', label: 'Privacy Policy', href: '/profile-step-5', complete: false, enabled: true },
      {
        step: 'review',
        label: 'Review edit and Submit',
        href: '/profile-step-4',
        complete: false,
        enabled: false,
      },
    ]);
  });
});

describe('nextStepAfterReview', () => {
  it('goes to the pending job first', () => {
    expect(nextStepAfterReview({ pendingJobId: 'job-p', firstJobId: 'job-f' })).toEqual({
      kind: 'apply',
      jobId: 'job-p',
      source: 'pending',
      passedOver: null,
    });
  });

  it('then to the job that came with registration', () => {
    expect(nextStepAfterReview({ pendingJobId: null, firstJobId: 'job-f' })).toEqual({
      kind: 'apply',
      jobId: 'job-f',
      source: 'first',
      passedOver: null,
    });
    expect(nextStepAfterReview({ pendingJobId: '  ', firstJobId: 'job-f' })).toMatchObject({
      jobId: 'job-f',
    });
  });

  it('otherwise declares the profile submitted', () => {
    expect(nextStepAfterReview({ pendingJobId: null, firstJobId: undefined })).toEqual({
      kind: 'submitted',
      passedOver: null,
    });
  });

  it('passes over a pending job it cannot use, and names it whatever comes next', () => {
    expect(
      nextStepAfterReview({ pendingJobId: 'job-p', firstJobId: 'job-f', unavailable: { 'job-p': 'closed' } }),
    ).toEqual({
      kind: 'apply',
      jobId: 'job-f',
      source: 'first',
      passedOver: { jobId: 'job-p', source: 'pending', reason: 'closed' },
    });
    expect(
      nextStepAfterReview({ pendingJobId: 'job-p', firstJobId: null, unavailable: { 'job-p': 'applied' } }),
    ).toEqual({ kind: 'submitted', passedOver: { jobId: 'job-p', source: 'pending', reason: 'applied' } });
  });

  it('names a closed registration job at the first Submit only, and never one applied for', () => {
    const closed = { pendingJobId: null, firstJobId: 'job-f', unavailable: { 'job-f': 'closed' } } as const;
    expect(nextStepAfterReview({ ...closed, firstSubmit: true })).toEqual({
      kind: 'submitted',
      passedOver: { jobId: 'job-f', source: 'first', reason: 'closed' },
    });
    expect(nextStepAfterReview({ ...closed, firstSubmit: false })).toEqual({
      kind: 'submitted',
      passedOver: null,
    });
    expect(
      nextStepAfterReview({
        pendingJobId: null,
        firstJobId: 'job-f',
        unavailable: { 'job-f': 'applied' },
        firstSubmit: true,
      }),
    ).toEqual({ kind: 'submitted', passedOver: null });
  });
});

describe('applyingForJobId and whereToContinue', () => {
  it('is the pending job, else the registration job, leaving out jobs applied for', () => {
    expect(applyingForJobId({ pendingJobId: 'job-p', firstJobId: 'job-f' })).toBe('job-p');
    expect(applyingForJobId({ pendingJobId: ' ', firstJobId: 'job-f' })).toBe('job-f');
    expect(applyingForJobId({ pendingJobId: 'job-p', firstJobId: 'job-f' }, ['job-p'])).toBe('job-f');
    expect(applyingForJobId({ pendingJobId: null, firstJobId: 'job-f' }, ['job-f'])).toBeNull();
    expect(applyingForJobId(null)).toBeNull();
  });

  it('continues at the first step still to do, naming the job on the way', () => {
    expect(whereToContinue(completeProfile({ pendingJobId: 'job-p', career: [] }))).toEqual({
      jobId: 'job-p',
      href: '/profile-step-2',
    });
    expect(whereToContinue(completeProfile({ submittedAt: null }))).toEqual({
      jobId: null,
      href: '/profile-step-4',
    });
    expect(whereToContinue(null)).toEqual({ jobId: null, href: '/profile-step-1' });
  });

  it("continues at the job's questions once every step is done, or nowhere without a job", () => {
    expect(whereToContinue(completeProfile({ firstJobId: 'job-f' }))).toEqual({
      jobId: 'job-f',
      href: '/jobs/apply/job-f/employmentQuestions',
    });
    expect(whereToContinue(completeProfile({ firstJobId: 'job-f' }), ['job-f'])).toBeNull();
  });
});

describe('applyDecision', () => {
  const base = { signedIn: true, role: 'user', termsAccepted: true, jobId: 'job-1' } as const;

  it('no job id comes first', () => {
    expect(applyDecision({ ...base, jobId: null })).toBe('no-job');
    expect(applyDecision({ ...base, signedIn: false, jobId: ' ' })).toBe('no-job');
  });

  it('signed out goes to register', () => {
    expect(applyDecision({ ...base, signedIn: false, role: null, termsAccepted: false })).toBe('register');
  });

  it('a candidate with terms accepted goes to the privacy step with the job recorded', () => {
    expect(applyDecision(base)).toBe('profile-step-5');
  });

  it('a candidate without terms is asked to complete the profile', () => {
    expect(applyDecision({ ...base, termsAccepted: false })).toBe('complete-profile');
  });

  it('an admin does not apply', () => {
    expect(applyDecision({ ...base, role: 'admin' })).toBe('not-candidate');
  });
});
