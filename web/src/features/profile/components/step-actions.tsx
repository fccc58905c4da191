import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

import { BusyButton } from '@/components/ui/busy-button';

/** The form-level message and the step's buttons (Back on the left, the main action on the right). */
export function StepActions({
  formError,
  submitLabel,
  submitting,
  disabled = false,
  back,
}: {
  formError: string | null;
  submitLabel: string;
  submitting: boolean;
  disabled?: boolean;
  back?: ReactNode;
}) {
  return (
    <>
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <div>{back}</div>
        <BusyButton type="submit" size="large" busy={submitting} disabled={disabled}>
          {submitLabel}
        </BusyButton>
      </Stack>
    </>
  );
}
