import type { ReactNode } from 'react';

import { DeferredRender } from '@/components/ui/deferred-render';
import { DocumentMeta } from '@/components/ui/document-meta';

import { HeroBanner } from './hero-banner';
import { RecruitmentProcess } from './recruitment-process';
import { SocialSection } from './social-section';
import { WhyJoinUs } from './why-join-us';
import { WomenInLeadership } from './women-in-leadership';

/**
 * The public landing page (spec section 1); the footer with address and phone is the layout's.
 * `departments` is the departments section, from the app.
 */
export function LandingPage({ departments }: { departments: ReactNode }) {
  return (
    <>
      <DocumentMeta
        title="Careers"
        description="Careers at the Textile Group: spinning, weaving, processing, garments and more around Lahore. See why to join us, how we recruit, and apply online."
      />
      <HeroBanner />
      <WhyJoinUs />
      {/* Below the fold on every screen: rendered just after the first paint, one at a time. */}
      <DeferredRender minHeight="40rem">
        <RecruitmentProcess />
      </DeferredRender>
      <DeferredRender minHeight="30rem">{departments}</DeferredRender>
      <DeferredRender minHeight="30rem">
        <WomenInLeadership />
      </DeferredRender>
      <DeferredRender minHeight="15rem">
        <SocialSection />
      </DeferredRender>
    </>
  );
}
