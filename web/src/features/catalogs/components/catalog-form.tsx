import type { CatalogKind } from '@careers/domain/constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { BusyButton } from '@/components/ui/busy-button';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes';

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
  const { formik, errorOf, textFieldProps, setPicturePath, formErrors } = useCatalogForm({
    kind,
    entry,
    departmentId,
  });
  const [uploading, setUploading] = useState(false);
  const leaveGuard = useUnsavedChangesGuard((formik.dirty || uploading) && !formik.isSubmitting);
  const page = entry ? config.edit : config.create;
  const handleUploading = useCallback((busy: boolean) => setUploading(busy), []);

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={page.title}>
      <Stack spacing={3}>
        {config.fields.map((field) => {
          switch (field) {
            case 'title':
              return <TextField key={field} {...textFieldProps('title')} label="Title" required fullWidth />;
            case 'description':
              return (
                <TextField
                  key={field}
                  {...textFieldProps('description')}
                  label="Description"
                  required
                  fullWidth
                  multiline
                  minRows={3}
                />
              );
            case 'limit':
              return (
                <TextField
                  key={field}
                  {...textFieldProps('limit')}
                  label="Character limit"
                  required
                  fullWidth
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
                  error={errorOf('picturePath')}
                  onUploaded={setPicturePath}
                  onBusyChange={handleUploading}
                />
              );
          }
        })}
        {formErrors.map((message) => (
          <Alert key={message} severity="error">
            {message}
          </Alert>
        ))}
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
