// The Firestore SDK (about 30 KiB gzipped) is not part of the JavaScript a page needs before its
// first paint: data pages render their skeletons at once and load it alongside their first read.
// Feature `api/` modules call `await loadFirestore()` inside their query functions.
import type * as FirestoreSdkModule from './firestore-sdk';

type FirestoreSdk = typeof FirestoreSdkModule;

let loading: Promise<FirestoreSdk> | null = null;

export const loadFirestore = (): Promise<FirestoreSdk> => {
  loading ??= import('./firestore-sdk');
  return loading;
};
