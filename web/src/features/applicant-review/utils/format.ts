import { formatCompanyDateTime } from '@careers/domain/rules';

// Times on the review are the company's (Asia/Karachi), like every date the admin screens show, so
// two admins in different places read the same time for the same remark.

/** '24 Nov 2026, 14:05' from an ISO string, or '—' when there is none. */
export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? formatCompanyDateTime(new Date(iso)) : '—';

/** '12 min 5 s' (or '45 s'): a test's time used. */
export const formatDuration = (seconds: number): string => {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return minutes > 0 ? `${String(minutes)} min ${String(rest)} s` : `${String(rest)} s`;
};

/**
 * The applicant's uid inside an application id (`{jobId}_{uid}`, applicationId in
 * @careers/domain/firestore). Split by the known job id: both parts may contain '_'.
 */
export const applicantUidOf = (applicationId: string, jobId: string): string =>
  applicationId.startsWith(`${jobId}_`) ? applicationId.slice(jobId.length + 1) : applicationId;

export const fullName = (candidate: { firstName: string; middleName: string; lastName: string }): string =>
  [candidate.firstName, candidate.middleName, candidate.lastName]
    .filter((part) => part.trim() !== '')
    .join(' ');
