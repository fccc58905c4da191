import { countOf } from '@careers/domain/rules';

// Wording shared by the job cards and the job page.

/** '3 years', '1 year', or 'No experience required' for 0. */
export const experienceLabel = (years: number): string => {
  if (!Number.isFinite(years) || years <= 0) return 'No experience required';
  return countOf(years, 'year');
};

/** 'Posted today', 'Posted yesterday', 'Posted 5 days ago' (whole days since `postedAt`). */
export const postedAgoLabel = (postedAt: number, now: number): string => {
  const days = Math.floor((now - postedAt) / (24 * 60 * 60 * 1000));
  if (days <= 0) return 'Posted today';
  if (days === 1) return 'Posted yesterday';
  return `Posted ${countOf(days, 'day')} ago`;
};
