import type { CallableName, CallableOutput, CallableRequest } from '@careers/domain/callables';
import { httpsCallable } from 'firebase/functions';
import { useMemo } from 'react';
import { useFunctions } from 'reactfire';

/**
 * One of our callables as the web app calls it: typed by its entry in the domain's callable table
 * (`@careers/domain/callables`), so a name the table lacks or an input it does not take is a type
 * error. Resolves with the callable's answer; rejects with its `functions/<code>` error, which
 * `readCallableError` (lib/callable-errors.ts) reads.
 */
export type CallableFunction<N extends CallableName> = (
  input: CallableRequest<N>,
) => Promise<CallableOutput<N>>;

/**
 * A callable in the signed-in areas, through reactfire's Functions provider (the app's one Functions
 * instance, in FUNCTIONS_REGION, on the emulator locally). Public pages use `loadCallable`
 * (./loaders.ts) instead, so the Functions SDK stays out of their first paint.
 */
export const useCallable = <N extends CallableName>(name: N): CallableFunction<N> => {
  const functions = useFunctions();
  return useMemo(() => {
    const call = httpsCallable<CallableRequest<N>, CallableOutput<N>>(functions, name);
    return async (input: CallableRequest<N>) => (await call(input)).data;
  }, [functions, name]);
};
