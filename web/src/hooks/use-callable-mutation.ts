import type { CallableName, CallableOutput, CallableRequest } from '@careers/domain/callables';
import {
  useMutation,
  useQueryClient,
  type Query,
  type QueryClient,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query';

import { useCallable } from '@/lib/firebase/use-callable';

/**
 * The first element of every admin read's query key: an admin's write (a job, a test, an applicant's
 * status) can change any admin page, so the admin mutations mark all of them stale.
 */
export const ADMIN_QUERIES = ['admin'] as const;

/** The cached reads a callable's answer makes stale: query-key prefixes, or a predicate. */
export type Invalidation<Variables> =
  | readonly QueryKey[]
  | ((variables: Variables) => readonly QueryKey[])
  | { predicate: (query: Query) => boolean };

type CommonOptions<N extends CallableName, Variables> = {
  /** What the answer makes stale; the reads on screen are read again. */
  invalidates?: Invalidation<Variables>;
  /**
   * When: 'success' (the default; `mutateAsync` resolves once the reads on screen are back),
   * 'settled' (after a refusal too: it may be about data that has changed since it was read), or
   * 'background' (after an answer, not awaited: for a page that moves on at once).
   */
  refresh?: 'success' | 'settled' | 'background';
  /** Puts the answer straight into the cache (a test session, a review's remarks), before `invalidates`. */
  onAnswer?: (output: CallableOutput<N>, variables: Variables, queryClient: QueryClient) => void;
};

type MutationOf<N extends CallableName, Variables> = UseMutationResult<CallableOutput<N>, Error, Variables>;

const invalidate = <Variables>(
  queryClient: QueryClient,
  invalidation: Invalidation<Variables> | undefined,
  variables: Variables,
): Promise<unknown> => {
  if (!invalidation) return Promise.resolve();
  if ('predicate' in invalidation)
    return queryClient.invalidateQueries({ predicate: invalidation.predicate });
  const keys = typeof invalidation === 'function' ? invalidation(variables) : invalidation;
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
};

/**
 * The one way a feature's `api/` file turns a callable into a TanStack Query mutation: the call is
 * typed by the domain's callable table, and its answer refreshes the reads it names. The page
 * passes the callable's input, or `input` builds it from less (`(entry) => ({ kind, entry })`).
 */
export function useCallableMutation<N extends CallableName, Variables>(
  name: N,
  options: CommonOptions<N, Variables> & { input: (variables: Variables) => CallableRequest<N> },
): MutationOf<N, Variables>;
export function useCallableMutation<N extends CallableName>(
  name: N,
  options?: CommonOptions<N, CallableRequest<N>>,
): MutationOf<N, CallableRequest<N>>;
export function useCallableMutation<N extends CallableName, Variables>(
  name: N,
  options: CommonOptions<N, Variables> & { input?: (variables: Variables) => CallableRequest<N> } = {},
): MutationOf<N, Variables> {
  const call = useCallable(name);
  const queryClient = useQueryClient();
  const { input, invalidates, refresh = 'success', onAnswer } = options;
  return useMutation<CallableOutput<N>, Error, Variables>({
    mutationFn: (variables) => call(input ? input(variables) : (variables as CallableRequest<N>)),
    onSuccess: (output, variables) => {
      onAnswer?.(output, variables, queryClient);
      if (refresh === 'success') return invalidate(queryClient, invalidates, variables);
      if (refresh === 'background') void invalidate(queryClient, invalidates, variables);
      return undefined;
    },
    onSettled: (_output, _error, variables) =>
      refresh === 'settled' ? invalidate(queryClient, invalidates, variables) : undefined,
  });
}
