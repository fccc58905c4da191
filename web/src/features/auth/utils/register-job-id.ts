import { DOCUMENT_ID_PATTERN, QUERY_PARAMS } from '@careers/domain/constants';

/**
 * The job a visitor came to /register for: `?jobId=` (what Apply Now writes) or `?job_id=` (the
 * spec's name, for links written from it), `jobId` first when both are there. A value that cannot
 * be a document id names no job and is ignored, as the careers and job pages ignore one.
 */
export const registerJobId = (searchParams: Pick<URLSearchParams, 'get'>): string | null => {
  for (const name of [QUERY_PARAMS.jobId, QUERY_PARAMS.specJobId]) {
    const value = searchParams.get(name)?.trim();
    if (value && DOCUMENT_ID_PATTERN.test(value)) return value;
  }
  return null;
};
