import { ROUTES, couldNotLoadMessage } from '@careers/domain/constants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { InlineError } from '@/components/ui/inline-error';

import { useDepartments, type DepartmentWithId } from '../api/get-departments';
import { DepartmentTabs } from './department-tabs';
import { DepartmentTabsSkeleton } from './department-tabs-skeleton';

type DepartmentsViewProps = {
  status: 'pending' | 'error' | 'success';
  departments: readonly DepartmentWithId[] | undefined;
  onRetry: () => void;
};

/** Loading, error (with retry), empty or the tabs. */
export function DepartmentsView({ status, departments, onRetry }: DepartmentsViewProps) {
  if (status === 'pending') return <DepartmentTabsSkeleton />;
  if (status === 'error') {
    return <InlineError message={couldNotLoadMessage('our departments')} onRetry={onRetry} />;
  }
  if (!departments || departments.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 4 }}>
        <Typography sx={{ mb: 2 }}>Our departments will be listed here soon.</Typography>
        <Button variant="outlined" href={ROUTES.careers.list.getHref()}>
          See all open positions
        </Button>
      </Box>
    );
  }
  return <DepartmentTabs departments={departments} />;
}

/** Loaded on demand by the landing page: the departments query and its states. */
export function DepartmentsContent() {
  const departments = useDepartments();
  return (
    <DepartmentsView
      status={departments.status}
      departments={departments.data}
      onRetry={() => {
        void departments.refetch();
      }}
    />
  );
}
