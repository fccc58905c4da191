import { profileStep2Schema } from '@careers/domain';
import { CAREER_DESCRIPTION_MAX } from '@careers/domain/constants';
import { WIZARD_STEP_ROUTES, yearOptions } from '@careers/domain/rules';
import type { CareerEntry, EducationEntry, Profile } from '@careers/domain/types';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getIn, useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { callableFeedback } from '@/utils/callable-feedback';

import { useDegreeTitles } from '../api/get-degrees';
import { useSaveEducationAndCareer } from '../api/profile-callables';
import { useCandidateAccount } from '../api/use-own-profile';
import { clearDraft, useFormDraft } from '../hooks/use-form-draft';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes';

import { StepActions } from './step-actions';

const STEP = 'education';

// The form holds what the inputs hold (text); the domain's schema turns it into numbers.
type Text<T> = { [K in keyof T]: T[K] extends boolean ? boolean : string };
type EducationValues = Text<EducationEntry>;
type CareerValues = Text<CareerEntry>;
export type EducationStepValues = {
  totalExperience: string;
  education: EducationValues[];
  career: CareerValues[];
};

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

// Spec section 5: both lists start with one empty entry, and a missing year is the newest one:
// this year in the company's time zone (the selects run from it down to 1900).
const emptyEducation = (newestYear: number): EducationValues => ({
  institute: '',
  degree: '',
  fieldOfStudy: '',
  cgpa: '',
  percentage: '',
  from: String(newestYear),
  to: String(newestYear),
});
const emptyCareer = (newestYear: number): CareerValues => ({
  company: '',
  position: '',
  from: String(newestYear),
  to: String(newestYear),
  description: '',
  currentJob: false,
});

const educationStepValues = (profile: Partial<Profile> | null, newestYear: number): EducationStepValues => ({
  totalExperience: text(profile?.totalExperience),
  education:
    profile?.education && profile.education.length > 0
      ? profile.education.map((entry) => ({
          ...entry,
          cgpa: text(entry.cgpa),
          percentage: text(entry.percentage),
          from: text(entry.from),
          to: text(entry.to),
        }))
      : [emptyEducation(newestYear)],
  career:
    profile?.career && profile.career.length > 0
      ? profile.career.map((entry) => ({ ...entry, from: text(entry.from), to: text(entry.to) }))
      : [emptyCareer(newestYear)],
});

/** A career entry left completely empty is not one (a candidate with no experience leaves it so). */
const isBlankCareer = (entry: CareerValues) =>
  entry.company.trim() === '' && entry.position.trim() === '' && entry.description.trim() === '';

const toRequest = (values: EducationStepValues) => ({
  totalExperience: values.totalExperience === '' ? Number.NaN : Number(values.totalExperience),
  education: values.education.map((entry) => ({
    ...entry,
    cgpa: entry.cgpa === '' ? null : Number(entry.cgpa),
    percentage: entry.percentage === '' ? null : Number(entry.percentage),
    from: Number(entry.from),
    to: Number(entry.to),
  })),
  career: values.career
    .filter((entry, index) => !(index === 0 && values.career.length === 1 && isBlankCareer(entry)))
    .map((entry) => ({ ...entry, from: Number(entry.from), to: Number(entry.to) })),
});

/** A year, newest first; a stored year the list does not offer (a later one) stays choosable. */
function YearSelect({ years, ...props }: TextFieldProps & { years: readonly number[] }) {
  const stored = Number(props.value);
  const choices = Number.isInteger(stored) && stored > (years[0] ?? 0) ? [stored, ...years] : years;
  return (
    <TextField select {...props} slotProps={{ select: { native: true } }}>
      {choices.map((year) => (
        <option key={year} value={String(year)}>
          {year}
        </option>
      ))}
    </TextField>
  );
}

