import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { getIn, useFormik, type FormikErrors } from 'formik';
import { useId, useState } from 'react';
import type { AnyObjectSchema } from 'yup';

import {
  FormSelectField,
  FormTextField,
  type FieldBinding,
  type SelectOption,
} from '@/components/form/form-fields';
import { BusyButton } from '@/components/ui/busy-button';
import { readCallableError } from '@/lib/callable-errors';

export type ActionField<Values> = {
  name: keyof Values & string;
  label: string;
  required?: boolean;
  type?: 'text' | 'date' | 'time' | 'number' | 'url';
  multiline?: boolean;
  /** The longest text the schema allows, shown as a counter. */
  maxLength?: number;
  /** A choice instead of text. */
  options?: readonly SelectOption[];
  /** What the field is for, when its label does not say it all (instead of a counter). */
  hint?: string;
};

type ActionFormDialogProps<Values extends Record<string, string>> = {
  open: boolean;
  title: string;
  /** What will happen, in the user's words (who receives what). */
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  initialValues: Values;
  /** The domain's schema of the dialog's own fields (schemas/applicants.ts). */
  validationSchema: AnyObjectSchema;
  fields: readonly ActionField<Values>[];
  /** Sends the action; a refusal's field messages go under their fields, anything else above the buttons. */
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
};

/**
 * A confirmed action with fields (an interview, an email, a rejection): formik with the domain's
 * schema, the server's per-field refusals under their fields, and the dialog kept open (its buttons
 * disabled) until the server answers.
 */
export function ActionFormDialog<Values extends Record<string, string>>({
  open,
  title,
  description,
  confirmLabel,
  destructive = false,
  initialValues,
  validationSchema,
  fields,
  onSubmit,
  onClose,
}: ActionFormDialogProps<Values>) {
  const titleId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const formik = useFormik<Values>({
    initialValues,
    enableReinitialize: true,
    validationSchema,
    onSubmit: async (values, helpers) => {
      setFormError(null);
      try {
        await onSubmit(validationSchema.cast(values) as Values);
        helpers.resetForm();
        onClose();
      } catch (error) {
        const refusal = readCallableError(error);
        const own = new Set<string>(fields.map((field) => field.name));
        const fieldErrors = Object.fromEntries(
          Object.entries(refusal.fields).filter(([name]) => own.has(name)),
        );
        const others = Object.entries(refusal.fields)
          .filter(([name]) => !own.has(name))
          .map(([, message]) => message);
        helpers.setErrors(fieldErrors as FormikErrors<Values>);
        const fieldless = Object.keys(refusal.fields).length === 0;
        setFormError(fieldless ? refusal.message : others.length > 0 ? others.join(' ') : null);
      }
    },
  });

  const close = () => {
    if (formik.isSubmitting) return;
    formik.resetForm();
    setFormError(null);
    onClose();
  };

  const form: FieldBinding = {
    formik,
    errorAt: (name) =>
      getIn(formik.touched, name) ? (getIn(formik.errors, name) as string | undefined) : undefined,
    idPrefix: titleId,
  };
  const counter = (field: ActionField<Values>) =>
    field.maxLength
      ? `${String(formik.values[field.name]?.length ?? 0)} / ${String(field.maxLength)}`
      : (field.hint ?? ' ');

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {/* The form is the paper's flex column, as its title, content and actions would be without it:
          the content scrolls, and the title and Send / Cancel stay in view however long the form. */}
      <Box
        component="form"
        noValidate
        onSubmit={formik.handleSubmit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
          <Stack spacing={2}>
            {fields.map((field) => {
              const common = {
                form,
                name: field.name,
                label: field.label,
                required: field.required,
                hint: counter(field),
                disabled: formik.isSubmitting,
              };
              return field.options ? (
                <FormSelectField key={field.name} {...common} options={field.options} />
              ) : (
                <FormTextField
                  key={field.name}
                  {...common}
                  type={field.type ?? 'text'}
                  multiline={field.multiline}
                  minRows={field.multiline ? 5 : undefined}
                  slotProps={
                    field.type === 'date' || field.type === 'time'
                      ? { inputLabel: { shrink: true } }
                      : undefined
                  }
                />
              );
            })}
          </Stack>
          {formError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {formError}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={formik.isSubmitting}>
            Cancel
          </Button>
          <BusyButton
            type="submit"
            color={destructive ? 'error' : 'primary'}
            busy={formik.isSubmitting}
            spinnerSize={16}
          >
            {confirmLabel}
          </BusyButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
