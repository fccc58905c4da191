import { ROUTES } from '@careers/domain/constants';
import { addIsoDays, companyIsoDate } from '@careers/domain/rules';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { InlineError } from '@/components/ui/inline-error';
import { PageShell } from '@/components/ui/page-shell';

import { useDashboardCounts, type DashboardCounts } from '../api/dashboard-counts';

type Figure = {
  key: keyof DashboardCounts;
  label: string;
  href: string;
  link: string;
  /** The matching figure of /insights. */
  insight: { href: string; link: string };
};

/** The figures, with today's dates in the insight links (the last 7 days, today included). */
const figures = (today: string): readonly Figure[] => [
  {
    key: 'openJobs',
    label: 'Open jobs',
    href: `${ROUTES.jobs.list.getHref()}?status=open`,
    link: 'See the open jobs',
    insight: { href: ROUTES.insights.getHref({}, 'jobs'), link: 'Applicants per job in insights' },
  },
  {
    key: 'recentApplications',
    label: 'Applications in the last 7 days',
    href: ROUTES.jobs.list.getHref(),
    link: 'Open the jobs to review them',
    insight: {
      href: ROUTES.insights.getHref({ from: addIsoDays(today, -6), to: today }, 'funnel'),
      link: 'These applications in insights',
    },
  },
  {
    key: 'awaitingReview',
    label: 'Applicants awaiting review',
    href: ROUTES.jobs.list.getHref(),
    link: 'Open the jobs to shortlist',
    insight: { href: ROUTES.insights.getHref({}, 'stage-times'), link: 'Days to shortlist in insights' },
  },
];

/** /dashboard: the spec's welcome, and the figures an admin wants first thing. */
export function DashboardPage() {
  const counts = useDashboardCounts();
  // Today's date for the insight links, once per visit of the page (a render must be pure).
  const [today] = useState(() => companyIsoDate(Date.now()));
  return (
    <PageShell
      title="Dashboard"
      description="Welcome to the careers admin area. Choose a section from the navigation menu to manage jobs, tests, companies, employment questions, degrees and departments, and to review applicants."
    >
      {counts.isError ? (
        <InlineError message="The figures could not be loaded." onRetry={() => void counts.refetch()} />
      ) : (
        <Grid container spacing={2}>
          {figures(today).map((figure) => (
            <Grid key={figure.key} size={{ xs: 12, sm: 4 }}>
              <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <CardActionArea component={RouterLink} to={figure.href} sx={{ flexGrow: 1 }}>
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
                <CardActions sx={{ px: 2, pt: 0 }}>
                  <Link component={RouterLink} to={figure.insight.href} variant="body2">
                    {figure.insight.link}
                  </Link>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </PageShell>
  );
}
