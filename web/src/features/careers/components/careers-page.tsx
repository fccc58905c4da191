import {
  jobOpeningsRangeMessage,
  SORT_LABELS,
  SORT_OPTIONS,
  type SortOption,
} from '@careers/domain/constants';
import { runCareersQuery, type CareersQuery } from '@careers/domain/rules';
import type { JobIndexEntry } from '@careers/domain/types';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
} from 'react';

import { Field, NativeSelect } from '@/components/ui/native-fields';
import { useDocumentMeta } from '@/hooks/use-document-meta';
import { useAppliedJobIds } from '@/features/applications/api/get-my-applications';

import { useJobIndex } from '../api/get-job-index';
import { useCareersQuery } from '../hooks/use-careers-query';
import { CareersFilters } from './careers-filters';
import { CareersFiltersDrawer } from './careers-filters-drawer';
import { CareersPagination } from './careers-pagination';
import { CareersSearchForm } from './careers-search-form';
import { JobCard } from './job-card';
import { JobListEmpty, JobListError, JobListSkeleton } from './job-list-states';

const PAGE_TITLE = 'Career Opportunities';
const DEFAULT_DESCRIPTION =
  'Search open positions at the Textile Group by job title and location, filter by job type, department and date posted, and apply online.';

const activeFilterCount = (query: CareersQuery): number =>
  query.jobTypes.length + query.departmentIds.length + (query.datePosted === 'all' ? 0 : 1);

/**
 * The page's cards. The candidate's applications (for the applied checks) are read here, so that
 * the session arriving re-renders this list only, not the whole page.
 */
const JobResults = memo(function JobResults({ jobs, now }: { jobs: readonly JobIndexEntry[]; now: number }) {
  const appliedJobIds = useAppliedJobIds();
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} applied={appliedJobIds.has(job.id)} now={now} />
        </li>
      ))}
    </Stack>
  );
});

/**
 * /careers and /careers/{departmentId} (spec section 2, "Careers listing"). Reads one document,
 * `jobIndex/open` (plus the candidate's own applications for the applied checks); search,
 * filters, counts, sort and pages run in the browser, and all of it lives in the URL.
 */
