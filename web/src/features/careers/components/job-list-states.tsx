import { ROUTES, couldNotLoadMessage } from '@careers/domain/constants';
import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { InlineError } from '@/components/ui/inline-error';

/** Placeholder cards with the real cards' shape, so the page does not jump when jobs arrive. */
export function JobListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <Stack spacing={2} role="status" aria-label="Loading job openings">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} sx={{ p: { xs: 2, sm: 2.5 } }} aria-hidden>
          <Skeleton variant="text" width="25%" />
          <Skeleton variant="text" width="60%" sx={{ fontSize: '1.5rem' }} />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="85%" />
          <Skeleton variant="text" width="50%" sx={{ mt: 1 }} />
          <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1.5 }}>
            <Skeleton variant="circular" width={32} height={32} />
            <Skeleton variant="rounded" width={112} height={36} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

export function JobListError({ onRetry }: { onRetry: () => void }) {
  return <InlineError message={couldNotLoadMessage('the job openings')} onRetry={onRetry} />;
}

type JobListEmptyProps = {
  /** No open jobs at all, as opposed to none matching the filters. */
  noJobsAtAll: boolean;
  /** The department the URL names, when it exists but has no open job right now. */
  emptyDepartment?: string | null;
  onClear: () => void;
};

export function JobListEmpty({ noJobsAtAll, emptyDepartment = null, onClear }: JobListEmptyProps) {
  if (emptyDepartment && !noJobsAtAll) {
    return (
      <Card sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <SearchOff sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
        <Typography component="h3" variant="h5" sx={{ mt: 1 }}>
          {`No open positions in ${emptyDepartment} right now`}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2.5 }}>
          New positions are posted often. Meanwhile, our other departments are hiring.
        </Typography>
        <Button variant="contained" href={ROUTES.careers.list.getHref()}>
          See all job openings
        </Button>
      </Card>
    );
  }
  return (
    <Card sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <SearchOff sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography component="h3" variant="h5" sx={{ mt: 1 }}>
        {noJobsAtAll ? 'No open positions right now' : 'No job openings match your search'}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: noJobsAtAll ? 0 : 2.5 }}>
        {noJobsAtAll
          ? 'New positions are posted often. Please check back soon.'
          : 'Try other words, a different location, or fewer filters.'}
      </Typography>
      {noJobsAtAll ? null : (
        <Button variant="contained" onClick={onClear}>
          Clear all filters
        </Button>
      )}
    </Card>
  );
}

export const UNKNOWN_DEPARTMENT_TITLE = 'We could not find that department';

/**
 * The body of the results when the URL names a department that does not exist (an old or
 * mistyped link): said plainly, with the way to every opening. The page's results heading reads
 * UNKNOWN_DEPARTMENT_TITLE instead of an empty count.
 */
export function UnknownDepartment() {
  return (
    <Card sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <SearchOff sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography sx={{ mt: 1, mb: 2.5, mx: 'auto', maxWidth: '48ch' }}>
        There is no department at this address: the link may be old or mistyped. All our open positions are
        one click away.
      </Typography>
      <Button variant="contained" href={ROUTES.careers.list.getHref()}>
        See all job openings
      </Button>
    </Card>
  );
}
