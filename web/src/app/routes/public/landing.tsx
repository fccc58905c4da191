import { LandingPage } from '@/features/landing/components/landing-page';

/** /: the public landing page. */
export function LandingRoute() {
  return <LandingPage />;
}
