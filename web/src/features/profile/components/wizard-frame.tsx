import { ROUTES } from '@careers/domain/constants';
import { MESSAGES } from '@careers/domain/constants';
import {
  canOpenStep,
  firstIncompleteStep,
  WIZARD_STEP_LABELS,
  WIZARD_STEP_ROUTES,
  type WizardStep,
} from '@careers/domain/rules';
import type { Profile } from '@careers/domain/types';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Navigate, Link as RouterLink } from 'react-router-dom';

import { InlineError } from '@/components/ui/inline-error';
import { PageShell } from '@/components/ui/page-shell';

import { useOwnProfile } from '../api/use-own-profile';

import { WizardTabs } from './wizard-tabs';

type WizardFrameProps = {
  step: WizardStep | null;
  description: string;
  /** The step's form, given the stored profile (null before the first save). */
  children: (profile: Partial<Profile> | null) => ReactNode;
};

function WizardSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Loading your profile">
      <Skeleton variant="rounded" height={64} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={160} />
    </Stack>
  );
}

/**
 * Every wizard page: its title, the tab strip, the step (once the profile is read) and the footer's
 * Home link. An unknown step shows the spec's alert (section 4) with the tabs to go on from.
 */
export function WizardFrame({ step, description, children }: WizardFrameProps) {
  const profile = useOwnProfile();
  const title = step ? WIZARD_STEP_LABELS[step] : 'Your profile';
  // A later tab typed into the address bar: back to the first step still to do.
  if (step && profile.isSuccess && !canOpenStep(profile.data ?? {}, step)) {
    const open = firstIncompleteStep(profile.data ?? {}) ?? 'personal';
    return <Navigate to={WIZARD_STEP_ROUTES[open]} replace />;
  }
  return (
    <PageShell title={title} description={description} maxWidth="md">
      {profile.isPending ? (
        <WizardSkeleton />
      ) : profile.isError ? (
        <InlineError
          message="Your profile could not be loaded. Check your connection and try again."
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <>
          <WizardTabs profile={profile.data ?? {}} current={step ?? 'personal'} />
          {step ? children(profile.data) : <Alert severity="error">{MESSAGES.somethingWentWrong}</Alert>}
        </>
      )}
      <Box component="footer" sx={{ mt: 5, pt: 2, borderTop: 1, borderColor: 'divider' }}>
        <Link component={RouterLink} to={ROUTES.home.getHref()}>
          Home
        </Link>
      </Box>
    </PageShell>
  );
}
