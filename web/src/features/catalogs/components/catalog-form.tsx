import type { CatalogKind } from '@careers/domain/constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { FormTextField } from '@/components/form/form-fields';
import { BusyButton } from '@/components/ui/busy-button';

import type { CatalogEntry } from '../api/get-catalog-entries';
import { useCatalogForm } from '../hooks/use-catalog-form';
import { CATALOGS } from '../utils/catalog-config';

import { PictureUploadField } from './picture-upload-field';

type CatalogFormProps = {
  kind: CatalogKind;
  /** The entry being edited; null on a new-entry page. */
  entry: CatalogEntry | null;
  /** A new department's id, chosen before saving so its picture can be uploaded under it. */
  departmentId: string | null;
};

/** The fields of one catalog (per CATALOGS[kind].fields), Submit/Save and Cancel. */
export function CatalogForm({ kind, entry, departmentId }: CatalogFormProps) {
  const config = CATALOGS[kind];
  const [uploading, setUploading] = useState(false);
  const { formik, form, errorAt, setPicturePath, formError, leaveGuard } = useCatalogForm({
    kind,
    entry,
    departmentId,
    uploading,
  });
  const page = entry ? config.edit : config.create;
  const handleUploading = useCallback((busy: boolean) => setUploading(busy), []);

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={page.title}>
      <Stack spacing={3}>
        {config.fields.map((field) => {
          switch (field) {
            case 'title':
              return <FormTextField key={field} form={form} name="title" label="Title" required />;
            case 'description':
              return (
                <FormTextField
                  key={field}
                  form={form}
                  name="description"
                  label="Description"
                  required
                  multiline
                  minRows={3}
                />
              );
            case 'limit':
              return (
                <FormTextField
                  key={field}
                  form={form}
                  name="limit"
                  label="Character limit"
                  required
                  type="number"
                  slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
                />
              );
            case 'picture':
              return (
                <PictureUploadField
                  key={field}
                  departmentId={entry?.id ?? departmentId ?? ''}
                  savedUrl={entry?.image?.url ?? null}
                  error={errorAt('picturePath')}
                  onUploaded={setPicturePath}
                  onBusyChange={handleUploading}
                />
              );
          }
        })}
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <BusyButton type="submit" busy={formik.isSubmitting} disabled={uploading}>
            {page.submit}
          </BusyButton>
          <Button component={RouterLink} to={config.listHref}>
            Cancel
          </Button>
        </Stack>
      </Stack>
      {leaveGuard}
    </form>
  );
}
