import {
  companySchema,
  degreeSchema,
  departmentCreateSchema,
  departmentUpdateSchema,
  screeningQuestionSchema,
} from '@careers/domain';
import type { CatalogKind } from '@careers/domain/constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { useNotify } from '@/components/notifications/notifications-context';
import { InlineError } from '@/components/ui/inline-error';
import { PageShell } from '@/components/ui/page-shell';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes';
import { callableFeedback } from '@/utils/callable-feedback';

import {
  newDepartmentId,
  useCatalogEntry,
  useCreateCatalogEntry,
  useUpdateCatalogEntry,
  type CatalogEntry,
} from '../api/catalog-entries';
import { CATALOGS } from '../utils/catalog-config';

import { PictureUploadField } from './picture-upload-field';

type Values = { title: string; description: string; limit: string; picturePath: string };

const schemaFor = (kind: CatalogKind, creating: boolean) => {
  switch (kind) {
    case 'companies':
      return companySchema;
    case 'degrees':
      return degreeSchema;
    case 'screeningQuestions':
      return screeningQuestionSchema;
    case 'departments':
      return creating ? departmentCreateSchema.omit(['id']) : departmentUpdateSchema;
  }
};

const entryOf = (kind: CatalogKind, values: Values, departmentId: string | null): Record<string, unknown> => {
  switch (kind) {
    case 'screeningQuestions':
      return { title: values.title, limit: Number(values.limit) };
    case 'departments':
      return {
        ...(departmentId ? { id: departmentId } : {}),
        title: values.title,
        description: values.description,
        ...(values.picturePath ? { picturePath: values.picturePath } : {}),
      };
    default:
      return { title: values.title };
  }
};

function CatalogForm({
  kind,
  entry,
  departmentId,
}: {
  kind: CatalogKind;
  entry: CatalogEntry | null;
  departmentId: string;
}) {
  const config = CATALOGS[kind];
  const create = useCreateCatalogEntry(kind);
  const update = useUpdateCatalogEntry(kind);
  const notify = useNotify();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formik = useFormik<Values>({
    initialValues: {
      title: entry?.title ?? '',
      description: entry?.description ?? '',
      limit: entry?.limit === undefined ? '' : String(entry.limit),
      picturePath: '',
    },
    validationSchema: schemaFor(kind, entry === null),
    onSubmit: async (values) => {
      setServerErrors({});
      setFormError(null);
      try {
        const result = entry
          ? await update.mutateAsync({ id: entry.id, entry: entryOf(kind, values, null) })
          : await create.mutateAsync({
              entry: entryOf(kind, values, kind === 'departments' ? departmentId : null),
            });
        notify(result.message, 'success');
        formik.resetForm({ values });
        // Spec section 4: a successful create or update returns to the list.
        await navigate(config.listHref);
      } catch (caught) {
        const feedback = callableFeedback(caught);
        setServerErrors(feedback.fields);
        setFormError(feedback.form);
      }
    },
  });
  const leaveGuard = useUnsavedChangesGuard(formik.dirty && !formik.isSubmitting);
  const errorOf = (name: keyof Values) =>
    (formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined) ?? serverErrors[name];
  const text = (name: 'title' | 'description' | 'limit', label: string) => ({
    id: `catalog-${name}`,
    name,
    label,
    required: true,
    fullWidth: true,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(errorOf(name)),
    helperText: errorOf(name),
  });

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={entry ? config.editTitle : config.newTitle}>
      <Stack spacing={3}>
        <TextField {...text('title', 'Title')} />
        {config.fields.includes('description') ? (
          <TextField {...text('description', 'Description')} multiline minRows={3} />
        ) : null}
        {config.fields.includes('limit') ? (
          <TextField
            {...text('limit', 'Character limit')}
            type="number"
            slotProps={{ htmlInput: { min: 1 } }}
          />
        ) : null}
        {config.fields.includes('picture') ? (
          <PictureUploadField
            departmentId={entry?.id ?? departmentId}
            currentUrl={entry?.image?.url ?? null}
            required={entry === null}
            error={errorOf('picturePath')}
            onUploaded={(path) => {
              void formik.setFieldValue('picturePath', path ?? '');
              setServerErrors(({ picturePath: _gone, ...rest }) => rest);
            }}
          />
        ) : null}
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={2}>
          <Button
            type="submit"
            variant="contained"
            disabled={formik.isSubmitting}
            startIcon={
              formik.isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
            }
          >
            Save
          </Button>
          <Button component={RouterLink} to={config.listHref}>
            Cancel
          </Button>
        </Stack>
      </Stack>
      {leaveGuard}
    </form>
  );
}

/** A catalog's new (`id` null) or edit page. */
export function CatalogFormPage({ kind, id }: { kind: CatalogKind; id: string | null }) {
  const config = CATALOGS[kind];
  const existing = useCatalogEntry(kind, id);
  // A department's id is chosen before it is saved, so its picture can be uploaded under it.
  const newId = useQuery({
    queryKey: ['new-department-id'],
    queryFn: newDepartmentId,
    enabled: kind === 'departments' && !id,
    staleTime: Infinity,
    gcTime: 0,
  });
  const title = id ? config.editTitle : config.newTitle;
  const description = id ? config.editDescription : config.newDescription;
  if (id && existing.isError) {
    return (
      <PageShell title={title}>
        <InlineError message="This entry could not be loaded." onRetry={() => void existing.refetch()} />
      </PageShell>
    );
  }
  if (id && existing.isSuccess && !existing.data) {
    return (
      <PageShell title={title}>
        <InlineError message="This entry does not exist." />
      </PageShell>
    );
  }
  const ready = id ? existing.isSuccess : kind !== 'departments' || newId.isSuccess;
  return (
    <PageShell title={title} description={description} maxWidth="sm">
      {ready ? (
        <CatalogForm kind={kind} entry={existing.data ?? null} departmentId={newId.data ?? ''} />
      ) : (
        <Stack spacing={2} role="status" aria-label="Loading">
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      )}
    </PageShell>
  );
}
