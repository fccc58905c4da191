import { ProfileWizardPage } from '@/features/profile/components/profile-wizard-page';

/** /profile-step-4: the profile wizard shows the step of this route. */
export function ProfileStep4Route() {
  return <ProfileWizardPage />;
}
