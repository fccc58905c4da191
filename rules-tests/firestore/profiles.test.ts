import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { DOCUMENT_ID_MAX_LENGTH, PHONE_MAX_DIGITS, PROFILE_LIMITS } from '@careers/domain/constants';
import { describe, it } from 'vitest';
import { EMAILS, emailOf, UIDS } from '../support/actors.ts';
import { NOW, seedDocs, validProfile } from '../support/fixtures.ts';
import { describeMatrix } from '../support/matrix.ts';
import { rulesEnvForFile } from '../support/test-env.ts';
import { requestsAs } from '../support/requests.ts';

const env = await rulesEnvForFile('profiles');

const ownerProfile = `profiles/${UIDS.owner}`;

/** A profile as the client creates it: the CV and picture come later, set by the server only. */
const draftProfile = (email: string = EMAILS.owner) => ({
  ...validProfile(UIDS.owner, email),
  resume: null,
  avatar: null,
});

describeMatrix('profiles/{uid}', () => env, {
  // Create targets the owner's profile, so it must not exist yet in that case.
  seed: (seedEnv, operation) =>
    seedDocs(seedEnv, operation === 'create' ? {} : { [ownerProfile]: validProfile() }),
  // Each actor writes its own email: the profile is valid for the one writing it, so a denial is
  // about whose profile it is, not about the email check.
  operations: {
    get: (db) => db.get(ownerProfile),
    list: (db) => db.list('profiles'),
    create: (db, actor) => db.set(ownerProfile, draftProfile(emailOf(actor))),
    update: (db, actor) => db.update(ownerProfile, { city: 'Faisalabad', email: emailOf(actor) }),
    delete: (db) => db.delete(ownerProfile),
  },
  allowed: {
    signedOut: {},
    owner: { get: true, create: true, update: true },
    other: {},
    admin: { get: true, list: true },
  },
});

// Every acceptance of the privacy policy (issue 21): the acceptPrivacyPolicy function writes it; the
// candidate and admins read it.
const ownerConsent = `${ownerProfile}/consents/c1`;
const consent = { version: '2026-01', acceptedAt: NOW };
describeMatrix('profiles/{uid}/consents/{id}', () => env, {
  seed: (seedEnv) => seedDocs(seedEnv, { [ownerProfile]: validProfile(), [ownerConsent]: consent }),
  operations: {
    get: (db) => db.get(ownerConsent),
    list: (db) => db.list(`${ownerProfile}/consents`),
    create: (db) => db.set(`${ownerProfile}/consents/c2`, consent),
    update: (db) => db.update(ownerConsent, { version: '2099-01' }),
    delete: (db) => db.delete(ownerConsent),
  },
  allowed: {
    signedOut: {},
    owner: { get: true, list: true },
    other: {},
    admin: { get: true, list: true },
  },
});

