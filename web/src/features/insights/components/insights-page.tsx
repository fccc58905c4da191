import type { InsightsReport } from '@careers/domain/rules';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

import { InlineError } from '@/components/ui/inline-error';
import { PageShell } from '@/components/ui/page-shell';
import { callableErrorMessage } from '@/lib/callable-errors';

import { useInsights, type InsightsQuery } from '../api/get-insights';
import { formatDays, formatShare } from '../utils/insights-format';

import { FigureSection } from './figure-section';
import { InsightsFilters } from './insights-filters';
import { JobsTable } from './jobs-table';

const QUERY_KEYS = ['from', 'to', 'company', 'department'] as const;

const describeError = callableErrorMessage;

const days = (value: number | null) => formatDays(value);

type DaySpread = { medianDays: number | null; p90Days: number | null };

/** The median and 90th percentile of a figure in days: its chart's two series (none drawn as 0)… */
const spreadSeries = (entries: readonly DaySpread[]) => [
  { label: 'Median', data: entries.map((entry) => entry.medianDays ?? 0) },
  { label: '90th percentile', data: entries.map((entry) => entry.p90Days ?? 0) },
];

/** …and its table's last two columns, in words. */
const SPREAD_COLUMNS = ['Median', '90th percentile'] as const;
const spreadCells = (entry: DaySpread) => [days(entry.medianDays), days(entry.p90Days)];

/** The figures of one report, each a section with its chart and table. */
function InsightsFigures({ report }: { report: InsightsReport }) {
  const stageLabels = report.funnel.map((stage) => stage.label);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <FigureSection
          id="funnel"
          title="Funnel"
          description="Applications made in the range, and how many reached each stage; conversion from the stage before."
          chart={{
            horizontal: true,
            labels: stageLabels,
            series: [{ label: 'Applications', data: report.funnel.map((stage) => stage.count) }],
          }}
          table={{
            caption: 'Funnel',
            columns: ['Stage', 'Applications', 'Conversion'],
            rows: report.funnel.map((stage) => [stage.label, stage.count, formatShare(stage.conversion)]),
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <FigureSection
          id="stage-times"
          title="Days from application"
          description="Median and 90th percentile days from applying to each stage; Selected is the time to hire."
          chart={{
            labels: report.stageTimes.map((stage) => stage.label),
            series: spreadSeries(report.stageTimes),
          }}
          table={{
            caption: 'Days from application to each stage',
            columns: ['Stage', 'Reached', ...SPREAD_COLUMNS],
            rows: report.stageTimes
              .filter((stage) => stage.reached > 0)
              .map((stage) => [stage.label, stage.reached, ...spreadCells(stage)]),
          }}
        />
      </Grid>
      <Grid size={12}>
        <FigureSection
          id="weekly"
          title="Applications per week"
          chart={{
            labels: report.weeks.map((week) => week.weekStart),
            series: [{ label: 'Applications', data: report.weeks.map((week) => week.applications) }],
          }}
          table={{
            caption: 'Applications per week (weeks start on Monday)',
            columns: ['Week of', 'Applications'],
            rows: report.weeks.map((week) => [week.weekStart, week.applications]),
          }}
        />
      </Grid>
      <Grid size={12}>
        <JobsTable rows={report.jobs} range={report} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <FigureSection
          id="sources"
          title="Sources"
          description="Where applicants came from (the job link's source, or the referring site), and how many were shortlisted."
          chart={{
            horizontal: true,
            labels: report.sources.map((source) => source.source),
            series: [
              { label: 'Applications', data: report.sources.map((source) => source.applications) },
              { label: 'Shortlisted', data: report.sources.map((source) => source.shortlisted) },
            ],
          }}
          table={{
            caption: 'Applications by source',
            columns: ['Source', 'Applications', 'Shortlisted', 'Conversion to shortlist'],
            rows: report.sources.map((source) => [
              source.source,
              source.applications,
              source.shortlisted,
              formatShare(source.conversion),
            ]),
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <FigureSection
          id="time-to-fill"
          title="Time to fill"
          description="Days from a job's posting to each selection in it, per department."
          chart={{
            labels: report.timeToFill.map((entry) => entry.departmentTitle || 'Unknown'),
            series: spreadSeries(report.timeToFill),
          }}
          table={{
            caption: 'Time to fill per department',
            columns: ['Department', 'Selections', ...SPREAD_COLUMNS],
            rows: report.timeToFill.map((entry) => [
              entry.departmentTitle || 'Unknown',
              entry.selections,
              ...spreadCells(entry),
            ]),
          }}
        />
      </Grid>
      {report.tests.length === 0 ? (
        <Grid size={12}>
          <FigureSection
            id="tests"
            title="Test scores"
            table={{ caption: 'Test scores', columns: ['Score band'], rows: [] }}
          />
        </Grid>
      ) : (
        report.tests.map((test, index) => (
          <Grid key={test.testId} size={{ xs: 12, lg: 6 }}>
            <FigureSection
              id={index === 0 ? 'tests' : `test-${test.testId}`}
              title={`Test scores: ${test.testTitle}`}
              description={`${String(test.taken)} taken. Per score band, how many took it and how many of them were selected.`}
              chart={{
                labels: test.bands.map((band) => band.label),
                series: [
                  { label: 'Took the test', data: test.bands.map((band) => band.taken) },
                  { label: 'Selected', data: test.bands.map((band) => band.selected) },
                ],
              }}
              table={{
                caption: `Score bands of ${test.testTitle}`,
                columns: ['Score band', 'Took the test', 'Selected', 'Share selected'],
                rows: test.bands.map((band) => [
                  band.label,
                  band.taken,
                  band.selected,
                  formatShare(band.selectedShare),
                ]),
              }}
            />
          </Grid>
        ))
      )}
    </Grid>
  );
}

/**
 * /insights (issue 22): the hiring figures of a range of days, for a company and a department or
 * all; range and filters live in the URL, so a view can be bookmarked and the dashboard links in.
 */
export function InsightsPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const query = useMemo<InsightsQuery>(
    () => ({
      from: params.get('from') ?? '',
      to: params.get('to') ?? '',
      company: params.get('company') ?? '',
      department: params.get('department') ?? '',
    }),
    [params],
  );
  const insights = useInsights(query);
  const report = insights.data;

  // The dashboard links to a figure (/insights#funnel): scroll to it once it is on screen.
  const hash = location.hash.slice(1);
  const loaded = Boolean(report);
  useEffect(() => {
    if (loaded && hash) document.getElementById(hash)?.scrollIntoView();
  }, [loaded, hash]);

  const change = (next: Partial<InsightsQuery>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of QUERY_KEYS) {
          const value = next[key];
          if (value === undefined) continue;
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );

  return (
    <PageShell
      title="Insights"
      description="How many applied, how far they got and how fast, where they came from, and how the test separates them: for the applications made in the range."
      maxWidth="xl"
    >
      <Stack spacing={3}>
        <InsightsFilters
          query={query}
          shown={report ?? null}
          companies={report?.options.companies ?? []}
          departments={report?.options.departments ?? []}
          onChange={change}
        />
        {insights.isError ? (
          <InlineError message={describeError(insights.error)} onRetry={() => void insights.refetch()} />
        ) : report ? (
          <InsightsFigures report={report} />
        ) : (
          <Skeleton variant="rectangular" height={320} aria-label="Loading" />
        )}
      </Stack>
    </PageShell>
  );
}
