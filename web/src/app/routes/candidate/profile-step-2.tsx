import { ProfileWizardPage } from '@/features/profile/components/profile-wizard-page';

/** /profile-step-2: the profile wizard shows the step of this route. */
export function ProfileStep2Route() {
  return <ProfileWizardPage />;
}
