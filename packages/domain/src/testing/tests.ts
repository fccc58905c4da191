import type { Test } from '../types/test.ts';

// One stored test (the admin's test definition) with plausible values, for the other workspaces'
// fixtures and specs (security rules, the test-taking e2e): each overrides what its case is about.

export const makeTest = (overrides: Partial<Test> = {}): Test => ({
  title: 'Spinning technologist',
  level: 'entry',
  timeMinutes: 30,
  totalQuestions: 20,
  aptitudePercentage: 50,
  technicalPercentage: 50,
  department: { id: 'spinning', title: 'Spinning' },
  status: 'active',
  questionCounts: { aptitude: 10, technical: 10 },
  createdAt: new Date(Date.UTC(2026, 10, 1, 9)),
  updatedAt: new Date(Date.UTC(2026, 10, 1, 9)),
  ...overrides,
});
