import { ROUTES } from '@careers/domain/constants';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { InlineError } from '@/components/ui/inline-error';
import { PageShell } from '@/components/ui/page-shell';

import { useDashboardCounts, type DashboardCounts } from '../api/dashboard-counts';

const FIGURES: readonly { key: keyof DashboardCounts; label: string; href: string; link: string }[] = [
  {
    key: 'openJobs',
    label: 'Open jobs',
    href: `${ROUTES.jobs.list.getHref()}?status=open`,
    link: 'See the open jobs',
  },
  {
    key: 'recentApplications',
    label: 'Applications in the last 7 days',
    href: ROUTES.jobs.list.getHref(),
    link: 'Open the jobs to review them',
  },
  {
    key: 'awaitingReview',
    label: 'Applicants awaiting review',
    href: ROUTES.jobs.list.getHref(),
    link: 'Open the jobs to shortlist',
  },
];

/** /dashboard: the spec's welcome, and the figures an admin wants first thing. */
export function DashboardPage() {
  const counts = useDashboardCounts();
  return (
    <PageShell
      title="Dashboard"
      description="Welcome to the careers admin area. Choose a section from the navigation menu to manage jobs, tests, companies, employment questions, degrees and departments, and to review applicants."
    >
      {counts.isError ? (
        <InlineError message="The figures could not be loaded." onRetry={() => void counts.refetch()} />
      ) : (
        <Grid container spacing={2}>
          {FIGURES.map((figure) => (
            <Grid key={figure.key} size={{ xs: 12, sm: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to={figure.href} sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="body2" color="text.secondary">
                      {figure.label}
                    </Typography>
                    <Typography variant="h2" component="p" sx={{ fontSize: '2.5rem', my: 1 }}>
                      {counts.data ? counts.data[figure.key] : <Skeleton width={60} aria-label="Loading" />}
                    </Typography>
                    <Typography variant="body2" color="primary">
                      {figure.link}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </PageShell>
  );
}
