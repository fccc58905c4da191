import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { FormikProps, FormikValues } from 'formik';
import type { ReactNode } from 'react';

import { BusyButton } from '@/components/ui/busy-button';

type FormFrameProps = {
  formik: Pick<FormikProps<FormikValues>, 'handleSubmit' | 'isSubmitting'>;
  /** The form's accessible name. */
  label: string;
  /** What the save's refusal says above the buttons (useSavedForm's `formError`). */
  formError: string | null;
  submitLabel: string;
  /** Beside the submit button (Cancel). */
  secondary?: ReactNode;
  /** The submit button waits (an upload still on its way). */
  submitDisabled?: boolean;
  /** useSavedForm's `leaveGuard`. */
  leaveGuard: ReactNode;
  /** Above the fields, outside their spacing (e.g. 'Copy from a previous job'). */
  before?: ReactNode;
  children: ReactNode;
};

/** A saved form's frame: its fields, the refusal above the buttons, submit (busy while saving). */
export function FormFrame({
  formik,
  label,
  formError,
  submitLabel,
  secondary,
  submitDisabled = false,
  leaveGuard,
  before,
  children,
}: FormFrameProps) {
  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={label}>
      {before}
      <Stack spacing={3}>
        {children}
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <BusyButton type="submit" size="large" busy={formik.isSubmitting} disabled={submitDisabled}>
            {submitLabel}
          </BusyButton>
          {secondary}
        </Stack>
      </Stack>
      {leaveGuard}
    </form>
  );
}
