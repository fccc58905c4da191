// Lazy entry points for the SDKs that only some public screens need (the signed-in areas get theirs
// from reactfire's providers, ./signed-in-providers.tsx). Each loads its module (and the SDK) on
// first call; later calls reuse the same instance.
import type { CallableName, CallableOutput, CallableRequest } from '@careers/domain/callables';

import type { CallableFunction } from './use-callable';

/** A callable by its name in the domain's table, e.g. `(await loadCallable('sendVerificationEmail'))({})`. */
export const loadCallable = async <N extends CallableName>(name: N): Promise<CallableFunction<N>> => {
  const { functions, httpsCallable } = await import('./functions');
  const call = httpsCallable<CallableRequest<N>, CallableOutput<N>>(functions, name);
  return async (input: CallableRequest<N>) => (await call(input)).data;
};
