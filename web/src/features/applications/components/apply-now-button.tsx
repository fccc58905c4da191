import { ROUTES } from '@careers/domain/constants';
import Button, { type ButtonProps } from '@mui/material/Button';

import { useSession } from '@/lib/session/use-session';

import { useApplyNow, type ApplyNowProfile } from '../hooks/use-apply-now';
import { AppliedCheck } from './applied-check';

type ApplyNowButtonProps = {
  jobId: string;
  /** The candidate has applied: the applied check replaces the button. */
  applied: boolean;
  /** Where several jobs share a page: read out as 'Apply Now for {title}'. */
  jobTitle?: string;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
  /** The candidate's profile as Apply Now needs it (see ApplyNowProfile). */
  profile: ApplyNowProfile;
};

/**
 * Apply Now, or the applied check. Visitors get a plain link to /register with the job (it opens in
 * a new tab too); candidates a button that runs the apply decision. Admins do not apply, so they
 * see neither.
 */
export function ApplyNowButton({
  jobId,
  applied,
  jobTitle,
  size = 'medium',
  fullWidth,
  profile,
}: ApplyNowButtonProps) {
  const session = useSession();
  const { apply, applyingJobId } = useApplyNow(profile);

  if (applied) return <AppliedCheck />;
  if (session.role === 'admin') return null;

  const common = {
    variant: 'contained',
    size,
    fullWidth,
    'aria-label': jobTitle ? `Apply Now for ${jobTitle}` : undefined,
  } as const;

  // While the session is still loading, visitors (most people here) get their link at once; a
  // candidate's button replaces it when the session arrives. The register page sends anyone who
  // turns out to be signed in on to /careers.
  if (session.status !== 'signedIn') {
    return (
      <Button {...common} href={ROUTES.register.getHref(jobId)}>
        Apply Now
      </Button>
    );
  }

  const busy = applyingJobId === jobId;
  const handleClick = () => {
    void apply(jobId);
  };

  return (
    <Button {...common} onClick={handleClick} disabled={busy} aria-busy={busy || undefined}>
      Apply Now
    </Button>
  );
}