/** Step 2 (spec section 5): education and career history, and overall experience. */
export function EducationStep({ profile }: { profile: Partial<Profile> | null }) {
  const { uid, email } = useCandidateAccount();
  const degrees = useDegreeTitles();
  const save = useSaveEducationAndCareer();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [years] = useState(() => yearOptions(Date.now()));
  const newestYear = years[0] ?? new Date().getFullYear();

  const formik = useFormik<EducationStepValues>({
    initialValues: educationStepValues(profile, newestYear),
    validate: async (values) => {
      try {
        await profileStep2Schema.validate(toRequest(values), { abortEarly: false });
        return {};
      } catch (caught) {
        const errors: Record<string, unknown> = {};
        for (const inner of (caught as { inner?: { path?: string; message: string }[] }).inner ?? []) {
          const path = inner.path ?? 'career';
          if (getIn(errors, path) === undefined) setNested(errors, path, inner.message);
        }
        return errors;
      }
    },
    onSubmit: async (values) => {
      setFormError(null);
      setServerErrors({});
      try {
        await save.mutateAsync({ ...toRequest(values), email });
        clearDraft(uid, STEP);
        formik.resetForm({ values });
        await navigate(WIZARD_STEP_ROUTES.privacy);
      } catch (caught) {
        const feedback = callableFeedback(caught);
        setServerErrors(feedback.fields);
        setFormError(feedback.form);
      }
    },
  });
  useFormDraft(uid, STEP, formik);
  const leaveGuard = useUnsavedChangesGuard(formik.dirty && !formik.isSubmitting);

  const errorAt = (path: string): string | undefined => {
    const client: unknown =
      formik.submitCount > 0 || getIn(formik.touched, path) ? getIn(formik.errors, path) : undefined;
    return (typeof client === 'string' ? client : undefined) ?? serverErrors[path];
  };
  const fieldProps = (path: string, label: string, required = false) => ({
    id: `profile-${path.replace(/[^a-zA-Z0-9]+/g, '-')}`,
    name: path,
    label,
    required,
    fullWidth: true,
    value: String(getIn(formik.values, path) ?? ''),
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(errorAt(path)),
    helperText: errorAt(path),
  });

  const listError = (list: 'education' | 'career') => {
    const value: unknown = formik.submitCount > 0 ? getIn(formik.errors, list) : undefined;
    return typeof value === 'string' ? value : serverErrors[list];
  };

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label="Education and career history">
      <Stack spacing={4}>
        <section aria-labelledby="education-heading">
          <Typography id="education-heading" variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
            Education
          </Typography>
          <Stack spacing={2}>
            {formik.values.education.map((_entry, index) => (
              <Paper key={index} variant="outlined" component="fieldset" sx={{ p: 2, m: 0 }}>
                <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                  Education {index + 1}
                </Typography>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField {...fieldProps(`education[${index}].institute`, 'Institute', true)} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField select {...fieldProps(`education[${index}].degree`, 'Degree', true)}>
                      {degrees.data?.length ? null : (
                        <MenuItem value="" disabled>
                          {degrees.isPending ? 'Loading degrees…' : 'No degrees available'}
                        </MenuItem>
                      )}
                      {/* A degree saved before it left the catalog stays choosable. */}
                      {[...new Set([...(degrees.data ?? []), formik.values.education[index]?.degree ?? ''])]
                        .filter(Boolean)
                        .map((title) => (
                          <MenuItem key={title} value={title}>
                            {title}
                          </MenuItem>
                        ))}
                    </TextField>
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField {...fieldProps(`education[${index}].fieldOfStudy`, 'Field of study')} />
                  </Grid>
                  <Grid size={{ xs: 6, sm: 3 }}>
                    <TextField
                      {...fieldProps(`education[${index}].cgpa`, 'CGPA')}
                      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    />
                  </Grid>
                  <Grid size={{ xs: 6, sm: 3 }}>
                    <TextField
                      {...fieldProps(`education[${index}].percentage`, 'Percentage')}
                      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    />
                  </Grid>
                  <Grid size={{ xs: 6 }}>
                    <YearSelect years={years} {...fieldProps(`education[${index}].from`, 'From')} />
                  </Grid>
                  <Grid size={{ xs: 6 }}>
                    <YearSelect years={years} {...fieldProps(`education[${index}].to`, 'To')} />
                  </Grid>
                </Grid>
                {index > 0 ? (
                  <Button
                    color="error"
                    startIcon={<DeleteOutline />}
                    sx={{ mt: 1 }}
                    onClick={() =>
                      void formik.setFieldValue(
                        'education',
                        formik.values.education.filter((_, other) => other !== index),
                      )
                    }
                  >
                    Remove education {index + 1}
                  </Button>
                ) : null}
              </Paper>
            ))}
            {listError('education') ? (
              <Typography color="error" role="alert" variant="body2">
                {listError('education')}
              </Typography>
            ) : null}
            <Box>
              <Button
                startIcon={<AddOutlined />}
                onClick={() =>
                  void formik.setFieldValue('education', [
                    ...formik.values.education,
                    emptyEducation(newestYear),
                  ])
                }
              >
                Add education
              </Button>
            </Box>
          </Stack>
        </section>

        <section aria-labelledby="career-heading">
          <Typography id="career-heading" variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
            Career history
          </Typography>
          <Stack spacing={2}>
            <TextField
              {...fieldProps('totalExperience', 'Overall experience (years)', true)}
              helperText={errorAt('totalExperience') ?? 'Whole years; 0 if you have none yet.'}
              sx={{ maxWidth: 320 }}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            {formik.values.career.map((entry, index) => (
              <Paper key={index} variant="outlined" component="fieldset" sx={{ p: 2, m: 0 }}>
                <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                  Career {index + 1}
                </Typography>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField {...fieldProps(`career[${index}].company`, 'Company', true)} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField {...fieldProps(`career[${index}].position`, 'Position', true)} />
                  </Grid>
                  <Grid size={{ xs: 6 }}>
                    <YearSelect years={years} {...fieldProps(`career[${index}].from`, 'From')} />
                  </Grid>
                  {entry.currentJob ? null : (
                    <Grid size={{ xs: 6 }}>
                      <YearSelect years={years} {...fieldProps(`career[${index}].to`, 'To')} />
                    </Grid>
                  )}
                  <Grid size={{ xs: 12 }}>
                    <FormControlLabel
                      control={
                        <Checkbox
                          name={`career[${index}].currentJob`}
                          checked={entry.currentJob}
                          onChange={formik.handleChange}
                        />
                      }
                      label="This is my current job"
                    />
                  </Grid>
                  <Grid size={{ xs: 12 }}>
                    <TextField
                      {...fieldProps(`career[${index}].description`, 'Description')}
                      multiline
                      minRows={2}
                      helperText={
                        errorAt(`career[${index}].description`) ??
                        `${String(entry.description.length)} / ${String(CAREER_DESCRIPTION_MAX)} characters`
                      }
                    />
                  </Grid>
                </Grid>
                {index > 0 ? (
                  <Button
                    color="error"
                    startIcon={<DeleteOutline />}
                    sx={{ mt: 1 }}
                    onClick={() =>
                      void formik.setFieldValue(
                        'career',
                        formik.values.career.filter((_, other) => other !== index),
                      )
                    }
                  >
                    Remove career {index + 1}
                  </Button>
                ) : null}
              </Paper>
            ))}
            {listError('career') ? (
              <Typography color="error" role="alert" variant="body2">
                {listError('career')}
              </Typography>
            ) : null}
            <Box>
              <Button
                startIcon={<AddOutlined />}
                onClick={() =>
                  void formik.setFieldValue('career', [...formik.values.career, emptyCareer(newestYear)])
                }
              >
                Add career
              </Button>
            </Box>
          </Stack>
        </section>

        <StepActions
          formError={formError}
          submitLabel="Save and continue"
          submitting={formik.isSubmitting}
          back={
            <Button component={RouterLink} to={WIZARD_STEP_ROUTES.personal}>
              Back
            </Button>
          }
        />
      </Stack>
      {leaveGuard}
    </form>
  );
}

/** Sets `path` ('career[0].to') in a plain object, making the arrays and objects on the way. */
const setNested = (target: Record<string, unknown>, path: string, value: string) => {
  const keys = path.replace(/\[(\d+)\]/g, '.$1').split('.');
  let node: Record<string, unknown> = target;
  keys.slice(0, -1).forEach((key, index) => {
    if (typeof node[key] !== 'object' || node[key] === null) {
      node[key] = /^\d+$/.test(keys[index + 1] ?? '') ? [] : {};
    }
    node = node[key] as Record<string, unknown>;
  });
  node[keys.at(-1) ?? path] = value;
};
