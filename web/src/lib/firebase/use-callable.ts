import { httpsCallable } from 'firebase/functions';
import { useMemo } from 'react';
import { useFunctions } from 'reactfire';

/**
 * A callable function of ours in the signed-in areas, through reactfire's Functions provider (the
 * app's one Functions instance, in FUNCTIONS_REGION, on the emulator locally): resolves with the
 * function's result, rejects with its `functions/<code>` error. Public pages use `loadCallable`
 * (./loaders.ts) instead, so the Functions SDK stays out of their first paint.
 */
export const useCallable = <Request, Response>(name: string): ((data: Request) => Promise<Response>) => {
  const functions = useFunctions();
  return useMemo(() => {
    const call = httpsCallable<Request, Response>(functions, name);
    return async (data: Request) => (await call(data)).data;
  }, [functions, name]);
};
