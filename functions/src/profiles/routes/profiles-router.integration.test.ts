import { randomUUID } from 'node:crypto';

import { COLLECTIONS, MB, MESSAGES, PRIVACY_POLICY_VERSION, profileFileFolder } from '@careers/domain';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Deps } from '../../deps.ts';
import { createApiApp } from '../../http/app.ts';
import { CANDIDATE_PASSWORD, createCandidate, type TestCandidate } from '../../testing/candidates.ts';
import { putOnRoster, signInOnEmulator } from '../../testing/emulators.ts';
import { emulatorProfilesDeps, storedProfile } from '../testing/profiles-test-bed.ts';
import { htmlFile, objectExists, pdfFile, pngFile } from '../testing/sample-files.ts';

// The wizard's documented routes (spec section 7) over HTTP, against the emulators: the multipart
// step one with its files streamed to Storage, steps two and four, with their refusals.

let deps: Deps;
let app: ReturnType<typeof createApiApp>;
let degree: string;

beforeAll(async () => {
  deps = emulatorProfilesDeps();
  app = createApiApp(() => deps);
  degree = `MSc Textile Chemistry ${randomUUID().slice(0, 8)}`;
  await deps.db.collection(COLLECTIONS.degrees).doc(randomUUID()).set({ title: degree });
});

type SignedIn = TestCandidate & { token: string };

const signedIn = async (options: Parameters<typeof createCandidate>[1] = {}): Promise<SignedIn> => {
  const who = await createCandidate(deps, options);
  return { ...who, token: await signInOnEmulator(who.email, CANDIDATE_PASSWORD) };
};

const fields = (who: TestCandidate): Record<string, string> => ({
  firstName: 'Bilal',
  middleName: 'Ahmed',
  lastName: 'Qureshi',
  city: 'Karachi',
  address: '3 Clifton Block 5',
  phoneNumber: '03211234567',
  email: who.email,
});

/** POST step-one as a multipart form with the given fields and files. */
const stepOne = (
  who: SignedIn,
  formFields: Record<string, string>,
  files: { resume?: [Buffer, string, string]; avatar?: [Buffer, string, string] } = {},
) => {
  let call = request(app).post('/api/users/create/step-one').set('authorization', `Bearer ${who.token}`);
  for (const [name, value] of Object.entries(formFields)) call = call.field(name, value);
  for (const [name, file] of Object.entries(files)) {
    const [bytes, filename, contentType] = file;
    call = call.attach(name, bytes, { filename, contentType });
  }
  return call;
};

/** The objects in the candidate's folder of that kind. */
const folder = async (who: TestCandidate, kind: 'resume' | 'avatar') =>
  (await deps.bucket.getFiles({ prefix: profileFileFolder(who.uid, kind) }))[0].map((file) => file.name);

