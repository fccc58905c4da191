import { ROUTES } from '@careers/domain/constants';
import { countOf, WIZARD_STEP_LABELS, WIZARD_STEP_ROUTES, type WizardStep } from '@careers/domain/rules';
import type { Profile } from '@careers/domain/types';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { useNotify } from '@/components/notifications/notifications-context';
import { useDownloadUrl } from '@/lib/firebase/download-url';
import { reloadUser } from '@/lib/firebase/email-verification';
import { useSession } from '@/lib/session/use-session';
import { callableFeedback } from '@/utils/callable-feedback';

import { useSubmitProfile } from '../api/profile-callables';

import { ConfirmEmailGate } from './confirm-email-gate';
import { StepActions } from './step-actions';

function ReviewSection({ step, title, children }: { step: WizardStep; title: string; children: ReactNode }) {
  const headingId = `review-${step}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        <Button
          component={RouterLink}
          to={WIZARD_STEP_ROUTES[step]}
          startIcon={<EditOutlined />}
          aria-label={`Edit ${WIZARD_STEP_LABELS[step]}`}
        >
          Edit
        </Button>
      </Stack>
      {children}
    </Paper>
  );
}

function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, gap: 1, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value === '' || value === null || value === undefined ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

// Shadows at the edge a table can still scroll towards: `local` backgrounds move with the content
// and cover the `scroll` ones once that edge is reached, so they show only where there is more.
const scrollShadows = {
  overflowX: 'auto',
  backgroundImage: (theme: Theme) =>
    [
      `linear-gradient(to right, ${theme.palette.background.paper} 30%, transparent)`,
      `linear-gradient(to left, ${theme.palette.background.paper} 30%, transparent)`,
      `radial-gradient(farthest-side at 0 50%, ${theme.palette.action.disabled}, transparent)`,
      `radial-gradient(farthest-side at 100% 50%, ${theme.palette.action.disabled}, transparent)`,
    ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
  backgroundAttachment: 'local, local, scroll, scroll',
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/**
 * The education or career entries: a table where there is room, one card per entry on a phone
 * (seven columns do not fit 390 px, and a cut-off table gave no sign that it scrolled). Where the
 * table is still wider than the screen it scrolls inside a focusable region that says so, with a
 * shadow at the edge that has more.
 */
function EntriesTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (rows.length === 0) {
    return <Typography color="text.secondary">None.</Typography>;
  }
  if (phone) {
    return (
      <Box component="section" aria-label={caption}>
        <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {caption}
        </Typography>
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row, index) => (
            <Box
              component="li"
              key={index}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'minmax(6.5rem, auto) 1fr', gap: 0.5, m: 0 }}
              >
                {head.map((label, column) => (
                  <Fragment key={label}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {row[column]}
                    </Typography>
                  </Fragment>
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      </Box>
    );
  }
  return (
    <Box
      role="region"
      aria-label={`${caption} (scrolls sideways when it does not fit)`}
      tabIndex={0}
      sx={scrollShadows}
    >
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>
          <Typography component="span" variant="subtitle2">
            {caption}
          </Typography>
        </caption>
        <TableHead>
          <TableRow>
            {head.map((cell) => (
              <TableCell key={cell}>{cell}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              {row.map((cell, column) => (
                <TableCell key={column}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

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
      const feedback = callableFeedback(caught);
      setFormError(Object.values(feedback.fields)[0] ?? feedback.form);
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
              <Facts
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
            <Facts
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
        <StepActions
          formError={formError}
          submitLabel="Submit"
          submitting={submit.isPending}
          back={
            <Button component={RouterLink} to={WIZARD_STEP_ROUTES.privacy}>
              Back
            </Button>
          }
        />
      </Stack>
    </form>
  );
}
