import { MESSAGES, couldNotLoadMessage } from '@careers/domain/constants';
import { canOpenStep, firstIncompleteStep, WIZARD_STEP_ROUTES, type WizardStep } from '@careers/domain/rules';
import Alert from '@mui/material/Alert';
import { Navigate } from 'react-router-dom';

import { InlineError } from '@/components/ui/inline-error';

import { useOwnProfile } from '../api/use-own-profile';

import { EducationStep } from './education-step';
import { PersonalStep } from './personal-step';
import { PrivacyStep } from './privacy-step';
import { ReviewStep } from './review-step';
import { WizardSkeleton } from './wizard-skeleton';
import { WizardTabs } from './wizard-tabs';

/**
 * The wizard below its heading: the tab strip and the step's form, once the profile is read. A
 * later tab typed into the address bar goes back to the first step still to do; an unknown step
 * shows the spec's alert (section 4) with the tabs to go on from. Loaded after the page's first
 * paint (with the forms, formik and the schemas), while the profile is being read.
 */
export function WizardFrame({ step }: { step: WizardStep | null }) {
  const profile = useOwnProfile();
  if (profile.isPending) return <WizardSkeleton />;
  if (profile.isError) {
    return (
      <InlineError message={couldNotLoadMessage('your profile')} onRetry={() => void profile.refetch()} />
    );
  }
  const stored = profile.data;
  if (step && !canOpenStep(stored ?? {}, step)) {
    return <Navigate to={WIZARD_STEP_ROUTES[firstIncompleteStep(stored ?? {}) ?? 'personal']} replace />;
  }
  return (
    <>
      <WizardTabs profile={stored ?? {}} current={step ?? 'personal'} />
      {step === 'personal' ? <PersonalStep profile={stored} /> : null}
      {step === 'education' ? <EducationStep profile={stored} /> : null}
      {step === 'privacy' ? <PrivacyStep profile={stored} /> : null}
      {step === 'review' ? <ReviewStep profile={stored} /> : null}
      {step === null ? <Alert severity="error">{MESSAGES.somethingWentWrong}</Alert> : null}
    </>
  );
}
