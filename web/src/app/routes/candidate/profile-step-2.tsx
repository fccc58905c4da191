import { ProfileWizardPage } from '@/features/profile/components/profile-wizard-page';

import { JobOnTheWay } from './job-on-the-way';

/** /profile-step-2: the profile wizard shows the step of this route, under the job it leads to. */
export function ProfileStep2Route() {
  return <ProfileWizardPage JobOnTheWay={JobOnTheWay} />;
}
