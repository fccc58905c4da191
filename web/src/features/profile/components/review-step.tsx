import { WIZARD_STEP_LABELS, WIZARD_STEP_ROUTES, type WizardStep } from '@careers/domain/rules';
import type { Profile } from '@careers/domain/types';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { useNotify } from '@/components/notifications/notifications-context';
import { useDownloadUrl } from '@/lib/firebase/download-url';
import { callableFeedback } from '@/utils/callable-feedback';

import { useSubmitProfile } from '../api/profile-callables';

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

function EntriesTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  if (rows.length === 0) {
    return <Typography color="text.secondary">None.</Typography>;
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
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

/** The review step (the fourth tab, /profile-step-4): everything entered, and Submit. */
export function ReviewStep({ profile }: { profile: Partial<Profile> | null }) {
  const submit = useSubmitProfile();
  const navigate = useNavigate();
  const notify = useNotify();
  const [formError, setFormError] = useState<string | null>(null);
  const resumeLink = useDownloadUrl(profile?.resume?.path);
  const avatarLink = useDownloadUrl(profile?.avatar?.path);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    try {
      const result = await submit.mutateAsync({});
      // Section 4, "After the review page": a job's employment questions, or /careers.
      if (result.next === 'careers') notify(result.message, 'success');
      await navigate(result.redirectTo);
    } catch (caught) {
      const feedback = callableFeedback(caught);
      setFormError(Object.values(feedback.fields)[0] ?? feedback.form);
    }
  };

  const name = [profile?.firstName, profile?.middleName, profile?.lastName].filter(Boolean).join(' ');

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
                  profile?.totalExperience === undefined ? '' : `${String(profile.totalExperience)} years`,
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
