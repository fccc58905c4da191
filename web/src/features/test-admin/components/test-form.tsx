import { countOf, testSchema } from '@careers/domain';
import { TEST_LEVELS, TEST_QUESTION_COUNTS } from '@careers/domain/constants';
import { TEST_STATUSES } from '@careers/domain/types';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { FormNumberField, FormSelectField, FormTextField } from '@/components/form/form-fields';
import { FormFrame } from '@/components/form/form-frame';
import { useSavedForm, type SavedFormProps } from '@/hooks/use-saved-form';
import { discardOnLeave } from '@/hooks/use-unsaved-changes';

import type { Option } from '../api/admin-tests';
import { testInputOf, type TestFormValues } from '../utils/test-form-values';

export type TestFormOptions = {
  departments: Option[];
  /** Tests whose bank can be copied into a new test; absent when editing (copyFrom applies on create only). */
  copyFrom?: (Option & { questions: number })[];
};

type TestFormProps = SavedFormProps<TestFormValues, ReturnType<typeof testInputOf>> & {
  options: TestFormOptions;
};

const LEAVE_TEXT = discardOnLeave('Your changes to this test have not been saved.');

/** The test form of spec sections 2 and 5 (create and edit), on the domain's test schema. */
export function TestForm({ initialValues, options, submitLabel, onSubmit }: TestFormProps) {
  const { formik, form, formError, leaveGuard } = useSavedForm<TestFormValues>({
    initialValues,
    validationSchema: testSchema,
    idPrefix: 'test',
    save: (values) => onSubmit(testInputOf(values)),
    leaveText: LEAVE_TEXT,
  });
  const { values } = formik;

  // The two shares of the paper: what they add up to, said next to the fields as the admin types.
  const aptitude = Number(values.aptitudePercentage);
  const technical = Number(values.technicalPercentage);
  const bothTyped = values.aptitudePercentage !== '' && values.technicalPercentage !== '';
  const sum = aptitude + technical;
  const sumHint = bothTyped && Number.isFinite(sum) ? `Together: ${String(sum)}% (must be 100%).` : ' ';

  return (
    <FormFrame
      formik={formik}
      label="Test"
      formError={formError}
      submitLabel={submitLabel}
      leaveGuard={leaveGuard}
    >
      {options.copyFrom ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" gutterBottom>
            Copy questions from another test
          </Typography>
          <FormSelectField
            form={form}
            name="copyFrom"
            label="Copy questions from"
            hint="Optional. The new test starts with a copy of that test's question bank (pictures included)."
            emptyOption={<em>None: start with an empty bank</em>}
            options={options.copyFrom.map((test) => ({
              value: test.id,
              label: `${test.title} (${countOf(test.questions, 'question')})`,
            }))}
          />
        </Paper>
      ) : null}
      <Grid container spacing={2}>
        <FormTextField grid="row" form={form} name="title" label="Title" required />
        <FormSelectField
          grid="half"
          form={form}
          name="departmentId"
          label="Department"
          required
          options={options.departments}
        />
        <FormSelectField grid="half" form={form} name="level" label="Level" required options={TEST_LEVELS} />
        <FormSelectField
          grid="third"
          form={form}
          name="totalQuestions"
          label="Total questions"
          required
          options={TEST_QUESTION_COUNTS.map(String)}
        />
        <FormNumberField
          grid="third"
          form={form}
          name="timeMinutes"
          label="Time (minutes)"
          required
          min={1}
          max={300}
          step={1}
        />
        <FormSelectField
          grid="third"
          form={form}
          name="status"
          label="Status"
          required
          options={TEST_STATUSES}
        />
        <FormNumberField
          grid="pair"
          form={form}
          name="aptitudePercentage"
          label="Aptitude %"
          required
          min={0}
          max={100}
        />
        <FormNumberField
          grid="pair"
          form={form}
          name="technicalPercentage"
          label="Technical %"
          required
          min={0}
          max={100}
          hint={sumHint}
        />
        <FormNumberField
          grid="pair"
          form={form}
          name="passPercentage"
          label="Pass mark %"
          min={0}
          max={100}
          hint="Optional: shown beside each applicant's score."
        />
      </Grid>
    </FormFrame>
  );
}
