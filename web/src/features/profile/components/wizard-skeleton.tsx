import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The wizard's shape while its code or the profile loads. */
export function WizardSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Loading your profile">
      <Skeleton variant="rounded" height={64} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={160} />
    </Stack>
  );
}
