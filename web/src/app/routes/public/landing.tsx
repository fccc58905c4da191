import { LANDING } from '@careers/domain/constants';
import Button from '@mui/material/Button';

import { PageShell } from '@/components/ui/page-shell';
import { paths } from '@/config/paths';
import { SITE } from '@/config/site';

// SHELL: the "Landing page" issue builds the banner, Why join us, the recruitment phases and the
// department tabs (spec section 1).
export function LandingRoute() {
  return (
    <PageShell
      title={`Build your career at ${SITE.groupName}`}
      documentTitle="Careers"
      description={`Join a group where people grow: nearly ${String(LANDING.seniorWomenPercent)}% of our senior management are women. Browse our openings by department and apply online.`}
      actions={
        <Button variant="contained" size="large" href={paths.careers.list.getHref()}>
          See open positions
        </Button>
      }
    />
  );
}
