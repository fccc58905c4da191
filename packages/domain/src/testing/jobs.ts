import type { Job, JobIndexEntry } from '../types/job.ts';

// One job and one careers-index entry with plausible values, for the domain's rules tests and the
// other workspaces' fixtures (web pages, functions services, security rules): each overrides only
// what its test is about, so a new job field is added here once.

export const makeIndexEntry = (overrides: Partial<JobIndexEntry> = {}): JobIndexEntry => ({
  id: 'job-1',
  title: 'Spinning Shift Engineer',
  excerpt: 'Run the ring-spinning floor.',
  location: 'HTD site',
  jobType: 'Permanent',
  experience: 3,
  careerLevel: 'Mid',
  department: { id: 'spinning', title: 'Spinning' },
  company: { id: 'mills', title: 'Textile Mills Ltd' },
  postedAt: Date.UTC(2026, 10, 20, 9, 0),
  endDate: Date.UTC(2026, 11, 31),
  ...overrides,
});

export const makeJob = (overrides: Partial<Job> = {}): Job => ({
  title: 'Spinning Shift Engineer',
  description: '<p>Run the ring-spinning floor.</p>',
  company: { id: 'mills', title: 'Textile Mills Ltd' },
  department: { id: 'spinning', title: 'Spinning' },
  educations: [{ id: 'bsc-textile', title: 'BSc Textile Engineering' }],
  educationIds: ['bsc-textile'],
  screeningQuestions: [{ id: 'notice', title: 'What is your notice period?', limit: 200 }],
  screeningQuestionIds: ['notice'],
  searchTokens: ['spinning', 'shift', 'engineer'],
  skills: ['<p>Ring frames</p>'],
  cgpa: 2.5,
  percentage: null,
  experience: 3,
  careerLevel: 'Mid',
  jobType: 'Permanent',
  postedAt: new Date(Date.UTC(2026, 10, 20, 9, 0)),
  startDate: new Date(Date.UTC(2026, 10, 20)),
  endDate: new Date(Date.UTC(2026, 11, 31)),
  location: 'HTD site',
  coordinates: { lat: 31.2485, lng: 74.170661 },
  conductTest: false,
  test: null,
  status: 'open',
  hidden: false,
  deleted: false,
  deletedAt: null,
  createdBy: 'admin-uid',
  updatedBy: 'admin-uid',
  createdAt: new Date(Date.UTC(2026, 10, 19)),
  updatedAt: new Date(Date.UTC(2026, 10, 19)),
  ...overrides,
});
