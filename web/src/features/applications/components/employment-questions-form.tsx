import { buildScreeningAnswersSchema } from '@careers/domain';
import type { ScreeningQuestionRef } from '@careers/domain/types';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getIn, setIn, useFormik, type FormikErrors } from 'formik';
import { useMemo } from 'react';

import { validateWith } from '@/components/form/validate-with';

export type EmploymentAnswersValues = { answers: { questionId: string; answer: string }[] };

type EmploymentQuestionsFormProps = {
  questions: readonly ScreeningQuestionRef[];
  /** Resolves with the server's per-field messages (`answers[1].answer`), if it refused any. */
  onSubmit: (values: EmploymentAnswersValues) => Promise<Record<string, string> | undefined>;
};

/** The server's fields that are about one answer. */
const ANSWER_FIELD = /^answers\[\d+\]\.answer$/;

/**
 * One numbered textarea per question of the job, the question in full above it, each limited to
 * its question's own limit with a live counter; every answer is required (the domain's schema, also the callable's first check).
 * The server's messages appear under the answer they are about, by index.
 */
export function EmploymentQuestionsForm({ questions, onSubmit }: EmploymentQuestionsFormProps) {
  const validate = useMemo(
    () => validateWith<EmploymentAnswersValues>(buildScreeningAnswersSchema(questions)),
    [questions],
  );
  const formik = useFormik<EmploymentAnswersValues>({
    initialValues: { answers: questions.map((question) => ({ questionId: question.id, answer: '' })) },
    validate,
    onSubmit: async (values, helpers) => {
      const answerErrors = Object.entries((await onSubmit(values)) ?? {}).filter(([path]) =>
        ANSWER_FIELD.test(path),
      );
      if (answerErrors.length > 0) {
        let errors: FormikErrors<EmploymentAnswersValues> = {};
        for (const [path, message] of answerErrors) errors = setIn(errors, path, message);
        helpers.setErrors(errors);
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
