import { CareersPage } from '@/features/careers/components/careers-page';

import { ApplyNowAction } from './apply-now-action';

/** /careers and /careers/{departmentId}: each card offers Apply Now. */
export function CareersRoute() {
  return <CareersPage JobAction={ApplyNowAction} />;
}
