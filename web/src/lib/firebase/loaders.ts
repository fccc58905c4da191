// Lazy entry points for the SDKs that only some screens need. Each loads its module (and the SDK)
// on first call; later calls reuse the same instance.
import type { Functions, HttpsCallable } from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';

export const loadStorage = async (): Promise<FirebaseStorage> => (await import('./storage')).storage;

export const loadFunctions = async (): Promise<Functions> => (await import('./functions')).functions;

/** A callable function by name, e.g. `(await loadCallable<In, Out>('sendVerificationEmail'))(input)`. */
export const loadCallable = async <Request, Response>(
  name: string,
): Promise<HttpsCallable<Request, Response>> => {
  const { functions, httpsCallable } = await import('./functions');
  return httpsCallable<Request, Response>(functions, name);
};
