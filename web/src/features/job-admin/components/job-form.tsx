import { jobSchema } from '@careers/domain';
import { CAREER_LEVELS, JOB_STATUSES, JOB_TYPES, OFFICE_LOCATIONS } from '@careers/domain/constants';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { BusyButton } from '@/components/ui/busy-button';
import { useSavedForm } from '@/hooks/use-saved-form';

import type { Option, TestOption } from '../api/job-form-options';
import { jobInputOf, type JobFormValues } from '../utils/job-form-values';

import { JobTestField } from './job-test-field';
import { RichTextEditor } from './rich-text-editor';

export type JobFormOptions = {
  companies: Option[];
  departments: Option[];
  degrees: Option[];
  questions: Option[];
  tests: TestOption[];
};

type JobFormProps = {
  initialValues: JobFormValues;
  options: JobFormOptions;
  submitLabel: string;
  /** Saves; a rejection's per-field messages appear under the fields. */
  onSubmit: (values: ReturnType<typeof jobInputOf>) => Promise<void>;
  /** Above the form (e.g. "copy from a previous job"); gets a way to replace the values. */
  header?: (replace: (values: JobFormValues) => void) => ReactNode;
  /** Edit: the test the job was saved with, named even when it is no longer offered. */
  savedTest?: { id: string; title: string } | null;
};

const LEAVE_TEXT = {
  confirmLabel: 'Leave without saving',
  message: 'Your changes to this job have not been saved. Leaving this page discards them.',
};

const section = (title: string) => (
  <Typography variant="h2" sx={{ fontSize: '1.2rem', mt: 1 }}>
    {title}
  </Typography>
);

/** The job form of spec sections 2 and 5 (new, edit and copy), on the domain's job schema. */
export function JobForm({ initialValues, options, submitLabel, onSubmit, header, savedTest }: JobFormProps) {
  const { formik, formError, errorAt, leaveGuard } = useSavedForm<JobFormValues>({
    initialValues,
    validationSchema: jobSchema,
    save: (values) => onSubmit(jobInputOf(values)),
    leaveText: LEAVE_TEXT,
  });
  const { values } = formik;
  const textProps = (name: keyof JobFormValues, label: string, required = false) => ({
    id: `job-${name}`,
    name,
    label,
    required,
    fullWidth: true,
    value: values[name] as string,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(errorAt(name)),
    helperText: errorAt(name),
  });

  // Spec section 5: tests of the chosen department whose level is the career level, lowercased.
  const matchingTests = options.tests.filter(
    (test) => test.departmentId === values.departmentId && test.level === values.careerLevel.toLowerCase(),
  );
  const testChoosable = values.departmentId !== '' && values.careerLevel !== '';

  const multiSelect = (name: 'educationIds' | 'screeningQuestionIds', label: string, choices: Option[]) => (
    <Autocomplete
      multiple
      id={`job-${name}`}
      options={choices}
      getOptionLabel={(option) => option.title}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      value={choices.filter((choice) => values[name].includes(choice.id))}
      onChange={(_event, chosen) =>
        void formik.setFieldValue(
          name,
          chosen.map((choice) => choice.id),
        )
      }
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(errorAt(name))} helperText={errorAt(name)} />
      )}
    />
  );

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label="Job">
      {header?.((next) => {
        formik.resetForm({ values: initialValues });
        void formik.setValues(next, false);
      })}
      <Stack spacing={3}>
        {section('The job')}
        <Grid container spacing={2}>
          <Grid size={12}>
            <TextField {...textProps('title', 'Title', true)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField select {...textProps('companyId', 'Company', true)}>
              {options.companies.map((company) => (
                <MenuItem key={company.id} value={company.id}>
                  {company.title}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              {...textProps('departmentId', 'Department', true)}
              onChange={(event) => {
                formik.handleChange(event);
                void formik.setFieldValue('testId', '');
              }}
            >
              {options.departments.map((department) => (
                <MenuItem key={department.id} value={department.id}>
                  {department.title}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={12}>
            <RichTextEditor
              label="Description"
              required
              value={values.description}
              onChange={(html) => void formik.setFieldValue('description', html)}
              onBlur={() => void formik.setFieldTouched('description', true)}
              error={errorAt('description')}
            />
          </Grid>
        </Grid>

        {section('Key requirements (skills)')}
        <Stack spacing={2}>
          {values.skills.map((skill, index) => (
            <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <RichTextEditor
                  label={`Skill ${String(index + 1)}`}
                  required={index === 0}
                  minHeight={56}
                  value={skill}
                  onChange={(html) => void formik.setFieldValue(`skills[${String(index)}]`, html)}
                  error={errorAt(`skills[${String(index)}]`) ?? (index === 0 ? errorAt('skills') : undefined)}
                />
              </Box>
              {index > 0 ? (
                <Button
                  color="error"
                  startIcon={<DeleteOutlined />}
                  sx={{ mt: 3 }}
                  onClick={() =>
                    void formik.setFieldValue(
                      'skills',
                      values.skills.filter((_, other) => other !== index),
                    )
                  }
                >
                  Remove skill {index + 1}
                </Button>
              ) : null}
            </Stack>
          ))}
          <Box>
            <Button
              startIcon={<AddOutlined />}
              onClick={() => void formik.setFieldValue('skills', [...values.skills, ''])}
            >
              Add skill
            </Button>
          </Box>
        </Stack>

        {section('Requirements')}
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, sm: 3 }}>
            <TextField
              {...textProps('cgpa', 'CGPA')}
              type="number"
              slotProps={{ htmlInput: { min: 1, max: 5, step: 0.01 } }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <TextField
              {...textProps('percentage', 'Percentage')}
              type="number"
              slotProps={{ htmlInput: { min: 0, max: 100 } }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <TextField
              {...textProps('experience', 'Experience (years)', true)}
              type="number"
              slotProps={{ htmlInput: { min: 0, max: 60 } }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <TextField
              select
              {...textProps('careerLevel', 'Career level', true)}
              onChange={(event) => {
                formik.handleChange(event);
                void formik.setFieldValue('testId', '');
              }}
            >
              {CAREER_LEVELS.map((level) => (
                <MenuItem key={level} value={level}>
                  {level}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={12}>{multiSelect('educationIds', 'Required degrees', options.degrees)}</Grid>
        </Grid>

        {section('Posting')}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField select {...textProps('jobType', 'Job type', true)}>
              {JOB_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {type}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <TextField
              {...textProps('startDate', 'Start date', true)}
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <TextField
              {...textProps('endDate', 'End date', true)}
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <TextField select {...textProps('location', 'Location', true)}>
              {OFFICE_LOCATIONS.map((office) => (
                <MenuItem key={office.label} value={office.label}>
                  {office.label} ({office.lat}, {office.lng})
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField select {...textProps('status', 'Status', true)}>
              {JOB_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {status}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={12}>
            {multiSelect('screeningQuestionIds', 'Employment questions', options.questions)}
          </Grid>
        </Grid>

        {section('Test')}
        <JobTestField
          conductTest={values.conductTest}
          testId={values.testId}
          choosable={testChoosable}
          matching={matchingTests}
          allTests={options.tests}
          savedTest={savedTest ?? null}
          fieldProps={textProps('testId', 'Test')}
          error={errorAt('testId')}
          onConductTestChange={formik.handleChange}
        />

        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Box>
          <BusyButton type="submit" size="large" busy={formik.isSubmitting}>
            {submitLabel}
          </BusyButton>
        </Box>
      </Stack>
      {leaveGuard}
    </form>
  );
}
