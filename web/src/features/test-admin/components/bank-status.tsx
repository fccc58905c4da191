import { bankShortfallMessage, questionSplit } from '@careers/domain/rules';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

import type { AdminTest } from '../api/admin-tests';

/**
 * The bank against one draw: a test on an open job must give every candidate the split the admin
 * chose, so the jobs service refuses to save an open job with a test whose bank is too small
 * (bankShortfallMessage, the same sentence the server gives).
 */
export function BankStatus({ test }: { test: AdminTest }) {
  const needed = questionSplit(test);
  const has = test.questionCounts;
  const shortfall = bankShortfallMessage(test, has);
  const counts = `One paper draws ${String(needed.aptitude)} aptitude and ${String(needed.technical)} technical questions; the bank holds ${String(has.aptitude)} aptitude and ${String(has.technical)} technical.`;
  if (shortfall) {
    return (
      <Alert severity="warning" role="status">
        <AlertTitle>The question bank is too small for one paper</AlertTitle>
        {shortfall} Until it is big enough, this test cannot be attached to an open job. Add questions below.
      </Alert>
    );
  }
  return (
    <Alert severity="success" role="status">
      <AlertTitle>The question bank can serve a full paper</AlertTitle>
      {counts} Each candidate gets a different draw.
    </Alert>
  );
}
