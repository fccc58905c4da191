import Box from '@mui/material/Box';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { PageLoader } from '@/components/ui/page-loader';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';

/**
 * The page's `<main>`: target of the skip link, and where focus goes after a client-side
 * navigation (as a full page load would), unless the new page already focused something inside.
 */
export function MainContent({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    const main = ref.current;
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      ref={ref}
      tabIndex={-1}
      sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0, outline: 'none' }}
    >
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </Box>
  );
}
