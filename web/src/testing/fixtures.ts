import { makeIndexEntry as makeDomainIndexEntry, makeJob as makeDomainJob } from '@careers/domain/testing';
import type { Application, Department, Job, JobIndex, JobIndexEntry, WithId } from '@careers/domain/types';

// Typed test data for the public pages, dated relative to the real clock so the Date Posted
// filters behave as they would for a visitor today.

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export const hoursAgo = (hours: number): number => Date.now() - hours * HOUR_MS;

export const makeIndexEntry = (overrides: Partial<JobIndexEntry> & { id: string }): JobIndexEntry =>
  makeDomainIndexEntry({
    excerpt: 'Run the ring-spinning floor on rotating shifts.',
    company: { id: 'sunehri-spinning', title: 'Sunehri Spinning Mills Limited' },
    postedAt: hoursAgo(48),
    endDate: Date.now() + 30 * DAY_MS,
    ...overrides,
  });

export const makeJobIndex = (jobs: JobIndexEntry[]): JobIndex => ({
  jobs,
  shardIds: [],
  updatedAt: new Date(),
});

/**
 * Twelve jobs: spinning (5, Permanent), weaving (4, Contractual), garments (3, 2 Permanent and
 * 1 Contractual), posted 1 to 12 days ago (job-01 newest); one more, 30 minutes old, when asked.
 */
export const makeListing = (): JobIndexEntry[] => {
  const departments = [
    ...Array.from({ length: 5 }, () => ({ id: 'spinning', title: 'Spinning', type: 'Permanent' as const })),
    ...Array.from({ length: 4 }, () => ({ id: 'weaving', title: 'Weaving', type: 'Contractual' as const })),
    { id: 'garments', title: 'Garments & Stitching', type: 'Permanent' as const },
    { id: 'garments', title: 'Garments & Stitching', type: 'Permanent' as const },
    { id: 'garments', title: 'Garments & Stitching', type: 'Contractual' as const },
  ];
  return departments.map((department, index) => {
    const number = String(index + 1).padStart(2, '0');
    return makeIndexEntry({
      id: `job-${number}`,
      title: `${department.title} Officer ${number}`,
      location: index % 2 === 0 ? 'Head Office' : 'HTD site',
      jobType: department.type,
      department: { id: department.id, title: department.title },
      postedAt: hoursAgo(24 * (index + 1) - 1),
    });
  });
};

export const makeJob = (overrides: Partial<Job> = {}): Job =>
  makeDomainJob({
    title: 'Merchandiser — Home Textiles',
    description:
      '<p>Own orders from enquiry to shipment for our European buyers.</p><script>window.hacked = true</script><p onclick="alert(1)">Costing, sampling and time-and-action plans.</p>',
    company: { id: 'sunehri-home', title: 'Sunehri Home Textiles Limited' },
    department: { id: 'merchandising', title: 'Merchandising' },
    educations: [
      { id: 'bba', title: 'BBA' },
      { id: 'mba', title: 'MBA' },
    ],
    educationIds: ['bba', 'mba'],
    screeningQuestions: [],
    screeningQuestionIds: [],
    searchTokens: ['merchandiser', 'home', 'textiles', 'merchandising'],
    skills: ['<p>3+ years in export merchandising</p>', '<ul><li>MS Excel</li><li>ERP</li></ul>'],
    cgpa: null,
    postedAt: new Date(hoursAgo(72)),
    startDate: new Date(hoursAgo(72)),
    endDate: new Date(Date.now() + 20 * DAY_MS),
    location: 'Head Office',
    coordinates: { lat: 31.523551, lng: 74.3555 },
    createdBy: 'admin-1',
    updatedBy: 'admin-1',
    createdAt: new Date(hoursAgo(72)),
    updatedAt: new Date(hoursAgo(72)),
    ...overrides,
  });

/** What makeJob's job carries once the admin attaches its department's mid-level test. */
export const WITH_MERCHANDISING_TEST: Pick<Job, 'conductTest' | 'test'> = {
  conductTest: true,
  test: {
    id: 'merch-mid',
    title: 'Merchandising (mid)',
    level: 'mid',
    timeMinutes: 30,
    totalQuestions: 20,
  },
};

/** A candidate's personal details, as the wizard's first step stores them. */
export const AYESHA = {
  firstName: 'Ayesha',
  middleName: '',
  lastName: 'Khan',
  email: 'ayesha@example.com',
  phoneNumber: '03001234567',
  city: 'Lahore',
} as const;

export const makeApplication = (jobId: string, uid: string): WithId<Application> => ({
  id: `${jobId}_${uid}`,
  jobId,
  jobTitle: 'A job',
  uid,
  status: 'applied',
  statusHistory: [{ status: 'applied', at: new Date() }],
  topCandidate: false,
  answers: [],
  candidate: {
    ...AYESHA,
    address: 'Gulberg',
    avatar: null,
    resume: null,
    totalExperience: 2,
    education: [],
    career: [],
  },
  privacyPolicyVersion: '2026-01',
  appliedAt: new Date(),
  updatedAt: new Date(),
  test: null,
  interviewInvitedAt: null,
});

export const makeDepartment = (index: number, overrides: Partial<Department> = {}): WithId<Department> => ({
  id: `department-${String(index)}`,
  title: `Department ${String(index)}`,
  description: `What department ${String(index)} does.`,
  image: {
    path: `departments/department-${String(index)}/picture.png`,
    url: `https://example.test/d${String(index)}.png`,
  },
  order: index,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...overrides,
});
