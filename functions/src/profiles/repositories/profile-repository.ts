import {
  COLLECTIONS,
  CONVERTERS,
  PROFILE_CONSENTS,
  type PrivacyConsent,
  type Profile,
  type WithId,
} from '@careers/domain';
import {
  FieldValue,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';

import { adminConverter } from '../../lib/converter.ts';

const converter = adminConverter<WithId<Profile>>(CONVERTERS.profiles);

/**
 * `profiles/{uid}` read as the domain's Profile (Timestamps revived as Dates). Writes go through
 * `profileDocument` with only the fields a step changes (`set(..., { merge: true })`), so a step
 * never rewrites what another step saved.
 */
export const typedProfileDocument = (db: Firestore, uid: string): DocumentReference<WithId<Profile>> =>
  db.collection(COLLECTIONS.profiles).withConverter(converter).doc(uid);

export const profileDocument = (db: Firestore, uid: string): DocumentReference =>
  db.collection(COLLECTIONS.profiles).doc(uid);

/** `profiles/{uid}/consents/{auto}`: every privacy-policy acceptance, oldest first by `acceptedAt`. */
export const consentsOf = (db: Firestore, uid: string): CollectionReference<PrivacyConsent> =>
  profileDocument(db, uid).collection(PROFILE_CONSENTS).withConverter(adminConverter<PrivacyConsent>());

/**
 * Adds an acceptance of `version` to the consent history in `transaction`, dated with the commit's
 * time (a server timestamp, which the converter would not pass through, so written without it).
 */
export const addConsent = (transaction: Transaction, db: Firestore, uid: string, version: string): void => {
  transaction.create(profileDocument(db, uid).collection(PROFILE_CONSENTS).doc(), {
    version,
    acceptedAt: FieldValue.serverTimestamp(),
  });
};

/**
 * The acceptances of `version` in the consent history, at most one (a query, so a transaction can
 * read it: applying checks the row exists, not the profile's copy of the consent).
 */
export const consentToVersion = (db: Firestore, uid: string, version: string): Query<PrivacyConsent> =>
  consentsOf(db, uid).where('version', '==', version).limit(1);

export const readConsents = async (db: Firestore, uid: string): Promise<PrivacyConsent[]> =>
  (await consentsOf(db, uid).orderBy('acceptedAt').get()).docs.map((doc) => doc.data());
