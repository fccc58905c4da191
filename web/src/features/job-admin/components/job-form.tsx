import { countOf, jobSchema } from '@careers/domain';
import { CAREER_LEVELS, JOB_STATUSES, JOB_TYPES, OFFICE_LOCATIONS } from '@careers/domain/constants';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, type ReactNode } from 'react';

import {
  FormDateField,
  FormNumberField,
  FormSelectField,
  FormTextField,
} from '@/components/form/form-fields';
import { FormFrame } from '@/components/form/form-frame';
import { useSavedForm, type SavedFormProps } from '@/hooks/use-saved-form';
import { discardOnLeave } from '@/hooks/use-unsaved-changes';

import type { Option, TestOption } from '../api/job-form-options';
import { jobInputOf, type JobFormValues, type JobRequest } from '../utils/job-form-values';

import { CatalogMultiSelect, SkillsEditor } from './job-form-fields';
import { missingTestTitle, testFieldHint } from '../utils/job-test-hint';
import { RichTextEditor } from './rich-text-editor';

export type JobFormOptions = {
  companies: Option[];
  departments: Option[];
  degrees: Option[];
  questions: Option[];
  tests: TestOption[];
};

type JobFormProps = SavedFormProps<JobFormValues, JobRequest> & {
  options: JobFormOptions;
  /** Above the form (e.g. "copy from a previous job"); gets a way to replace the values. */
  header?: (replace: (values: JobFormValues) => void) => ReactNode;
  /** Edit: the test the job was saved with, named even when it is no longer offered. */
  savedTest?: { id: string; title: string } | null;
};

const LEAVE_TEXT = discardOnLeave('Your changes to this job have not been saved.');

// Made once: the same element on every render is not rendered again (the form re-renders per key).
const section = (title: string) => (
  <Typography variant="h2" sx={{ fontSize: '1.2rem', mt: 1 }}>
    {title}
  </Typography>
);
const SECTIONS = {
  job: section('The job'),
  skills: section('Key requirements (skills)'),
  requirements: section('Requirements'),
  posting: section('Posting'),
  test: section('Test'),
};

