import { testSchema } from '@careers/domain';
import { TEST_LEVELS, TEST_QUESTION_COUNTS } from '@careers/domain/constants';
import { TEST_STATUSES } from '@careers/domain/types';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { BusyButton } from '@/components/ui/busy-button';
import { useSavedForm } from '@/hooks/use-saved-form';

import type { Option } from '../api/admin-tests';
import { testInputOf, type TestFormValues } from '../utils/test-form-values';

export type TestFormOptions = {
  departments: Option[];
  /** Tests whose bank can be copied into a new test; absent when editing (copyFrom applies on create only). */
  copyFrom?: (Option & { questions: number })[];
};

type TestFormProps = {
  initialValues: TestFormValues;
  options: TestFormOptions;
  submitLabel: string;
  /** Saves; a rejection's per-field messages appear under the fields. */
  onSubmit: (values: ReturnType<typeof testInputOf>) => Promise<void>;
};

const LEAVE_TEXT = {
  confirmLabel: 'Leave without saving',
  message: 'Your changes to this test have not been saved. Leaving this page discards them.',
};

/** The test form of spec sections 2 and 5 (create and edit), on the domain's test schema. */
export function TestForm({ initialValues, options, submitLabel, onSubmit }: TestFormProps) {
  const { formik, formError, errorAt, leaveGuard } = useSavedForm<TestFormValues>({
    initialValues,
    validationSchema: testSchema,
    save: (values) => onSubmit(testInputOf(values)),
    leaveText: LEAVE_TEXT,
  });
  const { values } = formik;
  const fieldProps = (name: keyof TestFormValues, label: string, required = false) => ({
    id: `test-${name}`,
    name,
    label,
    required,
    fullWidth: true,
    value: values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(errorAt(name)),
    helperText: errorAt(name),
  });

  // The two shares of the paper: what they add up to, said next to the fields as the admin types.
  const aptitude = Number(values.aptitudePercentage);
  const technical = Number(values.technicalPercentage);
  const bothTyped = values.aptitudePercentage !== '' && values.technicalPercentage !== '';
  const sum = aptitude + technical;
  const sumHint = bothTyped && Number.isFinite(sum) ? `Together: ${String(sum)}% (must be 100%).` : ' ';

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label="Test">
      <Stack spacing={3}>
        {options.copyFrom ? (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" gutterBottom>
              Copy questions from another test
            </Typography>
            <TextField
              select
              {...fieldProps('copyFrom', 'Copy questions from')}
              helperText={
                errorAt('copyFrom') ??
                "Optional. The new test starts with a copy of that test's question bank (pictures included)."
              }
            >
              <MenuItem value="">
                <em>None: start with an empty bank</em>
              </MenuItem>
              {options.copyFrom.map((test) => (
                <MenuItem key={test.id} value={test.id}>
                  {test.title} ({test.questions} {test.questions === 1 ? 'question' : 'questions'})
                </MenuItem>
              ))}
            </TextField>
          </Paper>
        ) : null}
        <Grid container spacing={2}>
          <Grid size={12}>
            <TextField {...fieldProps('title', 'Title', true)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField select {...fieldProps('departmentId', 'Department', true)}>
              {options.departments.map((department) => (
                <MenuItem key={department.id} value={department.id}>
                  {department.title}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField select {...fieldProps('level', 'Level', true)}>
              {TEST_LEVELS.map((level) => (
                <MenuItem key={level} value={level}>
                  {level}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField select {...fieldProps('totalQuestions', 'Total questions', true)}>
              {TEST_QUESTION_COUNTS.map((count) => (
                <MenuItem key={count} value={String(count)}>
                  {count}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              {...fieldProps('timeMinutes', 'Time (minutes)', true)}
              type="number"
              slotProps={{ htmlInput: { min: 1, max: 300, step: 1 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField select {...fieldProps('status', 'Status', true)}>
              {TEST_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {status}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 6 }}>
            <TextField
              {...fieldProps('aptitudePercentage', 'Aptitude %', true)}
              type="number"
              slotProps={{ htmlInput: { min: 0, max: 100 } }}
            />
          </Grid>
          <Grid size={{ xs: 6 }}>
            <TextField
              {...fieldProps('technicalPercentage', 'Technical %', true)}
              type="number"
              slotProps={{ htmlInput: { min: 0, max: 100 } }}
              helperText={errorAt('technicalPercentage') ?? sumHint}
            />
          </Grid>
        </Grid>
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
