import type { CatalogKind } from '@careers/domain/constants';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';

import { InlineError } from '@/components/ui/inline-error';
import { PageShell } from '@/components/ui/page-shell';

import { useCatalogEntry } from '../api/get-catalog-entries';
import { useNewDepartmentId } from '../api/new-department-id';
import { CATALOGS } from '../utils/catalog-config';

import { CatalogForm } from './catalog-form';

function FormSkeleton() {
  return (
    <Stack spacing={3} role="status" aria-label="Loading the form">
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" width={96} height={36} />
    </Stack>
  );
}

/** A catalog's new page (`id` null) or edit page: loading, missing and failed states, then the form. */
export function CatalogFormPage({ kind, id }: { kind: CatalogKind; id: string | null }) {
  const config = CATALOGS[kind];
  const page = id ? config.edit : config.create;
  const existing = useCatalogEntry(kind, id);
  const newDepartment = useNewDepartmentId(kind === 'departments' && id === null);

  const failed = id ? existing.isError : newDepartment.isError;
  const missing = id !== null && existing.isSuccess && existing.data === null;
  const ready = id ? existing.isSuccess : kind !== 'departments' || newDepartment.isSuccess;

  let content;
  if (failed) {
    content = (
      <InlineError
        message={id ? 'This entry could not be loaded.' : 'The form could not be prepared.'}
        onRetry={() => void (id ? existing.refetch() : newDepartment.refetch())}
      />
    );
  } else if (missing) {
    content = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <InlineError message={`There is no such ${config.label.toLowerCase()}. It may have been deleted.`} />
        <Button component={RouterLink} to={config.listHref} variant="outlined">
          Back to {config.list.title}
        </Button>
      </Stack>
    );
  } else if (ready) {
    content = (
      <CatalogForm kind={kind} entry={existing.data ?? null} departmentId={newDepartment.data ?? null} />
    );
  } else {
    content = <FormSkeleton />;
  }

  return (
    <PageShell title={page.title} description={page.description} maxWidth="sm">
      {content}
    </PageShell>
  );
}
