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
