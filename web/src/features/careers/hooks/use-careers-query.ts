import { ROUTES } from '@careers/domain/constants';
import {
  CAREERS_QUERY_PARAMS,
  DEFAULT_CAREERS_QUERY,
  parseCareersQuery,
  serializeCareersQuery,
  updateCareersQuery,
  type CareersQuery,
} from '@careers/domain/rules';
import { startTransition, useCallback, useMemo, useOptimistic } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';

/** `/careers?…` for a listing state; the department always travels as a parameter. */
export const careersHref = (query: CareersQuery): string => {
  const search = serializeCareersQuery(query).toString();
  const pathname = ROUTES.careers.list.getHref();
  return search ? `${pathname}?${search}` : pathname;
};

/**
 * The careers listing's state, read from and written to the URL only (search, filters, sort and
 * page): a listing can be shared and reloaded, and Back undoes the last change. On
 * /careers/{departmentId} the route's department is the default filter; any change navigates to
 * /careers?… so that department can be unticked like any other.
 *
 * A change shows at once (the ticked box, the new results) while the router commits the new URL:
 * the query is optimistic until that navigation completes.
 */
export const useCareersQuery = () => {
  const [searchParams] = useSearchParams();
  const { departmentId } = useParams();
  const navigate = useNavigate();

  const urlQuery = useMemo(() => parseCareersQuery(searchParams, departmentId), [searchParams, departmentId]);
  const [query, setOptimisticQuery] = useOptimistic(urlQuery);

  const hrefFor = useCallback(
    (changes: Partial<CareersQuery>) => careersHref(updateCareersQuery(query, changes)),
    [query],
  );

  const go = useCallback(
    (next: CareersQuery) => {
      startTransition(async () => {
        setOptimisticQuery(next);
        // A new history entry (Back undoes the change), keeping the scroll position.
        await navigate(careersHref(next), { preventScrollReset: true });
      });
    },
    [navigate, setOptimisticQuery],
  );

  /** Applies a change from the page (filters, sort, search). */
  const update = useCallback(
    (changes: Partial<CareersQuery>) => {
      go(updateCareersQuery(query, changes));
    },
    [go, query],
  );

  /** Every filter and the search off: /careers. */
  const clear = useCallback(() => {
    go({ ...DEFAULT_CAREERS_QUERY, jobTypes: [], departmentIds: [] });
  }, [go]);

  // The one department the URL names: the route's (as written, even when it cannot be an id, so the
  // page can say it does not exist instead of listing every job) or a single `?department=`.
  const namedDepartmentId = searchParams.has(CAREERS_QUERY_PARAMS.departmentIds)
    ? urlQuery.departmentIds.length === 1
      ? urlQuery.departmentIds[0]!
      : null
    : (departmentId?.trim() ?? null);

  return { query, update, clear, hrefFor, namedDepartmentId };
};
