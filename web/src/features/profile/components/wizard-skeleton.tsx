import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The wizard's shape while its code or the profile loads. */
export function WizardSkeleton() {
  return (
    // As tall as the screen, like the step it stands for: the footer stays below the fold instead
    // of jumping down when the step arrives (layout shift).
    <Stack spacing={2} role="status" aria-label="Loading your profile" sx={{ minHeight: '100vh' }}>
      <Skeleton variant="rounded" height={64} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={160} />
    </Stack>
  );
}
