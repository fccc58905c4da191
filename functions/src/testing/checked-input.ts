import { CALLABLES, type CallableInput, type CallableName } from '@careers/domain/callables';

import { parseInput } from '../lib/parse-input.ts';

/**
 * `input` checked as callable `name` checks it before its handler runs: what the services take.
 * Tests of a service pass what a client would send, refusals included.
 */
export const checked = <N extends CallableName>(name: N, input: unknown): Promise<CallableInput<N>> =>
  parseInput(CALLABLES[name].input, input) as Promise<CallableInput<N>>;

/**
 * A service as its callable calls it: the last argument (the input) checked with callable `name`'s
 * schema first. Tests of a service wrap it once and call it as the service, with what a client sends.
 */
export const asCallable =
  <N extends CallableName, Args extends unknown[], Result>(
    name: N,
    service: (...args: [...Args, CallableInput<N>]) => Promise<Result>,
  ) =>
  (...args: [...Args, unknown]): Promise<Result> => {
    const input = args.pop();
    return checked(name, input).then((checkedInput) => service(...(args as unknown as Args), checkedInput));
  };