describe('POST /api/users/create/step-one', () => {
  it('saves the fields and streams the CV and picture into the candidate’s folder', async () => {
    const who = await signedIn();
    const cv = pdfFile(200_000);
    const response = await stepOne(who, fields(who), {
      resume: [cv, 'Bilal Qureshi CV.pdf', 'application/pdf'],
      avatar: [pngFile(), 'bilal.png', 'image/png'],
    }).expect(200);

    expect(response.body.completeness.personal).toBe(true);
    expect(response.body.resume).toMatchObject({
      fileName: 'Bilal Qureshi CV.pdf',
      contentType: 'application/pdf',
      size: 200_000,
    });
    expect(response.body.resume.path.startsWith(`candidates/${who.uid}/resume/`)).toBe(true);
    expect(response.body.avatar.path.startsWith(`candidates/${who.uid}/avatar/`)).toBe(true);
    const stored = await storedProfile(deps, who.uid);
    expect(stored).toMatchObject({ firstName: 'Bilal', middleName: 'Ahmed', city: 'Karachi' });
    expect(stored?.resume?.path).toBe(response.body.resume.path);
    const [bytes] = await deps.bucket.file(response.body.resume.path).download();
    expect(bytes.equals(cv)).toBe(true);
    // The CV it replaced is gone.
    expect(await folder(who, 'resume')).toEqual([response.body.resume.path]);
  });

  it('needs a resume when the profile has none: 400 with the spec message, nothing saved', async () => {
    const who = await signedIn({ profile: { resume: null, firstName: 'Before' } });
    const response = await stepOne(who, fields(who), { avatar: [pngFile(), 'me.png', 'image/png'] }).expect(
      400,
    );
    expect(response.body).toEqual({
      error: {
        code: 'invalid-argument',
        reason: 'invalid-input',
        message: MESSAGES.resumeRequired,
        fields: { resume: 'Please upload the Resume before proceeding.' },
      },
    });
    expect((await storedProfile(deps, who.uid))?.firstName).toBe('Before');
    expect(await folder(who, 'avatar')).toEqual([]);
  });

  it('keeps the CV the profile has when the form brings none', async () => {
    const who = await signedIn();
    const response = await stepOne(who, fields(who)).expect(200);
    expect(response.body.resume.path).toBe(who.resumePath);
  });

  it('refuses a 4 MB PDF while it streams, keeping the previous CV', async () => {
    const who = await signedIn();
    const response = await stepOne(who, fields(who), {
      resume: [pdfFile(4 * MB), 'big.pdf', 'application/pdf'],
    }).expect(400);
    expect(response.body.error.fields).toEqual({ resume: MESSAGES.resumeTooLarge });
    expect(await folder(who, 'resume')).toEqual([who.resumePath]);
    expect((await storedProfile(deps, who.uid))?.resume?.path).toBe(who.resumePath);
  });

  it('refuses a web page named .pdf, keeping the previous CV', async () => {
    const who = await signedIn();
    const response = await stepOne(who, fields(who), {
      resume: [htmlFile(), 'cv.pdf', 'application/pdf'],
    }).expect(400);
    expect(response.body.error.fields).toEqual({ resume: MESSAGES.resumeNotDocument });
    expect(await folder(who, 'resume')).toEqual([who.resumePath]);
  });

  it('refuses a 2 MB PNG picture; the form’s CV is not kept either', async () => {
    const who = await signedIn();
    const response = await stepOne(who, fields(who), {
      resume: [pdfFile(), 'cv.pdf', 'application/pdf'],
      avatar: [pngFile(2 * MB), 'me.png', 'image/png'],
    }).expect(400);
    expect(response.body.error.fields).toEqual({ avatar: MESSAGES.pictureTooLarge });
    expect(await folder(who, 'resume')).toEqual([who.resumePath]);
    expect(await folder(who, 'avatar')).toEqual([]);
  });

  it('refuses a 12-digit phone with the file problems in one answer, keeping no file', async () => {
    const who = await signedIn();
    const response = await stepOne(
      who,
      { ...fields(who), phoneNumber: '030012345678' },
      {
        resume: [pdfFile(), 'cv.pdf', 'application/pdf'],
        avatar: [htmlFile(), 'me.png', 'image/png'],
      },
    ).expect(400);
    expect(response.body.error.fields).toEqual({
      phoneNumber: 'Phone number must be at most 11 digits.',
      avatar: MESSAGES.pictureNotImage,
    });
    expect(await folder(who, 'resume')).toEqual([who.resumePath]);
    expect((await storedProfile(deps, who.uid))?.phoneNumber).toBe('03001234567');
  });

  it('answers 403 for another account’s email, 401 without a token, 403 for an admin', async () => {
    const who = await signedIn();
    const other = await stepOne(
      who,
      { ...fields(who), email: 'not-me@careers.test' },
      {
        resume: [pdfFile(), 'cv.pdf', 'application/pdf'],
      },
    ).expect(403);
    expect(other.body.error.fields).toEqual({ email: MESSAGES.emailNotAccountEmail });
    expect(await folder(who, 'resume')).toEqual([who.resumePath]);

    await request(app).post('/api/users/create/step-one').field('firstName', 'x').expect(401);

    const admin = await signedIn();
    await deps.auth.setCustomUserClaims(admin.uid, { admin: true });
    await putOnRoster(deps.db, admin.uid);
    const adminToken = await signInOnEmulator(admin.email, CANDIDATE_PASSWORD);
    const asAdmin = await stepOne({ ...admin, token: adminToken }, fields(admin)).expect(403);
    expect(asAdmin.body.error.message).toBe(MESSAGES.profileForCandidatesOnly);
  });
});

