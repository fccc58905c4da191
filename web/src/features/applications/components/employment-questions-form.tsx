import { buildScreeningAnswersSchema, validateInput } from '@careers/domain';
import type { ScreeningQuestionRef } from '@careers/domain/types';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getIn, setIn, useFormik, type FormikErrors } from 'formik';
import { useMemo } from 'react';

export type EmploymentAnswersValues = { answers: { questionId: string; answer: string }[] };

type EmploymentQuestionsFormProps = {
  questions: readonly ScreeningQuestionRef[];
  /** Resolves with the server's messages by answer index (empty when it failed for another reason). */
  onSubmit: (values: EmploymentAnswersValues) => Promise<Record<number, string> | undefined>;
};

/**
 * One numbered textarea per question of the job, the question in full above it, each limited to
 * its question's own limit with a live counter; every answer is required (the domain's schema, also the callable's first check).
 * The server's messages appear under the answer they are about, by index.
 */
export function EmploymentQuestionsForm({ questions, onSubmit }: EmploymentQuestionsFormProps) {
  const validationSchema = useMemo(() => buildScreeningAnswersSchema(questions), [questions]);
  const formik = useFormik<EmploymentAnswersValues>({
    initialValues: { answers: questions.map((question) => ({ questionId: question.id, answer: '' })) },
    // The domain's schema on the values as typed: formik's own `validationSchema` turns empty answers
    // into undefined first, which the schema's limit check does not expect.
    validate: async (values) => {
      const result = await validateInput(validationSchema, values);
      if (result.ok) return {};
      let errors: FormikErrors<EmploymentAnswersValues> = {};
      for (const [path, message] of Object.entries(result.errors)) errors = setIn(errors, path, message);
      return errors;
    },
    onSubmit: async (values, helpers) => {
      const serverErrors = await onSubmit(values);
      if (serverErrors && Object.keys(serverErrors).length > 0) {
        helpers.setErrors({
          answers: values.answers.map((_, index) =>
            serverErrors[index] ? { answer: serverErrors[index] } : {},
          ),
        });
        void helpers.setTouched({ answers: values.answers.map(() => ({ answer: true })) }, false);
      }
    },
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={formik.handleSubmit}>
      {questions.map((question, index) => {
        const name = `answers[${String(index)}].answer`;
        const value = formik.values.answers[index]?.answer ?? '';
        const error = getIn(formik.touched, name)
          ? (getIn(formik.errors, name) as string | undefined)
          : undefined;
        const counter = `${String(value.length)} / ${String(question.limit)}`;
        const id = `answer-${question.id}`;
        return (
          // The question above its field, whole: a floating label shrinks to one cut line once the
          // field has text, and on a phone most of a question was then out of sight.
          <Stack key={question.id} spacing={1}>
            <FormLabel
              htmlFor={id}
              required
              error={Boolean(error)}
              sx={{ color: 'text.primary', fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {`${String(index + 1)}. ${question.title}`}
            </FormLabel>
            <TextField
              id={id}
              name={name}
              value={value}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              multiline
              minRows={4}
              required
              fullWidth
              error={Boolean(error)}
              helperText={
                <Stack component="span" direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                  <span>{error ?? ''}</span>
                  <span>{counter}</span>
                </Stack>
              }
              slotProps={{ htmlInput: { maxLength: question.limit } }}
            />
          </Stack>
        );
      })}
      <div>
        <Button type="submit" variant="contained" size="large" loading={formik.isSubmitting}>
          Submit
        </Button>
      </div>
    </Stack>
  );
}
