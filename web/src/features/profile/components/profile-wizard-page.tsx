import { wizardStepForRoute, type WizardStep } from '@careers/domain/rules';
import { useLocation } from 'react-router-dom';

import { EducationStep } from './education-step';
import { PersonalStep } from './personal-step';
import { PrivacyStep } from './privacy-step';
import { ReviewStep } from './review-step';
import { WizardFrame } from './wizard-frame';

const DESCRIPTIONS: Readonly<Record<WizardStep, string>> = {
  personal: 'Tell us who you are and upload your CV. Fields marked * are required.',
  education: 'Your education and the jobs you have held. Add as many entries as you need.',
  privacy: 'Please read how we use your information, then accept the policy to continue.',
  review: 'Check everything before you submit. Use Edit to change a section.',
};

/** The wizard step of the current route (an unknown one gets the spec's alert). */
export function ProfileWizardPage() {
  const { pathname } = useLocation();
  const step = wizardStepForRoute(pathname);
  return (
    <WizardFrame step={step} description={step ? DESCRIPTIONS[step] : ''}>
      {(profile) => {
        // The form starts from the profile once; later reads (after an upload) only refresh the
        // files, so what the candidate is typing stays.
        const key = step ?? '';
        switch (step) {
          case 'personal':
            return <PersonalStep key={key} profile={profile} />;
          case 'education':
            return <EducationStep key={key} profile={profile} />;
          case 'privacy':
            return <PrivacyStep key={key} profile={profile} />;
          case 'review':
            return <ReviewStep key={key} profile={profile} />;
          default:
            return null;
        }
      }}
    </WizardFrame>
  );
}
