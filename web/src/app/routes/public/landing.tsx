import { DepartmentsSection } from '@/features/departments/components/departments-section';
import { LandingPage } from '@/features/landing/components/landing-page';

/** /: the public landing page, with the departments section. */
export function LandingRoute() {
  return <LandingPage departments={<DepartmentsSection />} />;
}
