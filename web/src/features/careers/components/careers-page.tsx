import {
  jobOpeningsRangeMessage,
  SORT_LABELS,
  SORT_OPTIONS,
  type SortOption,
} from '@careers/domain/constants';
import { countOf, runCareersQuery, type CareersQuery } from '@careers/domain/rules';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
} from 'react';

import { BrandBand } from '@/components/ui/brand-band';
import { Field, NativeSelect } from '@/components/ui/native-fields';
import { PageContainer } from '@/components/ui/page-shell';

import { useJobIndex } from '../api/get-job-index';
import { useCareersQuery } from '../hooks/use-careers-query';
import { useNamedDepartment } from '../hooks/use-named-department';
import { activeFilterCount, CareersMeta, JobResults, PAGE_TITLE } from './careers-page-parts';
import { CareersFilters } from './careers-filters';
import { CareersFiltersDrawer } from './careers-filters-drawer';
import { CareersPagination } from './careers-pagination';
import { CareersSearchForm } from './careers-search-form';
import { type JobCardAction } from './job-card';
import {
  JobListEmpty,
  JobListError,
  JobListSkeleton,
  UNKNOWN_DEPARTMENT_TITLE,
  UnknownDepartment,
} from './job-list-states';

/**
 * /careers and /careers/{departmentId} (spec section 2, "Careers listing"). Reads the open-jobs
 * index (one document, `jobIndex/open`, up to 2,000 open jobs; see api/get-job-index.ts), and
 * `departments/{id}` only for a department that no open job names; search, filters, counts, sort
 * and pages run in the browser, and all of it lives in the URL. `JobAction` is each card's call to
 * action, from the app (Apply Now).
 */
export function CareersPage({ JobAction }: { JobAction: JobCardAction }) {
  const { query, update, clear, hrefFor, namedDepartmentId } = useCareersQuery();
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
  // A department with no open job is absent from the index: read it to know whether it exists.
  const namedDepartment = useNamedDepartment(namedDepartmentId, entries);
  const unknownDepartment = namedDepartment.status === 'unknown';
  // Strings, not the status object (new on every render), so the memoised facets below keep.
  const emptyDepartmentId = namedDepartment.status === 'noOpenings' ? namedDepartment.id : null;
  const emptyDepartmentTitle = namedDepartment.status === 'noOpenings' ? namedDepartment.title : null;

  // The department named by the route (or the only one ticked) titles the page for search engines.
  const soleDepartment =
    result && query.departmentIds.length === 1
      ? result.facets.departments.find((facet) => facet.value === query.departmentIds[0])
      : undefined;
  const departmentTitle =
    soleDepartment && soleDepartment.count > 0 ? soleDepartment.label : emptyDepartmentTitle;

  // The facets list a department with no open job under its raw id: show its title instead.
  const facets = useMemo(() => {
    if (!result) return null;
    if (emptyDepartmentId === null || emptyDepartmentTitle === null) return result.facets;
    return {
      ...result.facets,
      departments: result.facets.departments.map((facet) =>
        facet.value === emptyDepartmentId ? { ...facet, label: emptyDepartmentTitle } : facet,
      ),
    };
  }, [result, emptyDepartmentId, emptyDepartmentTitle]);

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

  // No count while it is not yet known what the empty result means; none for a department that
  // does not exist ("0 of 0" would suggest it merely has no openings).
  const heading = unknownDepartment
    ? UNKNOWN_DEPARTMENT_TITLE
    : result && namedDepartment.status !== 'checking'
      ? jobOpeningsRangeMessage(result.from, result.to, result.total)
      : 'Job Openings';
  const filterCount = activeFilterCount(query);
  const filters = <CareersFilters query={query} facets={facets} onChange={handleChange} onClear={clear} />;

  return (
    <>
      <CareersMeta departmentTitle={departmentTitle} unknownDepartment={unknownDepartment} />
      <BrandBand aria-labelledby={titleId} sx={{ py: { xs: 4, md: 6 } }}>
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
      </BrandBand>

      <PageContainer>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 4 },
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: unknownDepartment ? 'minmax(0, 1fr)' : '260px minmax(0, 1fr)',
            },
            alignItems: 'start',
          }}
        >
          {/* Filters and sorting have nothing to act on in a department that does not exist. */}
          {unknownDepartment ? null : (
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
          )}

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
              {unknownDepartment ? null : (
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
              )}
            </Stack>

            {jobIndex.isPending ||
            (jobIndex.isSuccess && !entries) ||
            namedDepartment.status === 'checking' ? (
              <JobListSkeleton />
            ) : jobIndex.isError ? (
              <JobListError
                onRetry={() => {
                  void jobIndex.refetch();
                }}
              />
            ) : namedDepartment.status === 'error' ? (
              <JobListError onRetry={namedDepartment.retry} />
            ) : unknownDepartment ? (
              <UnknownDepartment />
            ) : result && result.items.length > 0 ? (
              <>
                <JobResults jobs={result.items} now={now} JobAction={JobAction} />
                <CareersPagination
                  page={result.page}
                  pageCount={result.pageCount}
                  hrefFor={pageHref}
                  onNavigate={handlePageLink}
                />
              </>
            ) : (
              <JobListEmpty
                noJobsAtAll={(entries?.length ?? 0) === 0}
                emptyDepartment={emptyDepartmentTitle}
                onClear={clear}
              />
            )}
          </Box>
        </Box>
      </PageContainer>

      <CareersFiltersDrawer
        open={filtersOpen}
        onClose={() => {
          setFiltersOpen(false);
        }}
        resultLabel={result ? `Show ${countOf(result.total, 'job')}` : 'Close'}
      >
        {filters}
      </CareersFiltersDrawer>
    </>
  );
}
