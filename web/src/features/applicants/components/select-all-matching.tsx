import { APPLICANTS_MATCHING_MAX, tooManyMatchingMessage } from '@careers/domain/constants';
import { countOf } from '@careers/domain/rules';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/**
 * Selection across pages (issue 20): once every row of the page is chosen and more applicants
 * match, offers all of them; the batch actions then run on the server over every match ("select
 * all 312 matching"), not on ids the browser holds. Only up to APPLICANTS_MATCHING_MAX, which the
 * server refuses past (issue 31): beyond it, the cap and how to narrow the search instead.
 */
export function SelectAllMatching({
  onPage,
  total,
  allOnPageSelected,
  matchingAll,
  onSelectAll,
  onClear,
}: {
  onPage: number;
  total: number;
  allOnPageSelected: boolean;
  matchingAll: boolean;
  onSelectAll: () => void;
  onClear: () => void;
}) {
  if (matchingAll) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={onClear}>
            Clear selection
          </Button>
        }
      >
        {`All ${countOf(total, 'matching applicant')} are selected, on every page.`}
      </Alert>
    );
  }
  if (!allOnPageSelected || total <= onPage) return null;
  if (total > APPLICANTS_MATCHING_MAX)
    return (
      <Alert severity="info">
        {`The ${countOf(onPage, 'applicant')} on this page are selected. ${tooManyMatchingMessage(total)}`}
      </Alert>
    );
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={onSelectAll}>
          {`Select all ${String(total)} matching`}
        </Button>
      }
    >
      {`The ${countOf(onPage, 'applicant')} on this page are selected.`}
    </Alert>
  );
}
