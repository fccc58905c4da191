// Firestore through the lite SDK (REST, no listeners): a much smaller bundle (ARCHITECTURE section 2).
// Feature `api/` modules import `db` from here, with a typed `withConverter` per collection.
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';

import { env } from '@/config/env';

import { firebaseApp } from './app';

export const db = getFirestore(firebaseApp);

if (env.useEmulators) {
  connectFirestoreEmulator(db, env.emulators.host, env.emulators.firestorePort);
}
