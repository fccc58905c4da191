import type { Job, WithId } from '@careers/domain/types';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';

import { STORAGE_KEYS } from '@/config/storage-keys';
import { useSession } from '@/lib/session/use-session';

import { JobApplicantsPanel } from './job-applicants-panel';

// The pipeline loads when first shown: the job page opens on the table within its budget.
const JobPipeline = lazy(async () => ({ default: (await import('./job-pipeline')).JobPipeline }));

type Layout = 'table' | 'pipeline';

const LAYOUTS = [
  { value: 'table', label: 'Table', Icon: TableRowsOutlined },
  { value: 'pipeline', label: 'Pipeline', Icon: ViewKanbanOutlined },
] as const;

const storage = () => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage refused (private mode, a policy): the choice is simply not remembered.
    return null;
  }
};

const readLayout = (key: string | null): Layout =>
  key && storage()?.getItem(key) === 'pipeline' ? 'pipeline' : 'table';

/**
 * The job page's main work area (issue 20): its applicants as the table or as the pipeline, a
 * toggle remembered per admin on this browser (localStorage, keyed by the admin's uid).
 */
export function JobApplicantsWorkspace({ job }: { job: WithId<Job> }) {
  const session = useSession();
  const key = session.user ? `${STORAGE_KEYS.applicantsLayout}${session.user.uid}` : null;
  const [layout, setLayout] = useState<Layout>(() => readLayout(key));
  const choose = (next: Layout) => {
    setLayout(next);
    if (key) storage()?.setItem(key, next);
  };

  // Two pressed-state buttons rather than MUI's ToggleButtonGroup: the same semantics, and the job
  // page stays within its script budget.
  const toggle = (
    <Stack direction="row" role="group" aria-label="Show the applicants as" spacing={1}>
      {LAYOUTS.map(({ value, label, Icon }) => (
        <Button
          key={value}
          size="small"
          variant={layout === value ? 'contained' : 'outlined'}
          aria-pressed={layout === value}
          startIcon={<Icon />}
          onClick={() => choose(value)}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );

  return (
    <Stack spacing={2}>
      {toggle}
      {layout === 'table' ? (
        <JobApplicantsPanel job={job} />
      ) : (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="job-pipeline"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id="job-pipeline" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            Pipeline
          </Typography>
          <Suspense fallback={<Skeleton variant="rounded" height={320} aria-label="Loading the pipeline" />}>
            <JobPipeline job={job} />
          </Suspense>
        </Paper>
      )}
    </Stack>
  );
}
