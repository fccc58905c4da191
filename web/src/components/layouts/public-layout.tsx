import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

import { SkipLink } from '@/components/ui/skip-link';

import { MainContent } from './main-content';
import { NavigationProgress } from './navigation-progress';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Public and candidate pages: header, the page, footer. */
export function PublicLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <NavigationProgress />
      <SiteHeader />
      <MainContent>
        <Outlet />
      </MainContent>
      <SiteFooter />
    </Box>
  );
}
