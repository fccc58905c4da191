// Lazy entry points for the SDKs that only some public screens need (the signed-in areas get theirs
// from reactfire's providers, ./signed-in-providers.tsx). Each loads its module (and the SDK) on
// first call; later calls reuse the same instance.
import type { HttpsCallable } from 'firebase/functions';

/** A callable function by name, e.g. `(await loadCallable<In, Out>('sendVerificationEmail'))(input)`. */
export const loadCallable = async <Request, Response>(
  name: string,
): Promise<HttpsCallable<Request, Response>> => {
  const { functions, httpsCallable } = await import('./functions');
  return httpsCallable<Request, Response>(functions, name);
};
