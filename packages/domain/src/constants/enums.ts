// Enumerations from the spec (sections 3, 4, 5 and 9). String unions, not enums, so values
// travel unchanged through Firestore documents, URLs and form state.

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const JOB_STATUSES = ['open', 'closed', 'archived'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Career level options of the job form; matched lowercase against a test's level. */
export const CAREER_LEVELS = ['Entry', 'Mid', 'Advanced'] as const;
export type CareerLevel = (typeof CAREER_LEVELS)[number];

export const JOB_TYPES = ['Permanent', 'Contractual'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const TEST_LEVELS = ['entry', 'mid', 'advanced'] as const;
export type TestLevel = (typeof TEST_LEVELS)[number];

export const TEST_QUESTION_COUNTS = [10, 20, 30, 40, 50, 60] as const;
export type TestQuestionCount = (typeof TEST_QUESTION_COUNTS)[number];

export const QUESTION_TYPES = ['aptitude', 'technical'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const SORT_OPTIONS = ['newest', 'oldest'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const SORT_LABELS: Record<SortOption, string> = { newest: 'Newest', oldest: 'Oldest' };

/**
 * Date Posted filters of the careers listing, shortest window first. The spec lists 14 days before
 * 7, used 14 days for 'Last 30 days' and shifted every window by 5 hours; we use real durations in
 * the company's time zone (ARCHITECTURE section 4), in order.
 */
export const DATE_POSTED_FILTERS = [
  { id: 'hour', label: 'Last hour', durationMs: 60 * 60 * 1000 },
  { id: '24h', label: 'Last 24 hours', durationMs: 24 * 60 * 60 * 1000 },
  { id: '7d', label: 'Last 7 days', durationMs: 7 * 24 * 60 * 60 * 1000 },
  { id: '14d', label: 'Last 14 days', durationMs: 14 * 24 * 60 * 60 * 1000 },
  { id: '30d', label: 'Last 30 days', durationMs: 30 * 24 * 60 * 60 * 1000 },
  { id: 'all', label: 'All', durationMs: null },
] as const;
export type DatePostedFilter = (typeof DATE_POSTED_FILTERS)[number]['id'];

export const COMPANY_TIME_ZONE = 'Asia/Karachi';

export type OfficeLocation = {
  /** Label and stored value are the same string, as in the spec. */
  label: string;
  lat: number;
  lng: number;
};

export const OFFICE_LOCATIONS: readonly OfficeLocation[] = [
  { label: 'Head Office', lat: 31.523551, lng: 74.3555 },
  { label: 'HTD site', lat: 31.2485, lng: 74.170661 },
  { label: 'Spinning and Weaving site', lat: 31.243925, lng: 73.978562 },
];
