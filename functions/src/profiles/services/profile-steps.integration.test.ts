import { randomUUID } from 'node:crypto';

import {
  applicationId,
  COLLECTIONS,
  completeStepFirstMessage,
  MESSAGES,
  PRIVACY_POLICY_VERSION,
  type Profile,
} from '@careers/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Deps } from '../../deps.ts';
import { authOf } from '../../testing/callers.ts';
import { createCandidate, type TestCandidate } from '../../testing/candidates.ts';
import {
  acceptPrivacyPolicy,
  saveEducationAndCareer,
  savePersonalDetails,
  submitProfile,
} from '../callables/profile-callables.ts';
import { emulatorProfilesDeps, refusal, storedProfile } from '../testing/profiles-test-bed.ts';

// The wizard's steps and its Submit through their callables, against the emulators: what each
// saves, what it refuses with which message (and that nothing is saved then).

let deps: Deps;
let degree: string;
beforeAll(async () => {
  deps = emulatorProfilesDeps();
  degree = `BSc Textile Engineering ${randomUUID().slice(0, 8)}`;
  await deps.db.collection(COLLECTIONS.degrees).doc(randomUUID()).set({ title: degree });
});

const candidate = (profile: Partial<Profile> | null = {}) => createCandidate(deps, { profile });

const personal = (who: TestCandidate, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ayesha',
  middleName: '',
  lastName: 'Siddiqui',
  email: who.email,
  phoneNumber: '0300 765 4321',
  city: 'Faisalabad',
  address: '7 Jail Road',
  ...overrides,
});

const educationAndCareer = (who: TestCandidate, overrides: Record<string, unknown> = {}) => ({
  email: who.email,
  totalExperience: 4,
  education: [{ institute: 'NTU', degree, fieldOfStudy: 'Weaving', cgpa: 3.1, from: 2014, to: 2018 }],
  career: [
    {
      company: 'Sunehri Mills',
      position: 'Weaving Engineer',
      from: 2019,
      description: 'Air-jet looms.',
      currentJob: true,
    },
  ],
  ...overrides,
});

type StepHandler<T> = (request: Pick<CallableRequest, 'auth' | 'data'>, deps: () => Deps) => Promise<T>;

/** A step's callable, called by this candidate with `data`. */
const call = <T>(handler: StepHandler<T>, who: TestCandidate, data: unknown) =>
  handler({ auth: authOf(who.caller), data }, () => deps);

describe('savePersonalDetails (step 1)', () => {
  it('saves the fields, names the account, and completes the step', async () => {
    const who = await candidate();
    const result = await call(savePersonalDetails.handle, who, personal(who));
    expect(result.completeness.personal).toBe(true);
    expect(result.resume?.path).toBe(who.resumePath);
    expect(await storedProfile(deps, who.uid)).toMatchObject({
      firstName: 'Ayesha',
      lastName: 'Siddiqui',
      phoneNumber: '03007654321',
      city: 'Faisalabad',
      email: who.email,
    });
    expect((await deps.auth.getUser(who.uid)).displayName).toBe('Ayesha Siddiqui');
  });

  it('refuses a 12-digit phone number and saves nothing', async () => {
    const who = await candidate();
    const before = await storedProfile(deps, who.uid);
    const refused = await refusal(
      call(savePersonalDetails.handle, who, personal(who, { phoneNumber: '030012345678' })),
    );
    expect(refused).toEqual({
      code: 'invalid-argument',
      message: 'Phone number must be at most 11 digits.',
      fields: { phoneNumber: 'Phone number must be at most 11 digits.' },
    });
    expect(await storedProfile(deps, who.uid)).toEqual(before);
  });

  it('needs the CV first, with the spec message, beside the other fields’ messages', async () => {
    const who = await candidate({ resume: null });
    const refused = await refusal(call(savePersonalDetails.handle, who, personal(who, { city: '' })));
    expect(refused.fields).toEqual({
      city: 'City is required.',
      resume: 'Please upload the Resume before proceeding.',
    });
  });

  it("refuses another account's email (403) and a missing one (400)", async () => {
    const who = await candidate();
    const other = await refusal(
      call(savePersonalDetails.handle, who, personal(who, { email: 'someone@careers.test' })),
    );
    expect(other).toEqual({
      code: 'permission-denied',
      message: MESSAGES.emailNotAccountEmail,
      fields: { email: MESSAGES.emailNotAccountEmail },
    });
    const missing = await refusal(call(savePersonalDetails.handle, who, personal(who, { email: '' })));
    expect(missing).toMatchObject({ code: 'invalid-argument', fields: { email: 'Email is required.' } });
  });
});

