import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

import { InlineError } from './inline-error';
import { PageShell, type PageShellProps } from './page-shell';

/** What a page needs of its read (a TanStack query, or several combined): its state and a retry. */
export type PageQuery<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  /** null (or undefined once loaded) when what the page shows does not exist. */
  data: T | null | undefined;
  refetch: () => unknown;
};

type QueryPageProps<T> = {
  query: PageQuery<T>;
  /** The page's frame until it has its data (the loaded page renders its own). */
  frame: Omit<PageShellProps, 'children'>;
  /** Above the loading, failed and missing states alike (e.g. the way back). */
  before?: ReactNode;
  /** What the skeleton stands for ('Loading the job'), and its blocks' heights or its own shape. */
  loading: { label: string; skeleton: readonly number[] | ReactNode };
  /** What a failed read says; the reader can try again. */
  failed: string | ((error: unknown) => string);
  /** What a missing one says (with a way on), and which errors mean it is missing. */
  missing: { message: string; title?: string; action?: ReactNode; isMissing?: (error: unknown) => boolean };
  children: (data: T) => ReactNode;
};

/**
 * The frame of a page that shows one thing it reads (a job, a test, an applicant): a skeleton while
 * it loads, the failure with 'Try again', 'does not exist', then the page itself from the data.
 */
export function QueryPage<T>({
  query,
  frame,
  before,
  loading,
  failed,
  missing,
  children,
}: QueryPageProps<T>) {
  if (query.isPending) {
    return (
      <PageShell {...frame}>
        {before}
        <Stack spacing={2} role="status" aria-label={loading.label}>
          {Array.isArray(loading.skeleton)
            ? (loading.skeleton as readonly number[]).map((height, index) => (
                <Skeleton key={index} variant="rounded" height={height} />
              ))
            : (loading.skeleton as ReactNode)}
        </Stack>
      </PageShell>
    );
  }
  const isMissing = query.isError ? (missing.isMissing?.(query.error) ?? false) : query.data == null;
  if (query.isError && !isMissing) {
    return (
      <PageShell {...frame}>
        {before}
        <InlineError
          message={typeof failed === 'function' ? failed(query.error) : failed}
          onRetry={() => void query.refetch()}
        />
      </PageShell>
    );
  }
  if (isMissing || query.data == null) {
    return (
      <PageShell {...frame} title={missing.title ?? frame.title}>
        {before}
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <InlineError message={missing.message} />
          {missing.action}
        </Stack>
      </PageShell>
    );
  }
  return <>{children(query.data)}</>;
}
