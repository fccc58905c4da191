import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

export const queryConfig = {
  queries: {
    // Catalogs and job lists change rarely; a minute avoids refetching on every page change.
    staleTime: 60_000,
    retry: 1,
    refetchOnWindowFocus: false,
  },
} satisfies DefaultOptions;

export const createQueryClient = (): QueryClient => new QueryClient({ defaultOptions: queryConfig });

let appQueryClient: QueryClient | null = null;

/**
 * The app's query client, shared by the providers and the route loaders (which fill it before a
 * data page first renders).
 */
export const getAppQueryClient = (): QueryClient => {
  appQueryClient ??= createQueryClient();
  return appQueryClient;
};

/** Component tests render the app with their own (seeded) client: loaders must use it too. */
export const setAppQueryClient = (client: QueryClient): void => {
  appQueryClient = client;
};

/**
 * Waits for `work` at most `ms`, never failing: a route loader lets its page render with the data
 * when it comes quickly, and otherwise with its loading state (the page's own query carries on,
 * and shows an error with a retry if the read fails).
 */
export const settleWithin = async (work: Promise<unknown>, ms: number): Promise<void> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    work.catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
};
