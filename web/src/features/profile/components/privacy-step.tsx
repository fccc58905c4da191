import { MESSAGES, MINIMUM_AGE, PRIVACY_POLICY_VERSION } from '@careers/domain/constants';
import { formatCompanyDate, WIZARD_STEP_ROUTES } from '@careers/domain/rules';
import type { Profile } from '@careers/domain/types';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { callableErrorMessage } from '@/lib/callable-errors';

import { useAcceptPrivacyPolicy } from '../api/profile-callables';
import { useCandidateAccount } from '../api/use-own-profile';

import { StepActions } from './step-actions';

const POLICY: readonly { heading: string; text: string }[] = [
  {
    heading: 'Who may apply',
    text: `You must be at least ${String(MINIMUM_AGE)} years old to create a profile or apply for a job. We do not knowingly collect information from anyone younger.`,
  },
  {
    heading: 'What we collect',
    text: 'Your name, contact details, education, career history, CV and picture, your answers to employment questions, and your test results.',
  },
  {
    heading: 'Why we use it',
    text: 'Only to consider you for the jobs you apply for: our recruiters review your application, may invite you to a test or an interview, and write to you about it.',
  },
  {
    heading: 'Who sees it',
    text: 'The group’s recruiting staff. Each application keeps a copy of your profile and CV as you sent them, so later changes to your profile do not alter an application already made.',
  },
  {
    heading: 'How long we keep it',
    text: 'For as long as your account exists, and afterwards only as long as the law requires for recruitment records.',
  },
  {
    heading: 'Your choices',
    text: 'You can correct your profile at any time, withdraw an application that has not been shortlisted, and ask us to delete your account.',
  },
];

/** The privacy step (the third tab, /profile-step-5): the policy, and Next once it is accepted. */
export function PrivacyStep({ profile }: { profile: Partial<Profile> | null }) {
  const { email } = useCandidateAccount();
  const accept = useAcceptPrivacyPolicy();
  const navigate = useNavigate();
  const acceptedCurrent =
    profile?.termsAndConditions === true && profile.privacyPolicyVersion === PRIVACY_POLICY_VERSION;
  const [agreed, setAgreed] = useState(acceptedCurrent);
  const [formError, setFormError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      setFormError(MESSAGES.acceptPrivacyPolicy);
      return;
    }
    setFormError(null);
    try {
      if (!acceptedCurrent) await accept.mutateAsync({ email, termsAndConditions: true });
      await navigate(WIZARD_STEP_ROUTES.review);
    } catch (caught) {
      setFormError(callableErrorMessage(caught));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label="Privacy policy">
      <Stack spacing={3}>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="policy-heading"
          tabIndex={0}
          sx={{ p: { xs: 2, sm: 3 }, maxHeight: 420, overflowY: 'auto' }}
        >
          <Typography id="policy-heading" variant="h2" sx={{ fontSize: '1.35rem' }}>
            Privacy policy
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            Version {PRIVACY_POLICY_VERSION}
          </Typography>
          {POLICY.map((part) => (
            <div key={part.heading}>
              <Typography variant="h3" sx={{ fontSize: '1.05rem', mt: 2, mb: 0.5 }}>
                {part.heading}
              </Typography>
              <Typography variant="body1">{part.text}</Typography>
            </div>
          ))}
        </Paper>
        <FormControlLabel
          control={
            <Checkbox
              name="termsAndConditions"
              checked={agreed}
              onChange={(event) => {
                setAgreed(event.target.checked);
                setFormError(null);
              }}
            />
          }
          label={`I am at least ${String(MINIMUM_AGE)} years old and I agree to the privacy policy.`}
        />
        {acceptedCurrent && profile.termsAcceptedAt ? (
          <Typography variant="body2" color="text.secondary">
            You accepted this version on {formatCompanyDate(profile.termsAcceptedAt)}.
          </Typography>
        ) : null}
        <StepActions step="privacy" formError={formError} submitting={accept.isPending} disabled={!agreed} />
      </Stack>
    </form>
  );
}
