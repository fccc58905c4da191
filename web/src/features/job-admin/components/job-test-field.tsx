import { countOf } from '@careers/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChangeEventHandler } from 'react';

import type { TestOption } from '../api/job-form-options';

/**
 * Why the Test list offers what it does (or nothing), in words: New Job and Edit Job alike. Null
 * when a test can simply be chosen.
 */
export const testFieldHint = (input: {
  conductTest: boolean;
  choosable: boolean;
  matching: number;
  /** The chosen test when it is not among the ones offered (deleted, or of another department or level). */
  missingTest: string | null;
}): string | null => {
  if (!input.choosable) return 'Choose the department and career level first: the tests offered match both.';
  if (input.missingTest)
    return `This job's test, "${input.missingTest}", is no longer offered for this department and level: choose another, or untick "Conduct test".`;
  if (input.matching === 0) return 'No test of this department and level yet.';
  if (!input.conductTest)
    return `Tick "Conduct test" to choose a test (${countOf(input.matching, 'test')} of this department and level).`;
  return null;
};

type JobTestFieldProps = {
  conductTest: boolean;
  testId: string;
  /** Department and career level are chosen. */
  choosable: boolean;
  /** The tests of the chosen department and level (spec section 5). */
  matching: readonly TestOption[];
  allTests: readonly TestOption[];
  savedTest: { id: string; title: string } | null;
  fieldProps: TextFieldProps;
  error: string | undefined;
  onConductTestChange: ChangeEventHandler<HTMLInputElement>;
};

/**
 * The job form's Test section: "Conduct test" and the test list, with a sentence saying why the
 * list is empty or disabled (New Job and Edit Job alike; issue 20).
 */
export function JobTestField({
  conductTest,
  testId,
  choosable,
  matching,
  allTests,
  savedTest,
  fieldProps,
  error,
  onConductTestChange,
}: JobTestFieldProps) {
  const missingTest =
    conductTest && testId !== '' && !matching.some((test) => test.id === testId)
      ? (allTests.find((test) => test.id === testId)?.title ??
        (savedTest?.id === testId ? savedTest.title : 'the saved test'))
      : null;
  const hint = testFieldHint({ conductTest, choosable, matching: matching.length, missingTest });

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <FormControlLabel
        control={<Checkbox name="conductTest" checked={conductTest} onChange={onConductTestChange} />}
        label="Conduct test"
      />
      <TextField select {...fieldProps} disabled={!conductTest || !choosable} helperText={error}>
        {matching.map((test) => (
          <MenuItem key={test.id} value={test.id}>
            {test.title} ({countOf(test.totalQuestions, 'question')})
          </MenuItem>
        ))}
        {/* The saved test stays visible (not choosable) when it is no longer offered. */}
        {missingTest ? (
          <MenuItem value={testId} disabled>
            {`${missingTest} (no longer offered)`}
          </MenuItem>
        ) : null}
      </TextField>
      {/* Outside the field: a disabled field's own helper text is too faint to read. */}
      {!error && hint ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      ) : null}
    </Paper>
  );
}
