import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { contextFor, EMAILS, UIDS } from '../support/actors.ts';
import { seedDocs, validProfile } from '../support/fixtures.ts';
import { describeMatrix } from '../support/matrix.ts';
import { createRulesEnv } from '../support/test-env.ts';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createRulesEnv('profiles');
});
afterAll(async () => {
  await env.cleanup();
});

const ownerProfile = `profiles/${UIDS.owner}`;

/** A profile as the client creates it: the CV and picture come later, set by the server only. */
const draftProfile = () => ({ ...validProfile(), resume: null, avatar: null });

describeMatrix('profiles/{uid}', () => env, {
  // Create targets the owner's profile, so it must not exist yet in that case.
  seed: (seedEnv, operation) =>
    seedDocs(seedEnv, operation === 'create' ? {} : { [ownerProfile]: validProfile() }),
  operations: {
    get: (db) => getDoc(doc(db, ownerProfile)),
    list: (db) => getDocs(collection(db, 'profiles')),
    create: (db) => setDoc(doc(db, ownerProfile), draftProfile()),
    update: (db) => updateDoc(doc(db, ownerProfile), { city: 'Faisalabad' }),
    delete: (db) => deleteDoc(doc(db, ownerProfile)),
  },
  allowed: {
    signedOut: {},
    owner: { get: true, create: true, update: true },
    other: {},
    admin: { get: true, list: true },
  },
});

describe('profiles/{uid} validation: each invalid field on its own is denied', () => {
  const writeAsOwner = (data: Record<string, unknown>) =>
    setDoc(doc(contextFor(env, 'owner').firestore(), ownerProfile), data);

  it('a valid profile is accepted (the baseline the cases below change one field of)', async () => {
    await env.clearFirestore();
    await assertSucceeds(writeAsOwner(draftProfile()));
  });

  const invalidCases: [string, Record<string, unknown>][] = [
    ['an unknown key (role)', { role: 'admin' }],
    ['an unknown key (status)', { status: 'shortlisted' }],
    ['an email other than the signed-in email', { email: EMAILS.other }],
    ['a first name over 60 characters', { firstName: 'x'.repeat(61) }],
    ['a last name that is not text', { lastName: 42 }],
    ['a phone number over 11 digits', { phoneNumber: '030012345678' }],
    ['a phone number with letters', { phoneNumber: '0300ABC4567' }],
    ['an address over 300 characters', { address: 'x'.repeat(301) }],
    ['a city over 80 characters', { city: 'x'.repeat(81) }],
    ['negative experience', { totalExperience: -1 }],
    ['experience over 60 years', { totalExperience: 61 }],
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
    ['more than 20 education entries', { education: Array.from({ length: 21 }, () => ({})) }],
    ['more than 30 career entries', { career: Array.from({ length: 31 }, () => ({})) }],
    ['terms flag that is not a boolean', { termsAndConditions: 'yes' }],
    ['submittedAt that is not a timestamp', { submittedAt: 'yesterday' }],
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

  it('denies an update that adds a forbidden key to an existing profile', async () => {
    await env.clearFirestore();
    await seedDocs(env, { [ownerProfile]: validProfile() });
    await assertFails(updateDoc(doc(contextFor(env, 'owner').firestore(), ownerProfile), { admin: true }));
  });
});

describe('profiles/{uid}: the CV and picture are set only by the server', () => {
  const ownerDb = () => contextFor(env, 'owner').firestore();
  const checkedAvatar = {
    ...validProfile().resume,
    path: `candidates/${UIDS.owner}/avatar/me.png`,
    fileName: 'me.png',
    contentType: 'image/png',
  };

  it('allows a client to create its profile without the keys at all', async () => {
    await env.clearFirestore();
    const { resume: _resume, avatar: _avatar, ...rest } = validProfile();
    await assertSucceeds(setDoc(doc(ownerDb(), ownerProfile), rest));
  });

  it('allows writing the whole profile back with the stored CV and picture unchanged', async () => {
    await env.clearFirestore();
    await seedDocs(env, { [ownerProfile]: { ...validProfile(), avatar: checkedAvatar } });
    const stored = (await getDoc(doc(ownerDb(), ownerProfile))).data() ?? {};
    await assertSucceeds(setDoc(doc(ownerDb(), ownerProfile), { ...stored, city: 'Multan' }));
  });

  it('denies replacing the CV with another file in its own folder', async () => {
    await env.clearFirestore();
    await seedDocs(env, { [ownerProfile]: validProfile() });
    await assertFails(
      updateDoc(doc(ownerDb(), ownerProfile), {
        resume: { ...validProfile().resume, path: `candidates/${UIDS.owner}/resume/renamed-page.pdf` },
      }),
    );
  });

  it('denies removing the CV', async () => {
    await env.clearFirestore();
    await seedDocs(env, { [ownerProfile]: validProfile() });
    await assertFails(updateDoc(doc(ownerDb(), ownerProfile), { resume: null }));
  });

  it('denies setting or changing the picture', async () => {
    await env.clearFirestore();
    await seedDocs(env, { [ownerProfile]: validProfile() });
    await assertFails(updateDoc(doc(ownerDb(), ownerProfile), { avatar: checkedAvatar }));
    await seedDocs(env, { [ownerProfile]: { ...validProfile(), avatar: checkedAvatar } });
    await assertFails(
      updateDoc(doc(ownerDb(), ownerProfile), { avatar: { ...checkedAvatar, fileName: 'other.png' } }),
    );
  });
});
