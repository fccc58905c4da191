import type { Job, WithId } from '@careers/domain/types';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';

import { STORAGE_KEYS } from '@/config/storage-keys';
import { useSession } from '@/lib/session/use-session';

import { JobApplicantsPanel } from './job-applicants-panel';

// The pipeline loads when first shown: the job page opens on the table within its budget.
const JobPipeline = lazy(async () => ({ default: (await import('./job-pipeline')).JobPipeline }));

type Layout = 'table' | 'pipeline';

const LAYOUTS = [
  { value: 'table', label: 'Table' },
  { value: 'pipeline', label: 'Pipeline' },
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
      {LAYOUTS.map(({ value, label }) => (
        <Button
          key={value}
          size="small"
          variant={layout === value ? 'contained' : 'outlined'}
          aria-pressed={layout === value}
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
        <Suspense fallback={<Skeleton variant="rounded" height={320} aria-label="Loading the pipeline" />}>
          <JobPipeline job={job} />
        </Suspense>
      )}
    </Stack>
  );
}
