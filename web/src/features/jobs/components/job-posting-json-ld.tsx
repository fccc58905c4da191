import type { Job } from '@careers/domain/types';

import { sanitizeHtml, useSanitizer } from '@/components/ui/sanitized-html';

import { buildJobPosting, serializeJsonLd } from '../utils/job-posting';

type JobPostingJsonLdProps = {
  job: Job & { id: string };
  url: string;
  now: number;
};

/** The description Google shows: the job's own text, then its key requirements as a list. */
export const jobPostingDescriptionHtml = (job: Job): string =>
  job.skills.length > 0
    ? `${job.description}<p><strong>Key requirements</strong></p><ul>${job.skills
        .map((skill) => `<li>${skill}</li>`)
        .join('')}</ul>`
    : job.description;

/** schema.org JobPosting for search engines; nothing for a job that is closed or expired. */
export function JobPostingJsonLd({ job, url, now }: JobPostingJsonLdProps) {
  const purify = useSanitizer();
  const data = buildJobPosting({
    job,
    url,
    now,
    descriptionHtml: sanitizeHtml(purify, jobPostingDescriptionHtml(job)),
  });
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
