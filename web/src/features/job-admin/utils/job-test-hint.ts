import { countOf } from '@careers/domain';

import type { TestOption } from '../api/job-form-options';

/**
 * Why the Test list offers what it does (or nothing), in words: New Job and Edit Job alike. Null
 * when a test can simply be chosen.
 */
export const testFieldHint = (input: {
  conductTest: boolean;
  choosable: boolean;
  matching: number;
  /** The chosen test when it is not among the ones offered (deleted, or of another department or level). */
  missingTest: string | null;
}): string | null => {
  if (!input.choosable) return 'Choose the department and career level first: the tests offered match both.';
  if (input.missingTest)
    return `This job's test, "${input.missingTest}", is no longer offered for this department and level: choose another, or untick "Conduct test".`;
  if (input.matching === 0) return 'No test of this department and level yet.';
  if (!input.conductTest)
    return `Tick "Conduct test" to choose a test (${countOf(input.matching, 'test')} of this department and level).`;
  return null;
};

/**
 * The title of the job's chosen test when the list no longer offers it (deleted, or of another
 * department or level), so the form can still name it; null otherwise.
 */
export const missingTestTitle = (
  values: { conductTest: boolean; testId: string },
  matching: readonly TestOption[],
  allTests: readonly TestOption[],
  savedTest: { id: string; title: string } | null,
): string | null =>
  values.conductTest && values.testId !== '' && !matching.some((test) => test.id === values.testId)
    ? (allTests.find((test) => test.id === values.testId)?.title ??
      (savedTest?.id === values.testId ? savedTest.title : 'the saved test'))
    : null;