export function CareersPage() {
  const { query, update, clear, hrefFor } = useCareersQuery();
  const jobIndex = useJobIndex();
  // One clock per visit: the Date Posted windows and "posted … ago" stay consistent while browsing.
  const [now] = useState(() => Date.now());
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusResultsOnPageChange = useRef(false);
  const resultsHeadingId = useId();
  const filtersHeadingId = useId();
  const titleId = useId();
  const sortId = useId();

  // The results (ten cards and the filters' counts) render in the background once the index
  // arrives, in slices that leave the main thread free, instead of in one long task.
  const entries = useDeferredValue(jobIndex.data?.jobs);
  const result = useMemo(
    () => (entries ? runCareersQuery(entries, query, now) : null),
    [entries, query, now],
  );

  // The department named by the route (or the only one ticked) titles the page for search engines.
  const soleDepartment =
    result && query.departmentIds.length === 1
      ? result.facets.departments.find((facet) => facet.value === query.departmentIds[0])
      : undefined;
  const departmentTitle = soleDepartment && soleDepartment.count > 0 ? soleDepartment.label : null;
  useDocumentMeta({
    title: departmentTitle ? `${departmentTitle} jobs — ${PAGE_TITLE}` : PAGE_TITLE,
    description: departmentTitle
      ? `Open positions in ${departmentTitle} at the Textile Group: search, filter and apply online.`
      : DEFAULT_DESCRIPTION,
  });

  useEffect(() => {
    if (!focusResultsOnPageChange.current) return;
    focusResultsOnPageChange.current = false;
    resultsHeadingRef.current?.focus();
    resultsHeadingRef.current?.scrollIntoView({ block: 'start' });
  }, [query.page]);

  // Stable handlers: the filters and cards are memoised, so a change elsewhere on the page (the
  // session arriving, say) does not render them again.
  const handleChange = useCallback(
    (changes: Partial<CareersQuery>) => {
      update(changes);
    },
    [update],
  );
  const handleSort = (event: ChangeEvent<HTMLSelectElement>) => {
    handleChange({ sort: event.target.value as SortOption });
  };
  const handlePageLink = useCallback(() => {
    focusResultsOnPageChange.current = true;
  }, []);
  const pageHref = useCallback((page: number) => hrefFor({ page }), [hrefFor]);

  const heading = result ? jobOpeningsRangeMessage(result.from, result.to, result.total) : 'Job Openings';
  const filterCount = activeFilterCount(query);
  const filters = (
    <CareersFilters query={query} facets={result?.facets ?? null} onChange={handleChange} onClear={clear} />
  );

  return (
    <>
      <Box
        component="section"
        aria-labelledby={titleId}
        sx={(theme) => ({
          bgcolor: 'primary.dark',
          color: 'common.white',
          py: { xs: 4, md: 6 },
          ...theme.applyStyles('dark', { bgcolor: 'background.paper', color: 'text.primary' }),
        })}
      >
        <Container maxWidth="lg">
          <Typography id={titleId} variant="h1" sx={{ mb: 1 }}>
            {PAGE_TITLE}
          </Typography>
          <Typography sx={{ mb: 3, opacity: 0.9, maxWidth: '60ch' }}>
            {departmentTitle
              ? `Open positions in ${departmentTitle}. Search by job title and location, or widen the filters.`
              : 'Find your next role across our spinning, weaving, processing and garment businesses.'}
          </Typography>
          <CareersSearchForm
            key={`${query.keyword}\u0000${query.location}`}
            keyword={query.keyword}
            location={query.location}
            onSearch={handleChange}
          />
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 4 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box
            component="aside"
            aria-labelledby={filtersHeadingId}
            sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 88 }}
          >
            <Typography id={filtersHeadingId} component="h2" variant="h6" sx={{ mb: 2 }}>
              Filters
            </Typography>
            {filters}
          </Box>

          <Box component="section" aria-labelledby={resultsHeadingId} sx={{ minWidth: 0 }}>
            <Stack
              direction="row"
              spacing={1.5}
              sx={{
                alignItems: 'center',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
                rowGap: 1.5,
                mb: 2,
              }}
            >
              <Typography
                id={resultsHeadingId}
                ref={resultsHeadingRef}
                component="h2"
                variant="h5"
                tabIndex={-1}
                aria-live="polite"
                sx={{ outline: 'none', scrollMarginTop: 88 }}
              >
                {heading}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
                <Button
                  variant="outlined"
                  startIcon={<TuneOutlined />}
                  onClick={() => {
                    setFiltersOpen(true);
                  }}
                  sx={{ display: { md: 'none' }, minHeight: 44 }}
                  aria-haspopup="dialog"
                >
                  {filterCount > 0 ? `Filters (${String(filterCount)})` : 'Filters'}
                </Button>
                <Box sx={{ width: 130 }}>
                  <Field id={sortId} label="Sort by">
                    <NativeSelect id={sortId} value={query.sort} onChange={handleSort}>
                      {SORT_OPTIONS.map((option) => (
                        <option key={option} value={option}>
                          {SORT_LABELS[option]}
                        </option>
                      ))}
                    </NativeSelect>
                  </Field>
                </Box>
              </Stack>
            </Stack>

            {jobIndex.isPending || (jobIndex.isSuccess && !entries) ? (
              <JobListSkeleton />
            ) : jobIndex.isError ? (
              <JobListError
                onRetry={() => {
                  void jobIndex.refetch();
                }}
              />
            ) : result && result.items.length > 0 ? (
              <>
                <JobResults jobs={result.items} now={now} />
                <CareersPagination
                  page={result.page}
                  pageCount={result.pageCount}
                  hrefFor={pageHref}
                  onNavigate={handlePageLink}
                />
              </>
            ) : (
              <JobListEmpty noJobsAtAll={(entries?.length ?? 0) === 0} onClear={clear} />
            )}
          </Box>
        </Box>
      </Container>

      <CareersFiltersDrawer
        open={filtersOpen}
        onClose={() => {
          setFiltersOpen(false);
        }}
        resultLabel={result ? `Show ${String(result.total)} ${result.total === 1 ? 'job' : 'jobs'}` : 'Close'}
      >
        {filters}
      </CareersFiltersDrawer>
    </>
  );
}
