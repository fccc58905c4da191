import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';

import { DeferredRender } from '@/components/ui/deferred-render';
import { SkipLink } from '@/components/ui/skip-link';

import { MainContent } from './main-content';
import { NavigationProgress } from './navigation-progress';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

type PublicLayoutProps = {
  /** The header; the app passes one with the candidate's test invitation. */
  header?: ReactNode;
  /** A notice between the header and the page (the app's email-confirmation banner). */
  banner?: ReactNode;
  /** The page; the matched route's by default. */
  children?: ReactNode;
};

/** Public and candidate pages: header, a notice when the app has one, the page, footer. */
export function PublicLayout({ header = <SiteHeader />, banner = null, children }: PublicLayoutProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <NavigationProgress />
      {header}
      {banner}
      <MainContent>{children ?? <Outlet />}</MainContent>
      {/* Below the page: rendered just after its first paint. */}
      <DeferredRender minHeight="20rem">
        <SiteFooter />
      </DeferredRender>
    </Box>
  );
}
