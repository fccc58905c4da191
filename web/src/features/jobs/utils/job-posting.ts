import type { JobType } from '@careers/domain/constants';
import type { Job } from '@careers/domain/types';

import { SITE } from '@/config/site';

// schema.org JobPosting for Google's job search (developers.google.com/search/docs/appearance/
// structured-data/job-posting): the required title, description, datePosted, validThrough,
// hiringOrganization and jobLocation, plus employmentType, identifier and the education and
// experience requirements. Built only for a job that is open: a closed or expired job has none.

type JsonLd = Record<string, unknown>;

const EMPLOYMENT_TYPES: Record<JobType, string> = {
  Permanent: 'FULL_TIME',
  Contractual: 'CONTRACTOR',
};

/** Google's credential categories, lowest first: a posting accepting several lists the lowest. */
const CREDENTIAL_CATEGORIES = [
  'high school',
  'associate degree',
  'professional certificate',
  'bachelor degree',
  'postgraduate degree',
] as const;
export type CredentialCategory = (typeof CREDENTIAL_CATEGORIES)[number];

const CATEGORY_PATTERNS: readonly [RegExp, CredentialCategory][] = [
  [/\b(matric|ssc|o[- ]?levels?|intermediate|hssc|fsc|ics|i\.?com|a[- ]?levels?)\b/i, 'high school'],
  [/\b(dae|diploma|associate)\b/i, 'associate degree'],
  [
    /\b(ms|msc|m\.?s\.?|mba|mphil|phd|ma|m\.?a\.?|master'?s?|postgraduate|doctorate)\b/i,
    'postgraduate degree',
  ],
  [/\b(bs|bsc|b\.?s\.?|be|b\.?e\.?|bba|bcom|b\.?com|ba|b\.?a\.?|bachelor'?s?)\b/i, 'bachelor degree'],
  [/\b(acca|ca|cma|cima|icap|chartered|certificate|certified)\b/i, 'professional certificate'],
];

/** The credential category of a degree title, or null when the title does not say. */
export const credentialCategoryOf = (degreeTitle: string): CredentialCategory | null =>
  CATEGORY_PATTERNS.find(([pattern]) => pattern.test(degreeTitle))?.[1] ?? null;

const educationRequirements = (titles: readonly string[]): JsonLd | string | undefined => {
  if (titles.length === 0) return 'no requirements';
  const ranks = titles
    .map(credentialCategoryOf)
    .filter((category): category is CredentialCategory => category !== null)
    .map((category) => CREDENTIAL_CATEGORIES.indexOf(category));
  if (ranks.length === 0) return undefined;
  return {
    '@type': 'EducationalOccupationalCredential',
    credentialCategory: CREDENTIAL_CATEGORIES[Math.min(...ranks)],
  };
};

const experienceRequirements = (years: number): JsonLd | string =>
  years > 0
    ? { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: Math.round(years * 12) }
    : 'no requirements';

/** Where the group's offices are: all in the Lahore region of Punjab. */
const officeAddress = (location: string): JsonLd => ({
  '@type': 'PostalAddress',
  streetAddress: location === 'Head Office' ? `${SITE.address.lines[1] ?? location}` : location,
  addressLocality: 'Lahore',
  addressRegion: 'Punjab',
  addressCountry: 'PK',
});

export type JobPostingInput = {
  job: Job & { id: string };
  /** Canonical absolute URL of the job page. */
  url: string;
  /** The description and key requirements as sanitized HTML. */
  descriptionHtml: string;
  now: number;
};

/** Whether the job may be offered to search engines as open. */
export const isPostable = (job: Job, now: number): boolean =>
  job.status === 'open' && !job.hidden && job.endDate.getTime() >= now;

export const buildJobPosting = ({ job, url, descriptionHtml, now }: JobPostingInput): JsonLd | null => {
  if (!isPostable(job, now)) return null;
  const education = educationRequirements(job.educations.map((degree) => degree.title));
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml,
    identifier: { '@type': 'PropertyValue', name: job.company.title, value: job.id },
    url,
    datePosted: job.postedAt.toISOString(),
    validThrough: job.endDate.toISOString(),
    employmentType: EMPLOYMENT_TYPES[job.jobType],
    hiringOrganization: { '@type': 'Organization', name: job.company.title },
    jobLocation: {
      '@type': 'Place',
      address: officeAddress(job.location),
      geo: { '@type': 'GeoCoordinates', latitude: job.coordinates.lat, longitude: job.coordinates.lng },
    },
    industry: 'Textiles',
    experienceRequirements: experienceRequirements(job.experience),
    ...(education === undefined ? {} : { educationRequirements: education }),
  };
};

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export const serializeJsonLd = (data: JsonLd): string => JSON.stringify(data).replace(/</g, '\\u003c');
