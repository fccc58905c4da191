// Firestore through the lite SDK (REST, no listeners): a much smaller bundle (ARCHITECTURE section 2).
// Feature `api/` modules get `db` and the SDK functions from `loadFirestore()` (./load-firestore.ts),
// so the SDK loads with a page's first read rather than before its first paint, and type each
// collection with `firestoreConverter(CONVERTERS.<collection>)` (./converter.ts).
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';

import { env } from '@/config/env';

import { firebaseApp } from './app';

export const db = getFirestore(firebaseApp);

if (env.useEmulators) {
  connectFirestoreEmulator(db, env.emulators.host, env.emulators.firestorePort);
}
