// Where Firestore's REST API serves a project's documents: the emulator's host and port, or
// firestore.googleapis.com with the web API key. Shared by the app (public-document.ts) and the
// build (web/build-plugins/route-preloads.ts writes it into index.html for the early read of a
// page's document). Relative, not '@/…': the build imports this file, and has no path aliases.
import type { Env } from '../../config/env.ts';

export type FirestoreRestConfig = Pick<Env, 'firebase' | 'useEmulators' | 'emulators'>;

/** Firestore's origin in production (its REST API; the lite SDK's too). */
export const FIRESTORE_ORIGIN = 'https://firestore.googleapis.com';

/** `…/documents/`: a document's path is appended, then `documentUrlSuffix`. */
export const documentsBaseUrl = (config: FirestoreRestConfig): string => {
  const root = config.useEmulators
    ? `http://${config.emulators.host}:${String(config.emulators.firestorePort)}`
    : FIRESTORE_ORIGIN;
  return `${root}/v1/projects/${config.firebase.projectId}/databases/(default)/documents/`;
};

export const documentUrlSuffix = (config: FirestoreRestConfig): string =>
  config.useEmulators ? '' : `?key=${encodeURIComponent(config.firebase.apiKey)}`;

export const encodeDocumentPath = (path: string): string =>
  path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
