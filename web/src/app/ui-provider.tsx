import { CacheProvider } from '@emotion/react';
import { I18nProvider } from '@lingui/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';

import { ErrorBoundary } from '@/components/errors/error-boundary';
import { AppErrorFallback } from '@/components/errors/error-fallback';
import { NotificationsProvider } from '@/components/notifications/notifications-provider';
import { PageLoader } from '@/components/ui/page-loader';
import { i18n } from '@/i18n/catalogs';
import { emotionCache } from '@/i18n/direction';
import { getAppQueryClient } from '@/lib/react-query';
import { colorSchemeStorage, getTheme } from '@/theme/theme';

type UiProviderProps = {
  children: ReactNode;
  /** Tests pass their own (no retries); the app creates one. */
  queryClient?: QueryClient;
};

/**
 * Everything the app needs except Firebase: theme (light, dark or the device's setting), data
 * cache, notifications, and a last-resort error boundary. Tests render pages inside this with a
 * fixed session instead of Firebase.
 */
export function UiProvider({ children, queryClient }: UiProviderProps) {
  const [client] = useState(() => queryClient ?? getAppQueryClient());
  // A right-to-left page's styles go through its own emotion cache (i18n/rtl.ts); a left-to-right
  // page keeps emotion's default one.
  const [cache] = useState(emotionCache);

  const themed = (
    <ThemeProvider theme={getTheme()} defaultMode="system" noSsr {...colorSchemeStorage}>
      <CssBaseline enableColorScheme />
      <ErrorBoundary fallback={AppErrorFallback}>
        <QueryClientProvider client={client}>
          <NotificationsProvider>
            <Suspense fallback={<PageLoader fullScreen />}>{children}</Suspense>
          </NotificationsProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
  return (
    <I18nProvider i18n={i18n}>
      {cache ? <CacheProvider value={cache}>{themed}</CacheProvider> : themed}
    </I18nProvider>
  );
}
