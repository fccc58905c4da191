import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';

import { BusyButton } from '@/components/ui/busy-button';

/** The form-level message and the step's buttons (Back on the left, the main action on the right). */
export function StepActions({
  formError,
  submitLabel,
  submitting,
  disabled = false,
  backTo,
}: {
  formError: string | null;
  submitLabel: string;
  submitting: boolean;
  disabled?: boolean;
  /** The previous step's address: Back. */
  backTo?: string;
}) {
  return (
    <>
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <div>
          {backTo ? (
            <Button component={RouterLink} to={backTo}>
              Back
            </Button>
          ) : null}
        </div>
        <BusyButton type="submit" size="large" busy={submitting} disabled={disabled}>
          {submitLabel}
        </BusyButton>
      </Stack>
    </>
  );
}