/** The job form of spec sections 2 and 5 (new, edit and copy), on the domain's job schema. */
export function JobForm({ initialValues, options, submitLabel, onSubmit, header, savedTest }: JobFormProps) {
  const { formik, form, formError, errorAt, leaveGuard } = useSavedForm<JobFormValues>({
    initialValues,
    validationSchema: jobSchema,
    idPrefix: 'job',
    save: (values) => onSubmit(jobInputOf(values)),
    leaveText: LEAVE_TEXT,
  });
  const { values, setFieldValue, setFieldTouched } = formik;
  // The editors and multi-selects re-render only when their own value or message changes (memo):
  // their handlers must stay the same functions (formik's setters do).
  const setDescription = useCallback(
    (html: string) => void setFieldValue('description', html),
    [setFieldValue],
  );
  const touchDescription = useCallback(() => void setFieldTouched('description', true), [setFieldTouched]);
  const setSkill = useCallback(
    (index: number, html: string) => void setFieldValue(`skills[${String(index)}]`, html),
    [setFieldValue],
  );
  const setSkills = useCallback((skills: string[]) => void setFieldValue('skills', skills), [setFieldValue]);
  const setEducationIds = useCallback(
    (ids: string[]) => void setFieldValue('educationIds', ids),
    [setFieldValue],
  );
  const setQuestionIds = useCallback(
    (ids: string[]) => void setFieldValue('screeningQuestionIds', ids),
    [setFieldValue],
  );
  // The tests offered depend on the department and the career level: a change of either clears it.
  const clearTest = () => void formik.setFieldValue('testId', '');

  // Spec section 5: tests of the chosen department whose level is the career level, lowercased.
  const matchingTests = options.tests.filter(
    (test) => test.departmentId === values.departmentId && test.level === values.careerLevel.toLowerCase(),
  );
  const testChoosable = values.departmentId !== '' && values.careerLevel !== '';
  const missingTest = missingTestTitle(values, matchingTests, options.tests, savedTest ?? null);
  const testHint = testFieldHint({
    conductTest: values.conductTest,
    choosable: testChoosable,
    matching: matchingTests.length,
    missingTest,
  });

  const multiSelect = (
    name: 'educationIds' | 'screeningQuestionIds',
    label: string,
    choices: Option[],
    onChange: (ids: string[]) => void,
  ) => (
    <CatalogMultiSelect
      id={`job-${name}`}
      label={label}
      choices={choices}
      value={values[name]}
      onChange={onChange}
      error={errorAt(name)}
    />
  );

  return (
    <FormFrame
      formik={formik}
      label="Job"
      formError={formError}
      submitLabel={submitLabel}
      leaveGuard={leaveGuard}
      before={header?.((next) => {
        formik.resetForm({ values: initialValues });
        void formik.setValues(next, false);
      })}
    >
      {SECTIONS.job}
      <Grid container spacing={2}>
        <FormTextField grid="row" form={form} name="title" label="Title" required />
        <FormSelectField
          grid="half"
          form={form}
          name="companyId"
          label="Company"
          required
          options={options.companies}
        />
        <FormSelectField
          grid="half"
          form={form}
          name="departmentId"
          label="Department"
          required
          options={options.departments}
          onChange={clearTest}
        />
        <Grid size={12}>
          <RichTextEditor
            label="Description"
            required
            value={values.description}
            onChange={setDescription}
            onBlur={touchDescription}
            error={errorAt('description')}
          />
        </Grid>
      </Grid>

      {SECTIONS.skills}
      <SkillsEditor skills={values.skills} onChange={setSkills} onSkillChange={setSkill} errorAt={errorAt} />

      {SECTIONS.requirements}
      <Grid container spacing={2}>
        <FormNumberField
          grid="pairQuarter"
          form={form}
          name="cgpa"
          label="CGPA"
          min={1}
          max={5}
          step={0.01}
        />
        <FormNumberField
          grid="pairQuarter"
          form={form}
          name="percentage"
          label="Percentage"
          min={0}
          max={100}
        />
        <FormNumberField
          grid="pairQuarter"
          form={form}
          name="experience"
          label="Experience (years)"
          required
          min={0}
          max={60}
        />
        <FormSelectField
          grid="pairQuarter"
          form={form}
          name="careerLevel"
          label="Career level"
          required
          options={CAREER_LEVELS}
          onChange={clearTest}
        />
        <Grid size={12}>
          {multiSelect('educationIds', 'Required degrees', options.degrees, setEducationIds)}
        </Grid>
      </Grid>

      {SECTIONS.posting}
      <Grid container spacing={2}>
        <FormSelectField
          grid="third"
          form={form}
          name="jobType"
          label="Job type"
          required
          options={JOB_TYPES}
        />
        <FormDateField grid="pairThird" form={form} name="startDate" label="Start date" required />
        <FormDateField grid="pairThird" form={form} name="endDate" label="End date" required />
        <FormSelectField
          grid="twoThirds"
          form={form}
          name="location"
          label="Location"
          required
          options={OFFICE_LOCATIONS.map((office) => ({
            value: office.label,
            label: `${office.label} (${String(office.lat)}, ${String(office.lng)})`,
          }))}
        />
        <FormSelectField
          grid="third"
          form={form}
          name="status"
          label="Status"
          required
          options={JOB_STATUSES}
        />
        <Grid size={12}>
          {multiSelect('screeningQuestionIds', 'Employment questions', options.questions, setQuestionIds)}
        </Grid>
      </Grid>

      {SECTIONS.test}
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
          options={[
            ...matchingTests.map((test) => ({
              value: test.id,
              label: `${test.title} (${countOf(test.totalQuestions, 'question')})`,
            })),
            // The saved test stays named when it is no longer offered.
            ...(missingTest ? [{ value: values.testId, label: `${missingTest} (no longer offered)` }] : []),
          ]}
        />
        {/* Outside the field: a disabled field's own helper text is too faint to read. */}
        {!errorAt('testId') && testHint ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {testHint}
          </Typography>
        ) : null}
      </Paper>
    </FormFrame>
  );
}
