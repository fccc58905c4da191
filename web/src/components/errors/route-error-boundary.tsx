import { ROUTES } from '@careers/domain/constants';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

import { DocumentMeta } from '@/components/ui/document-meta';

import { ErrorFallbackView, handleReload } from './error-fallback';

/** A lazy page whose chunk is gone after a deploy fails with one of these; a reload fixes it. */
const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    error.message,
  );

/**
 * Shown in place of a route that threw while loading or rendering. Placed inside each layout so
 * the header and navigation stay usable.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();

  useEffect(() => {
    console.error('A route failed to load or render', error);
  }, [error]);

  const description = isChunkLoadError(error)
    ? 'A new version of this site is available. Reload the page to continue.'
    : isRouteErrorResponse(error) && error.status === 404
      ? 'We could not find that page.'
      : undefined;

  return (
    <>
      <DocumentMeta title="Error" />
      <ErrorFallbackView
        description={description}
        actions={
          <>
            <Button variant="contained" onClick={handleReload}>
              Reload page
            </Button>
            <Button variant="outlined" href={ROUTES.home.getHref()}>
              Go to the home page
            </Button>
          </>
        }
      />
    </>
  );
}
