import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { matchRoutes } from 'react-router-dom';

import { adminPages } from './app/admin-routes';
import { App } from './app/app';
import { createAppRouter, type AppRouter } from './app/router';
import { resolveStartLocale, routerBasename, startLocale } from './i18n/locale';
import { getTheme } from './theme/theme';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

/**
 * Runs each step in a task of its own, in order, so that the browser can do other work (and
 * paint) between them and no single task holds a slow phone's main thread for long. (A message
 * channel rather than setTimeout: no minimum delay, and no throttling in a background tab.)
 */
const runInSeparateTasks = (steps: readonly (() => void)[]): void => {
  const [step, ...rest] = steps;
  if (!step) return;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    step();
    runInSeparateTasks(rest);
  };
  channel.port2.postMessage(null);
};

// Start-up: the modules have been evaluated (this task); then the router reads the URL and starts
// the page's code and data; then the theme is built; then React renders, as a transition, in slices
// with the browser free to respond between them (as hydration does).
/**
 * Keeps where the visitor came from (lib/visit-source.ts), read from the address as it arrived,
 * before the router can rewrite it. Its code loads only when the link names a source or another
 * site referred the visitor, so a page's first paint does not carry it.
 */
const keepVisitSource = (): void => {
  const arrival = { search: location.search, host: location.host };
  const referrer = document.referrer;
  const named = /[?&](utm_)?source=/.test(arrival.search);
  if (!named && (!referrer || referrer.startsWith(location.origin))) return;
  void import('./lib/visit-source').then(({ recordVisitSource }) => recordVisitSource(arrival, referrer));
};

/** The admin console is English only (issue 33): its pages open without a language prefix. */
const isAdminPath = (path: string): boolean => (matchRoutes(adminPages, path)?.length ?? 0) > 0;

// The language comes first: the address may gain its prefix (/ur/…) before the router reads it,
// and a page in another language than English waits for its catalog, styles and font.
const locale = resolveStartLocale(isAdminPath);

let router: AppRouter | undefined;
const start = () =>
  runInSeparateTasks([
    () => {
      keepVisitSource();
      router = createAppRouter(routerBasename(locale));
    },
    () => {
      getTheme();
    },
    () => {
      const root = createRoot(container);
      startTransition(() => {
        root.render(
          <StrictMode>
            <App router={router} />
          </StrictMode>,
        );
      });
    },
  ]);

if (locale === 'en') start();
else void startLocale(locale).then(start);
