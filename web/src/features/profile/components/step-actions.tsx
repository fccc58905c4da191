import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

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
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={submitting || disabled}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {submitLabel}
        </Button>
      </Stack>
    </>
  );
}