describe('profiles/{uid} validation: each invalid field on its own is denied', () => {
  const writeAsOwner = (data: Record<string, unknown>) => requestsAs(env, 'owner').set(ownerProfile, data);

  it('a valid profile is accepted (the baseline the cases below change one field of)', async () => {
    await env.clearFirestore();
    await assertSucceeds(writeAsOwner(draftProfile()));
  });

  const invalidCases: [string, Record<string, unknown>][] = [
    ['an unknown key (role)', { role: 'admin' }],
    ['an unknown key (status)', { status: 'shortlisted' }],
    ['an email other than the signed-in email', { email: EMAILS.other }],
    ['a last name that is not text', { lastName: 42 }],
    // A list has a size too: the length check alone would take it.
    ['a first name that is a list', { firstName: ['Alia'] }],
    ['a phone number with letters', { phoneNumber: '0300ABC4567' }],
    ['negative experience', { totalExperience: -1 }],
    ['fractional experience', { totalExperience: 2.5 }],
    // Only the server sets the CV and the picture, after checking the file's bytes.
    ['a resume in its own folder, set by the client', { resume: validProfile().resume }],
    [
      "a resume in someone else's folder",
      { resume: { ...validProfile().resume, path: `candidates/${UIDS.other}/resume/cv.pdf` } },
    ],
    [
      'an avatar in its own folder, set by the client',
      {
        avatar: {
          ...validProfile().resume,
          path: `candidates/${UIDS.owner}/avatar/me.png`,
          contentType: 'image/png',
        },
      },
    ],
    ['education that is not a list', { education: 'NTU' }],
    // A string has a size too: the count check alone would take it.
    ['career that is not a list', { career: 'Group Textiles' }],
    ['terms flag that is not a boolean', { termsAndConditions: 'yes' }],
    ['a privacy policy version that is not text', { privacyPolicyVersion: 202601 }],
    ['termsAcceptedAt that is not a timestamp', { termsAcceptedAt: '2026-11-01' }],
    ['submittedAt that is not a timestamp', { submittedAt: 'yesterday' }],
    ['createdAt that is not a timestamp', { createdAt: 1_793_523_600_000 }],
    ['updatedAt that is not a timestamp', { updatedAt: { seconds: 1_793_523_600 } }],
    ['a pending job id that is not text', { pendingJobId: 17 }],
    ['a first job id that is not text', { firstJobId: ['job1'] }],
    ['a missing first name', { firstName: undefined }],
  ];

  for (const [label, change] of invalidCases) {
    it(`denies ${label}`, async () => {
      await env.clearFirestore();
      const data: Record<string, unknown> = { ...draftProfile(), ...change };
      for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
      await assertFails(writeAsOwner(data));
    });
  }

  // Each limit of packages/domain at its boundary: the limit itself is accepted, one more is not.
  const text = (length: number) => 'x'.repeat(length);
  const entries = (count: number) => Array.from({ length: count }, () => ({}));
  const boundaries: [string, number, (size: number) => unknown][] = [
    ['firstName', PROFILE_LIMITS.firstName, text],
    ['middleName', PROFILE_LIMITS.middleName, text],
    ['lastName', PROFILE_LIMITS.lastName, text],
    ['phoneNumber', PHONE_MAX_DIGITS, (digits) => '3'.repeat(digits)],
    ['city', PROFILE_LIMITS.city, text],
    ['address', PROFILE_LIMITS.address, text],
    ['totalExperience', PROFILE_LIMITS.totalExperience, (years) => years],
    ['education', PROFILE_LIMITS.educationEntries, entries],
    ['career', PROFILE_LIMITS.careerEntries, entries],
    ['pendingJobId', DOCUMENT_ID_MAX_LENGTH, text],
    ['firstJobId', DOCUMENT_ID_MAX_LENGTH, text],
  ];
  for (const [field, limit, sized] of boundaries) {
    it(`accepts ${field} at its limit (${String(limit)}) and denies one more`, async () => {
      await env.clearFirestore();
      await assertSucceeds(writeAsOwner({ ...draftProfile(), [field]: sized(limit) }));
      await env.clearFirestore();
      await assertFails(writeAsOwner({ ...draftProfile(), [field]: sized(limit + 1) }));
    });
  }

  it('denies an update that adds a forbidden key to an existing profile', async () => {
    await env.clearFirestore();
    await seedDocs(env, { [ownerProfile]: validProfile() });
    await assertFails(requestsAs(env, 'owner').update(ownerProfile, { admin: true }));
  });
});

describe('profiles/{uid}: a profile belongs to the uid it is stored under', () => {
  it("denies creating another candidate's profile, even one with the creator's own email", async () => {
    await env.clearFirestore();
    const db = requestsAs(env, 'other');
    await assertFails(db.set(ownerProfile, draftProfile(EMAILS.other)));
    await assertSucceeds(db.set(`profiles/${UIDS.other}`, draftProfile(EMAILS.other)));
  });

  it("denies taking over another candidate's profile by writing one's own email into it", async () => {
    await env.clearFirestore();
    await seedDocs(env, { [ownerProfile]: validProfile() });
    const db = requestsAs(env, 'other');
    await assertFails(db.update(ownerProfile, { email: EMAILS.other, updatedAt: NOW }));
    await assertFails(db.set(ownerProfile, { ...validProfile(UIDS.owner, EMAILS.other) }));
  });
});