describe('POST /api/users/create/step-two', () => {
  const body = (who: TestCandidate, overrides: Record<string, unknown> = {}) => ({
    email: who.email,
    totalExperience: 2,
    education: [{ institute: 'NED', fieldOfStudy: 'Dyeing', degree, from: 2015, to: 2019 }],
    career: [
      { company: 'Kohinoor', position: 'Chemist', from: 2020, to: 2022, description: 'Reactive dyes.' },
    ],
    ...overrides,
  });

  it('saves education and career', async () => {
    const who = await signedIn();
    const response = await request(app)
      .post('/api/users/create/step-two')
      .set('authorization', `Bearer ${who.token}`)
      .send(body(who))
      .expect(200);
    expect(response.body.completeness.education).toBe(true);
    expect((await storedProfile(deps, who.uid))?.career?.[0]).toMatchObject({
      company: 'Kohinoor',
      to: 2022,
    });
  });

  it('answers 400 per field: a 141-character description, from after to, a year out of range', async () => {
    const who = await signedIn();
    const response = await request(app)
      .post('/api/users/create/step-two')
      .set('authorization', `Bearer ${who.token}`)
      .send(
        body(who, {
          education: [{ institute: 'NED', degree, from: 2075, to: 2019 }],
          career: [{ company: 'K', position: 'C', from: 2022, to: 2020, description: 'y'.repeat(141) }],
        }),
      )
      .expect(400);
    expect(response.body.error.fields).toEqual({
      'education[0].from': 'From must be 2074 or earlier.',
      'education[0].to': 'To cannot be before From.',
      'career[0].to': 'To cannot be before From.',
      'career[0].description': 'Description must be at most 140 characters.',
    });
  });
});

describe('POST /api/users/create/step-four', () => {
  it('stores the acceptance with the policy version; refuses without termsAndConditions', async () => {
    const who = await signedIn({ profile: { termsAndConditions: false, privacyPolicyVersion: null } });
    const refused = await request(app)
      .post('/api/users/create/step-four')
      .set('authorization', `Bearer ${who.token}`)
      .send({ email: who.email })
      .expect(400);
    expect(refused.body.error.fields).toEqual({ termsAndConditions: MESSAGES.acceptPrivacyPolicy });
    expect((await storedProfile(deps, who.uid))?.termsAndConditions).toBe(false);

    const accepted = await request(app)
      .post('/api/users/create/step-four')
      .set('authorization', `Bearer ${who.token}`)
      .send({ email: who.email, termsAndConditions: true })
      .expect(200);
    expect(accepted.body).toMatchObject({ privacyPolicyVersion: PRIVACY_POLICY_VERSION });
    expect(await storedProfile(deps, who.uid)).toMatchObject({
      termsAndConditions: true,
      privacyPolicyVersion: PRIVACY_POLICY_VERSION,
    });
  });
});

it('keeps nothing of a refused form in Storage: only the attached CV remains after a mix of calls', async () => {
  const who = await signedIn();
  await stepOne(who, fields(who), { resume: [htmlFile(), 'a.pdf', 'application/pdf'] }).expect(400);
  await stepOne(who, fields(who), { resume: [pdfFile(4 * MB), 'b.pdf', 'application/pdf'] }).expect(400);
  const ok = await stepOne(who, fields(who), { resume: [pdfFile(), 'c.pdf', 'application/pdf'] }).expect(200);
  expect(await folder(who, 'resume')).toEqual([ok.body.resume.path]);
  expect(await objectExists(deps.bucket, who.resumePath)).toBe(false);
});