describe('saveEducationAndCareer (step 2)', () => {
  it('saves the lists; a current job without "to" gets the newest year', async () => {
    const who = await candidate();
    const result = await call(saveEducationAndCareer.handle, who, educationAndCareer(who));
    expect(result.completeness.education).toBe(true);
    const stored = await storedProfile(deps, who.uid);
    expect(stored?.totalExperience).toBe(4);
    expect(stored?.education).toEqual([
      {
        institute: 'NTU',
        degree,
        fieldOfStudy: 'Weaving',
        cgpa: 3.1,
        percentage: null,
        from: 2014,
        to: 2018,
      },
    ]);
    expect(stored?.career?.[0]).toMatchObject({ company: 'Sunehri Mills', to: 2074, currentJob: true });
  });

  it('refuses a 141-character description and from after to, saving nothing', async () => {
    const who = await candidate();
    const before = await storedProfile(deps, who.uid);
    const input = educationAndCareer(who, {
      education: [{ institute: 'NTU', degree, from: 2019, to: 2018 }],
      career: [{ company: 'Mill', position: 'Trainee', from: 2020, to: 2021, description: 'x'.repeat(141) }],
    });
    const refused = await refusal(call(saveEducationAndCareer.handle, who, input));
    expect(refused.code).toBe('invalid-argument');
    expect(refused.fields).toEqual({
      'education[0].to': 'To cannot be before From.',
      'career[0].description': 'Description must be at most 140 characters.',
    });
    expect(await storedProfile(deps, who.uid)).toEqual(before);
  });

  it('takes 140 characters exactly', async () => {
    const who = await candidate();
    const input = educationAndCareer(who, {
      career: [{ company: 'Mill', position: 'Trainee', from: 2020, to: 2021, description: 'x'.repeat(140) }],
    });
    await call(saveEducationAndCareer.handle, who, input);
    expect((await storedProfile(deps, who.uid))?.career?.[0]?.description).toHaveLength(140);
  });

  it('refuses a degree that is not in the catalog, and experience without career history', async () => {
    const who = await candidate();
    const unknown = await refusal(
      call(
        saveEducationAndCareer.handle,
        who,
        educationAndCareer(who, {
          education: [{ institute: 'NTU', degree: 'Diploma of Nothing', from: 2014, to: 2018 }],
        }),
      ),
    );
    expect(unknown.fields).toEqual({ 'education[0].degree': MESSAGES.degreeNotInCatalog });
    const noCareer = await refusal(
      call(saveEducationAndCareer.handle, who, educationAndCareer(who, { career: [] })),
    );
    expect(noCareer.fields).toEqual({ career: MESSAGES.careerHistoryRequired });
  });
});

