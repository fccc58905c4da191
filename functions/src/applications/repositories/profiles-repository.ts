import { COLLECTIONS, CONVERTERS, type Profile, type WithId } from '@careers/domain';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

import { adminConverter } from '../../lib/converter.ts';

const converter = adminConverter<WithId<Profile>>(CONVERTERS.profiles);

/** `profiles/{uid}`: read by the apply function to freeze what the employer receives. */
export const profileRef = (db: Firestore, uid: string): DocumentReference<WithId<Profile>> =>
  db.collection(COLLECTIONS.profiles).withConverter(converter).doc(uid);
