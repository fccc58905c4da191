import { ProfileWizardPage } from '@/features/profile/components/profile-wizard-page';

/** /profile-step-1: the profile wizard shows the step of this route. */
export function ProfileStep1Route() {
  return <ProfileWizardPage />;
}
