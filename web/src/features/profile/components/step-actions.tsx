import { WIZARD_STEP_ROUTES, WIZARD_STEPS, type WizardStep } from '@careers/domain/rules';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';

import { BusyButton } from '@/components/ui/busy-button';

/** Each step's main button: the first two save and go on, the policy is agreed to, the review sent. */
const SUBMIT_LABELS: Readonly<Record<WizardStep, string>> = {
  personal: 'Save and continue',
  education: 'Save and continue',
  privacy: 'Next',
  review: 'Submit',
};

/**
 * The form-level message and the step's buttons: Back to the step before it in the wizard's order
 * (none on the first) on the left, the step's main action on the right.
 */
export function StepActions({
  step,
  formError,
  submitting,
  disabled = false,
}: {
  step: WizardStep;
  formError: string | null;
  submitting: boolean;
  disabled?: boolean;
}) {
  const previous = WIZARD_STEPS[WIZARD_STEPS.indexOf(step) - 1];
  const backTo = previous ? WIZARD_STEP_ROUTES[previous] : null;
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
          {SUBMIT_LABELS[step]}
        </BusyButton>
      </Stack>
    </>
  );
}
