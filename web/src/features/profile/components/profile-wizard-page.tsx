import { ROUTES } from '@careers/domain/constants';
import { WIZARD_STEP_LABELS, wizardStepForRoute, type WizardStep } from '@careers/domain/rules';
import type { Profile } from '@careers/domain/types';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { PageShell } from '@/components/ui/page-shell';

import { useOwnProfile } from '../api/use-own-profile';

import { WizardSkeleton } from './wizard-skeleton';

// The forms (formik, the domain's schemas and yup, the upload field) load after the heading and
// skeleton are on screen, in parallel with the profile read they wait for anyway.
const loadFrame = () => import('./wizard-frame');
const WizardFrame = lazy(async () => ({ default: (await loadFrame()).WizardFrame }));

const DESCRIPTIONS: Readonly<Record<WizardStep, string>> = {
  personal: 'Tell us who you are and upload your CV. Fields marked * are required.',
  education: 'Your education and the jobs you have held. Add as many entries as you need.',
  privacy: 'Please read how we use your information, then accept the policy to continue.',
  review: 'Check everything before you submit. Use Edit to change a section.',
};

/**
 * What the wizard says about the job the candidate is on the way to, from the app (it needs the
 * job and the candidate's applications, which other features read): 'Applying for: <title>'.
 */
export type JobOnTheWay = ComponentType<{ profile: Partial<Profile> }>;

/** Every wizard page: the step of the current route (an unknown one gets the spec's alert). */
export function ProfileWizardPage({ JobOnTheWay }: { JobOnTheWay?: JobOnTheWay }) {
  const { pathname } = useLocation();
  const step = wizardStepForRoute(pathname);
  // Starts the profile read with the page, not after the forms' code has arrived.
  const profile = useOwnProfile();
  return (
    <PageShell
      title={step ? WIZARD_STEP_LABELS[step] : 'Your profile'}
      description={step ? DESCRIPTIONS[step] : ''}
      maxWidth="md"
    >
      {JobOnTheWay && profile.data ? <JobOnTheWay profile={profile.data} /> : null}
      <Suspense fallback={<WizardSkeleton />}>
        <WizardFrame key={step ?? 'unknown'} step={step} />
      </Suspense>
      {/* Not a <footer>: the site's footer is the page's one contentinfo landmark. */}
      <Box sx={{ mt: 5, pt: 2, borderTop: 1, borderColor: 'divider' }}>
        <Link component={RouterLink} to={ROUTES.home.getHref()}>
          Home
        </Link>
      </Box>
    </PageShell>
  );
}
