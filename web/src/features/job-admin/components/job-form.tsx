import { jobSchema } from '@careers/domain';
import { CAREER_LEVELS, JOB_STATUSES, JOB_TYPES, OFFICE_LOCATIONS } from '@careers/domain/constants';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { FormSelectField, FormTextField } from '@/components/form/form-fields';
import { BusyButton } from '@/components/ui/busy-button';
import { useSavedForm } from '@/hooks/use-saved-form';

import type { Option, TestOption } from '../api/job-form-options';
import { jobInputOf, type JobFormValues } from '../utils/job-form-values';

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
};

const LEAVE_TEXT = {
  confirmLabel: 'Leave without saving',
  message: 'Your changes to this job have not been saved. Leaving this page discards them.',
};

const choiceOf = (option: Option) => ({ value: option.id, label: option.title });

const section = (title: string) => (
  <Typography variant="h2" sx={{ fontSize: '1.2rem', mt: 1 }}>
    {title}
  </Typography>
);

/** The job form of spec sections 2 and 5 (new, edit and copy), on the domain's job schema. */
export function JobForm({ initialValues, options, submitLabel, onSubmit, header }: JobFormProps) {
  const { formik, form, formError, errorAt, leaveGuard } = useSavedForm<JobFormValues>({
    initialValues,
    validationSchema: jobSchema,
    idPrefix: 'job',
    save: (values) => onSubmit(jobInputOf(values)),
    leaveText: LEAVE_TEXT,
  });
  const { values } = formik;
  // The tests offered depend on the department and the career level: a change of either clears it.
  const clearTest = () => void formik.setFieldValue('testId', '');

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
            <FormTextField form={form} name="title" label="Title" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelectField
              form={form}
              name="companyId"
              label="Company"
              required
              options={options.companies.map(choiceOf)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelectField
              form={form}
              name="departmentId"
              label="Department"
              required
              options={options.departments.map(choiceOf)}
              onChange={clearTest}
            />
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
            <FormTextField
              form={form}
              name="cgpa"
              label="CGPA"
              type="number"
              slotProps={{ htmlInput: { min: 1, max: 5, step: 0.01 } }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <FormTextField
              form={form}
              name="percentage"
              label="Percentage"
              type="number"
              slotProps={{ htmlInput: { min: 0, max: 100 } }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <FormTextField
              form={form}
              name="experience"
              label="Experience (years)"
              required
              type="number"
              slotProps={{ htmlInput: { min: 0, max: 60 } }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <FormSelectField
              form={form}
              name="careerLevel"
              label="Career level"
              required
              options={CAREER_LEVELS}
              onChange={clearTest}
            />
          </Grid>
          <Grid size={12}>{multiSelect('educationIds', 'Required degrees', options.degrees)}</Grid>
        </Grid>

        {section('Posting')}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormSelectField form={form} name="jobType" label="Job type" required options={JOB_TYPES} />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <FormTextField
              form={form}
              name="startDate"
              label="Start date"
              required
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <FormTextField
              form={form}
              name="endDate"
              label="End date"
              required
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <FormSelectField
              form={form}
              name="location"
              label="Location"
              required
              options={OFFICE_LOCATIONS.map((office) => ({
                value: office.label,
                label: `${office.label} (${String(office.lat)}, ${String(office.lng)})`,
              }))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormSelectField form={form} name="status" label="Status" required options={JOB_STATUSES} />
          </Grid>
          <Grid size={12}>
            {multiSelect('screeningQuestionIds', 'Employment questions', options.questions)}
          </Grid>
        </Grid>

        {section('Test')}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <FormControlLabel
            control={
              <Checkbox name="conductTest" checked={values.conductTest} onChange={formik.handleChange} />
            }
            label="Conduct test"
          />
          <FormSelectField
            form={form}
            name="testId"
            label="Test"
            disabled={!values.conductTest || !testChoosable}
            options={matchingTests.map((test) => ({
              value: test.id,
              label: `${test.title} (${String(test.totalQuestions)} questions)`,
            }))}
          />
          {/* Outside the field: a disabled field's own helper text is too faint to read. */}
          {!errorAt('testId') && (!testChoosable || matchingTests.length === 0) ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {!testChoosable
                ? 'Choose the department and career level first: the tests offered match both.'
                : 'No test of this department and level yet.'}
            </Typography>
          ) : null}
        </Paper>

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
