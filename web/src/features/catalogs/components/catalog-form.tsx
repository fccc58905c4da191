import type { CatalogKind } from '@careers/domain/constants';
import Button from '@mui/material/Button';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { FormNumberField, FormTextField } from '@/components/form/form-fields';
import { FormFrame } from '@/components/form/form-frame';

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
    <FormFrame
      formik={formik}
      label={page.title}
      formError={formError}
      submitLabel={page.submit}
      submitDisabled={uploading}
      secondary={
        <Button component={RouterLink} to={config.listHref}>
          Cancel
        </Button>
      }
      leaveGuard={leaveGuard}
    >
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
              <FormNumberField
                key={field}
                form={form}
                name="limit"
                label="Character limit"
                required
                min={1}
                step={1}
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
    </FormFrame>
  );
}