describe('acceptPrivacyPolicy (the privacy step)', () => {
  it('records the acceptance with the policy version and the server time', async () => {
    const who = await candidate({
      termsAndConditions: false,
      privacyPolicyVersion: null,
      termsAcceptedAt: null,
    });
    const before = Date.now();
    const result = await call(acceptPrivacyPolicy.handle, who, {
      email: who.email,
      termsAndConditions: true,
    });
    expect(result).toMatchObject({ privacyPolicyVersion: PRIVACY_POLICY_VERSION });
    expect(result.completeness.privacy).toBe(true);
    const stored = await storedProfile(deps, who.uid);
    expect(stored).toMatchObject({ termsAndConditions: true, privacyPolicyVersion: PRIVACY_POLICY_VERSION });
    const acceptedAt = (stored?.termsAcceptedAt as unknown as Timestamp).toMillis();
    expect(acceptedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(acceptedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(Date.parse(result.termsAcceptedAt)).toBe(acceptedAt);
  });

  it('refuses Next without the tick, saving nothing', async () => {
    const who = await candidate({
      termsAndConditions: false,
      privacyPolicyVersion: null,
      termsAcceptedAt: null,
    });
    for (const termsAndConditions of [false, undefined]) {
      const refused = await refusal(
        call(acceptPrivacyPolicy.handle, who, { email: who.email, termsAndConditions }),
      );
      expect(refused).toEqual({
        code: 'invalid-argument',
        message: MESSAGES.acceptPrivacyPolicy,
        fields: { termsAndConditions: 'Please accept the privacy policy to continue.' },
      });
    }
    expect(await storedProfile(deps, who.uid)).toMatchObject({
      termsAndConditions: false,
      termsAcceptedAt: null,
    });
  });
});

describe('submitProfile (after the review page)', () => {
  const openJob = async (overrides: Record<string, unknown> = {}) => {
    const id = `job-${randomUUID().slice(0, 8)}`;
    await deps.db
      .collection(COLLECTIONS.jobs)
      .doc(id)
      .set({
        title: 'Dyeing Supervisor',
        // Every job has its department (a job write derives the search words from it).
        department: { id: 'dept-dyeing', title: 'Dyeing' },
        status: 'open',
        hidden: false,
        deleted: false,
        endDate: new Date(Date.now() + 30 * 24 * 3600 * 1000),
        ...overrides,
      });
    return id;
  };
  const submit = (who: TestCandidate) =>
    submitProfile.handle({ auth: authOf(who.caller), data: {} }, () => deps);

  it('goes to the pending job’s questions, keeping the marker until the application is made', async () => {
    const pending = await openJob();
    const first = await openJob();
    const who = await candidate({ pendingJobId: pending, firstJobId: first, submittedAt: null });
    expect(await submit(who)).toEqual({
      next: 'employment-questions',
      jobId: pending,
      jobTitle: 'Dyeing Supervisor',
      source: 'pending',
      redirectTo: `/jobs/apply/${pending}/employmentQuestions`,
      passedOver: null,
    });
    const stored = await storedProfile(deps, who.uid);
    // The candidate may still stop before the questions (an unconfirmed email): the job stays known.
    expect(stored?.pendingJobId).toBe(pending);
    expect(stored?.firstJobId).toBe(first);
    expect(stored?.submittedAt).toBeInstanceOf(Timestamp);
  });

  it('else goes to the registration job’s questions', async () => {
    const first = await openJob();
    const who = await candidate({ firstJobId: first });
    expect(await submit(who)).toMatchObject({
      next: 'employment-questions',
      jobId: first,
      source: 'first',
      passedOver: null,
    });
  });

  it('else declares the profile submitted and goes to /careers', async () => {
    const who = await candidate({ submittedAt: null });
    expect(await submit(who)).toEqual({
      next: 'careers',
      message: 'Your profile has been submitted successfully.',
      redirectTo: '/careers',
      passedOver: null,
    });
    expect((await storedProfile(deps, who.uid))?.submittedAt).toBeInstanceOf(Timestamp);
  });

  it('names a pending job that has closed, clears it, and goes on without it', async () => {
    const applied = await openJob();
    const closed = await openJob({ title: 'Knitting Manager', status: 'closed' });
    const who = await candidate({ pendingJobId: closed, firstJobId: applied });
    await deps.db
      .collection(COLLECTIONS.applications)
      .doc(applicationId(applied, who.uid))
      .set({ uid: who.uid, jobId: applied, status: 'applied' });
    const message = 'Knitting Manager is no longer open; your profile is saved.';
    expect(await submit(who)).toEqual({
      next: 'careers',
      message,
      redirectTo: '/careers',
      passedOver: { jobId: closed, jobTitle: 'Knitting Manager', reason: 'closed', message },
    });
    expect((await storedProfile(deps, who.uid))?.pendingJobId).toBeNull();
    // The registration job it has applied for is history: passed over without a word.
    const again = await submit(who);
    expect(again).toMatchObject({ message: MESSAGES.profileSubmitted, passedOver: null });
  });

  it('closes a pending job past its end date on the way, naming it; the registration job comes next', async () => {
    const ended = await openJob({
      title: 'Yarn Dyeing Lead',
      endDate: new Date(Date.now() - 3 * 24 * 3600 * 1000),
    });
    const first = await openJob();
    const who = await candidate({ pendingJobId: ended, firstJobId: first });
    expect(await submit(who)).toMatchObject({
      next: 'employment-questions',
      jobId: first,
      source: 'first',
      passedOver: {
        jobId: ended,
        jobTitle: 'Yarn Dyeing Lead',
        reason: 'closed',
        message: 'Yarn Dyeing Lead is no longer open; your profile is saved.',
      },
    });
    const job = (await deps.db.collection(COLLECTIONS.jobs).doc(ended).get()).data();
    expect(job).toMatchObject({ status: 'closed', updatedBy: 'system:end-date' });
  });

  it('says so when the pending job was applied for or withdrawn, and when it no longer exists', async () => {
    const applied = await openJob({ title: 'Weaving Master' });
    const who = await candidate({ pendingJobId: applied });
    await deps.db
      .collection(COLLECTIONS.applications)
      .doc(applicationId(applied, who.uid))
      .set({ uid: who.uid, jobId: applied, status: 'shortlisted' });
    expect(await submit(who)).toMatchObject({
      next: 'careers',
      message: 'You have already applied for Weaving Master; your profile is saved.',
      passedOver: { reason: 'applied' },
    });

    const withdrawn = await openJob({ title: 'Loom Fixer' });
    const other = await candidate({ pendingJobId: withdrawn });
    await deps.db
      .collection(COLLECTIONS.applications)
      .doc(applicationId(withdrawn, other.uid))
      .set({ uid: other.uid, jobId: withdrawn, status: 'withdrawn' });
    expect(await submit(other)).toMatchObject({
      message:
        'You withdrew your application for Loom Fixer, so it cannot be submitted again; your profile is saved.',
      passedOver: { reason: 'withdrawn' },
    });

    const gone = await candidate({ pendingJobId: `job-${randomUUID().slice(0, 8)}` });
    expect(await submit(gone)).toMatchObject({
      message: 'This job is no longer open; your profile is saved.',
      passedOver: { jobTitle: null, reason: 'closed' },
    });
  });

  it('names a registration job that closed before the first Submit, and only then', async () => {
    const closed = await openJob({ title: 'Spinning Trainee', status: 'closed' });
    const who = await candidate({ firstJobId: closed, submittedAt: null });
    expect(await submit(who)).toMatchObject({
      next: 'careers',
      message: 'Spinning Trainee is no longer open; your profile is saved.',
      passedOver: { jobId: closed, reason: 'closed' },
    });
    expect(await submit(who)).toMatchObject({ message: MESSAGES.profileSubmitted, passedOver: null });
  });

  it('refuses while a step is incomplete, naming the step', async () => {
    const who = await candidate({ career: [], totalExperience: 2 });
    const message = completeStepFirstMessage('Education / Career History');
    expect(await refusal(submit(who))).toEqual({
      code: 'failed-precondition',
      message,
      fields: { education: message },
    });
    const noTerms = await candidate({ termsAndConditions: false });
    expect((await refusal(submit(noTerms))).fields).toHaveProperty('privacy');
    const noProfile = await candidate(null);
    expect((await refusal(submit(noProfile))).message).toBe(MESSAGES.completeProfileFirst);
  });
});
