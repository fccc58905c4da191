import { CALLABLES, type CallableInput, type CallableName } from '@careers/domain/callables';

import { parseInput } from '../lib/parse-input.ts';

/**
 * `input` checked as callable `name` checks it before its handler runs: what the services take.
 * Tests of a service pass what a client would send, refusals included.
 */
export const checked = <N extends CallableName>(name: N, input: unknown): Promise<CallableInput<N>> =>
  parseInput(CALLABLES[name].input, input) as Promise<CallableInput<N>>;
