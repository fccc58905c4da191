import { ProfileWizardPage } from '@/features/profile/components/profile-wizard-page';

/** /profile-step-5: the profile wizard shows the step of this route. */
export function ProfileStep5Route() {
  return <ProfileWizardPage />;
}
