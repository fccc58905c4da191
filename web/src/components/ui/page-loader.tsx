import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

type PageLoaderProps = {
  /** What is loading, read out by screen readers. */
  label?: string;
  /**
   * Before any layout exists (the app's first Suspense). Either way the loader is as tall as the
   * screen: what follows it (the public layout's footer) stays below the fold while the page loads
   * instead of jumping down when the page arrives (a layout shift).
   */
  fullScreen?: boolean;
};

/** The loading state of a page, a lazy route or the session; announced politely. */
export function PageLoader({ label = 'Loading' }: PageLoaderProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'grid',
        placeItems: 'center',
        flex: 1,
        minHeight: '100vh',
        py: 6,
      }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