describe('profiles/{uid}: the CV and picture are set only by the server', () => {
  const ownerDb = () => requestsAs(env, 'owner');
  const checkedAvatar = {
    ...validProfile().resume,
    path: `candidates/${UIDS.owner}/avatar/me.png`,
    fileName: 'me.png',
    contentType: 'image/png',
  };

  it('allows a client to create its profile without the keys at all', async () => {
    await env.clearFirestore();
    const { resume: _resume, avatar: _avatar, ...rest } = validProfile();
    await assertSucceeds(ownerDb().set(ownerProfile, rest));
  });

  it('allows writing the whole profile back with the stored CV and picture unchanged', async () => {
    await env.clearFirestore();
    await seedDocs(env, { [ownerProfile]: { ...validProfile(), avatar: checkedAvatar } });
    const stored = (await ownerDb().get(ownerProfile)).data() ?? {};
    await assertSucceeds(ownerDb().set(ownerProfile, { ...stored, city: 'Multan' }));
  });

  it('denies replacing the CV with another file in its own folder', async () => {
    await env.clearFirestore();
    await seedDocs(env, { [ownerProfile]: validProfile() });
    await assertFails(
      ownerDb().update(ownerProfile, {
        resume: { ...validProfile().resume, path: `candidates/${UIDS.owner}/resume/renamed-page.pdf` },
      }),
    );
  });

  it('denies removing the CV', async () => {
    await env.clearFirestore();
    await seedDocs(env, { [ownerProfile]: validProfile() });
    await assertFails(ownerDb().update(ownerProfile, { resume: null }));
  });

  it('denies setting or changing the picture', async () => {
    await env.clearFirestore();
    await seedDocs(env, { [ownerProfile]: validProfile() });
    await assertFails(ownerDb().update(ownerProfile, { avatar: checkedAvatar }));
    await seedDocs(env, { [ownerProfile]: { ...validProfile(), avatar: checkedAvatar } });
    await assertFails(
      ownerDb().update(ownerProfile, { avatar: { ...checkedAvatar, fileName: 'other.png' } }),
    );
  });
});

// Issue 31: the consent and the submission are the server's (acceptPrivacyPolicy writes the consent
// row and these fields in one transaction, submitProfile sets submittedAt). Before, a candidate could
// write the current policy version with a back-dated time and apply with no consent record.
describe('profiles/{uid}: consent and submission are set only by the server', () => {
  const accepted = {
    termsAndConditions: true,
    privacyPolicyVersion: '2026-01',
    termsAcceptedAt: NOW,
    submittedAt: NOW,
  };
  // What a candidate would change each to once the server set it: withdrawn, another, cleared.
  const changed: Record<keyof typeof accepted, unknown> = {
    termsAndConditions: false,
    privacyPolicyVersion: '2099-01',
    termsAcceptedAt: null,
    submittedAt: null,
  };
  const ownerDb = () => requestsAs(env, 'owner');

  it('allows creating the profile with them unset, as registration does', async () => {
    await env.clearFirestore();
    await assertSucceeds(ownerDb().set(ownerProfile, draftProfile()));
  });

  for (const [field, value] of Object.entries(accepted)) {
    it(`denies creating the profile with ${field} set`, async () => {
      await env.clearFirestore();
      await assertFails(ownerDb().set(ownerProfile, { ...draftProfile(), [field]: value }));
    });

    it(`denies setting ${field} on an existing profile`, async () => {
      await env.clearFirestore();
      await seedDocs(env, { [ownerProfile]: validProfile() });
      await assertFails(ownerDb().update(ownerProfile, { [field]: value }));
    });

    it(`denies changing ${field} once the server has set it`, async () => {
      await env.clearFirestore();
      await seedDocs(env, { [ownerProfile]: { ...validProfile(), ...accepted } });
      await assertFails(ownerDb().update(ownerProfile, { [field]: changed[field as keyof typeof accepted] }));
    });
  }

  it('allows other changes to a profile whose consent the server recorded', async () => {
    await env.clearFirestore();
    await seedDocs(env, { [ownerProfile]: { ...validProfile(), ...accepted } });
    await assertSucceeds(ownerDb().update(ownerProfile, { city: 'Faisalabad' }));
  });
});
