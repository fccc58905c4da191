// A stand-in for lib/firebase/use-callable in component tests: our callables are the boundary, each
// answered by the test. `vi.mock('@/lib/firebase/use-callable', () => import('@/testing/callable-boundary'))`
// in the test file, then `answerCallables({ applyToJob: … })`. A call the test did not answer
// rejects with 'Unexpected call of <name>', which the page shows as a failure.

type Answer = (input: unknown) => Promise<unknown>;

/** The test's answers, by callable name (tests may also set one: `callables.retryMail = …`). */
export const callables: Record<string, Answer> = {};

/** Answers these callables, and no others. */
export const answerCallables = (answers: Record<string, Answer>) => {
  for (const name of Object.keys(callables)) delete callables[name];
  Object.assign(callables, answers);
};

export const useCallable = (name: string) => (input: unknown) => {
  const answer = callables[name];
  return answer ? answer(input) : Promise.reject(new Error(`Unexpected call of ${name}`));
};
