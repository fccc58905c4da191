import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

type PageLoaderProps = {
  /** What is loading, read out by screen readers. */
  label?: string;
  /** Fill the viewport (before any layout exists) instead of the content area. */
  fullScreen?: boolean;
};

/** The loading state of a page, a lazy route or the session; announced politely. */
export function PageLoader({ label = 'Loading', fullScreen = false }: PageLoaderProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'grid',
        placeItems: 'center',
        flex: 1,
        minHeight: fullScreen ? '100vh' : 240,
        py: 6,
      }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
