import { DepartmentsSection } from '@/features/departments/components/departments-section';
import { useDocumentMeta } from '@/hooks/use-document-meta';

import { HeroBanner } from './hero-banner';
import { RecruitmentProcess } from './recruitment-process';
import { SocialSection } from './social-section';
import { WhyJoinUs } from './why-join-us';
import { WomenInLeadership } from './women-in-leadership';

/** The public landing page (spec section 1); the footer with address and phone is the layout's. */
export function LandingPage() {
  useDocumentMeta({
    title: 'Careers',
    description:
      'Careers at the Textile Group: spinning, weaving, processing, garments and more around Lahore. See why to join us, how we recruit, and apply online.',
  });

  return (
    <>
      <HeroBanner />
      <WhyJoinUs />
      <RecruitmentProcess />
      <DepartmentsSection />
      <WomenInLeadership />
      <SocialSection />
    </>
  );
}
