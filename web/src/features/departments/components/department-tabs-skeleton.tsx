import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The tabs' shape while the departments (and the tabs' code) load. */
export function DepartmentTabsSkeleton() {
  return (
    <Box role="status" aria-label="Loading departments">
      <Stack direction="row" spacing={3} sx={{ mb: 4, overflow: 'hidden' }} aria-hidden>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="text" width={110} height={40} sx={{ flex: 'none' }} />
        ))}
      </Stack>
      <Box
        aria-hidden
        sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 10' }} />
        <div>
          <Skeleton variant="text" width="50%" sx={{ fontSize: '2rem' }} />
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="rounded" width={150} height={44} sx={{ mt: 2 }} />
        </div>
      </Box>
    </Box>
  );
}
