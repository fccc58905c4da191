import type { Test } from '../types/test.ts';

/** A Test document with its two stamps in the writer's time type (a Date, or either SDK's Timestamp). */
export type StoredTest<Time> = Omit<Test, 'createdAt' | 'updatedAt'> & { createdAt: Time; updatedAt: Time };

/**
 * A Test (the candidates' assessment) as an admin leaves it for the suites of the other workspaces
 * (the web pages', the security rules', the e2e test-taking's): active, 20 questions split evenly
 * between aptitude and technical, with ten of each in the bank, created and last updated `at`.
 */
export const activeTest = <Time = Date>(
  at: Time,
  overrides: Partial<StoredTest<Time>> = {},
): StoredTest<Time> => ({
  title: 'Spinning technologist',
  level: 'entry',
  timeMinutes: 30,
  totalQuestions: 20,
  aptitudePercentage: 50,
  technicalPercentage: 50,
  department: { id: 'spinning', title: 'Spinning' },
  status: 'active',
  questionCounts: { aptitude: 10, technical: 10 },
  createdAt: at,
  updatedAt: at,
  ...overrides,
});
