import { ROUTES } from '@careers/domain/constants';
import { countOf } from '@careers/domain/rules';
import type { Profile } from '@careers/domain/types';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { useNotify } from '@/components/notifications/notifications-context';
import { callableErrorMessage } from '@/lib/callable-errors';
import { useDownloadUrl } from '@/lib/firebase/download-url';
import { reloadUser } from '@/lib/firebase/email-verification';
import { useSession } from '@/lib/session/use-session';

import { useSubmitProfile } from '../api/profile-callables';

import { ConfirmEmailGate } from './confirm-email-gate';
import { EntriesTable, ReviewFacts, ReviewSection } from './review-sections';
import { StepActions } from './step-actions';

/** Whether the signed-in account's address is confirmed, asking Auth again when the session says not. */
const isEmailConfirmed = async (sessionSays: boolean): Promise<boolean> => {
  if (sessionSays) return true;
  // Confirmed in another tab since this one signed in: the session has not heard yet.
  return (await reloadUser().catch(() => null)) === true;
};

/** What Submit leaves on the step when it does not move on: the stop before the questions, or a named job. */
type AfterSubmit =
  { kind: 'confirm-email'; redirectTo: string } | { kind: 'passed-over'; message: string } | null;

/** The review step (the fourth tab, /profile-step-4): everything entered, and Submit. */
export function ReviewStep({ profile }: { profile: Partial<Profile> | null }) {
  const submit = useSubmitProfile();
  const navigate = useNavigate();
  const notify = useNotify();
  const session = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const [afterSubmit, setAfterSubmit] = useState<AfterSubmit>(null);
  const resumeLink = useDownloadUrl(profile?.resume?.path);
  const avatarLink = useDownloadUrl(profile?.avatar?.path);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setAfterSubmit(null);
    try {
      const result = await submit.mutateAsync({});
      // Section 4, "After the review page": a job's employment questions, or /careers. A job the
      // candidate was applying for that could not be used is named, not passed over in silence.
      if (result.next === 'careers') {
        if (result.passedOver) {
          setAfterSubmit({ kind: 'passed-over', message: result.passedOver.message });
          return;
        }
        notify(result.message, 'success');
        await navigate(result.redirectTo);
        return;
      }
      if (result.passedOver) notify(result.passedOver.message, 'warning');
      // Applying needs a confirmed address: stop here rather than at the questions' Submit.
      const signedInUser = session.status === 'signedIn' ? session.user : null;
      if (!(await isEmailConfirmed(signedInUser?.emailVerified === true))) {
        setAfterSubmit({ kind: 'confirm-email', redirectTo: result.redirectTo });
        return;
      }
      await navigate(result.redirectTo);
    } catch (caught) {
      setFormError(callableErrorMessage(caught));
    }
  };

  const name = [profile?.firstName, profile?.middleName, profile?.lastName].filter(Boolean).join(' ');

  if (afterSubmit?.kind === 'confirm-email') {
    const { redirectTo } = afterSubmit;
    return (
      <ConfirmEmailGate
        email={session.user?.email ?? null}
        onConfirmed={() => {
          void navigate(redirectTo);
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label="Review and submit">
      <Stack spacing={3}>
        <ReviewSection step="personal" title="Personal information">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
            {avatarLink.url ? (
              <Box
                component="img"
                src={avatarLink.url}
                alt={`Picture of ${name}`}
                sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
              />
            ) : null}
            <Box sx={{ flex: 1 }}>
              <ReviewFacts
                rows={[
                  ['Name', name],
                  ['Email', profile?.email],
                  ['Phone number', profile?.phoneNumber],
                  ['City', profile?.city],
                  ['Address', profile?.address],
                  [
                    'CV',
                    profile?.resume ? (
                      resumeLink.url ? (
                        <a href={resumeLink.url} target="_blank" rel="noopener noreferrer">
                          {profile.resume.fileName}
                        </a>
                      ) : (
                        profile.resume.fileName
                      )
                    ) : (
                      'Not uploaded'
                    ),
                  ],
                  ['Picture', profile?.avatar ? profile.avatar.fileName : 'Not uploaded'],
                ]}
              />
            </Box>
          </Stack>
        </ReviewSection>
        <ReviewSection step="education" title="Education and career">
          <Stack spacing={2}>
            <ReviewFacts
              rows={[
                [
                  'Overall experience',
                  profile?.totalExperience === undefined ? '' : countOf(profile.totalExperience, 'year'),
                ],
              ]}
            />
            <EntriesTable
              caption="Education"
              head={['Institute', 'Degree', 'Field of study', 'CGPA', 'Percentage', 'From', 'To']}
              rows={(profile?.education ?? []).map((entry) => [
                entry.institute,
                entry.degree,
                entry.fieldOfStudy || '—',
                entry.cgpa ?? '—',
                entry.percentage ?? '—',
                entry.from,
                entry.to,
              ])}
            />
            <EntriesTable
              caption="Career"
              head={['Company', 'Position', 'From', 'To', 'Description']}
              rows={(profile?.career ?? []).map((entry) => [
                entry.company,
                entry.position,
                entry.from,
                entry.currentJob ? 'Present' : entry.to,
                entry.description || '—',
              ])}
            />
          </Stack>
        </ReviewSection>
        <ReviewSection step="privacy" title="Privacy policy">
          <Typography>
            {profile?.termsAndConditions
              ? `Accepted (version ${profile.privacyPolicyVersion ?? ''}).`
              : 'Not accepted yet.'}
          </Typography>
        </ReviewSection>
        {afterSubmit?.kind === 'passed-over' ? (
          <Alert severity="warning" role="alert">
            {afterSubmit.message}{' '}
            <Link component={RouterLink} to={ROUTES.careers.list.getHref()}>
              See open positions
            </Link>
          </Alert>
        ) : null}
        <StepActions step="review" formError={formError} submitting={submit.isPending} />
      </Stack>
    </form>
  );
}
