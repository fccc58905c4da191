import { CareersPage } from '@/features/careers/components/careers-page';

/** /careers and /careers/{departmentId}. */
export function CareersRoute() {
  return <CareersPage />;
}
