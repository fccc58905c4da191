import type { PresentedQuestion } from '@careers/domain/types';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';

import { useChosenOptions, useSaveState, type AnswerStore } from '../hooks/use-answer-autosave';

import { AnswerSaveStatus } from './answer-save-status';
import { QuestionImage } from './question-image';

type QuestionCardProps = {
  jobId: string;
  question: PresentedQuestion;
  /** The question's number in the whole test (step 2 starts at 11). */
  number: number;
  /** The step's answers: the card shows its question's (and re-renders only for those). */
  answers: AnswerStore;
  disabled: boolean;
  /** The question's choice (by its id): a function that stays the same, for the card is memo. */
  onChoose: (questionId: string, options: string[]) => void;
  onRetry: (questionId: string) => void;
};

/**
 * One question: its statement (and picture), its options as a radio group, or as checkboxes when
 * more than one option is to be chosen, and its save state. A fieldset with the question as its
 * legend, so each option is read with its question; arrow keys move within a radio group.
 * Re-rendered only when its own choice changes (memo, and it reads the answers itself), not for
 * another question's nor for its own save state (the save line reads that).
 */
/**
 * The options' keyboard focus as a ring, not MUI's pulsing ripple: arrow keys move the focus with
 * every answer, and each move mounted one ripple and animated another out on the main thread
 * (issue 23, the test page's keystroke).
 */
const FOCUS_RING = {
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-4px' },
} as const;

function QuestionSaveStatus({
  answers,
  questionId,
  onRetry,
  questionLabel,
}: {
  answers: AnswerStore;
  questionId: string;
  onRetry: (questionId: string) => void;
  questionLabel: string;
}) {
  const state = useSaveState(answers, questionId);
  return <AnswerSaveStatus state={state} onRetry={() => onRetry(questionId)} questionLabel={questionLabel} />;
}

export const QuestionCard = memo(function QuestionCard({
  jobId,
  question,
  number,
  answers,
  disabled,
  onChoose,
  onRetry,
}: QuestionCardProps) {
  const legendId = useId();
  const chosen = useChosenOptions(answers, question.id);
  const label = `Question ${String(number)}`;
  const toggle = (option: string, checked: boolean) => {
    const next = checked ? [...chosen, option] : chosen.filter((value) => value !== option);
    // Keep the shown order, whatever order they were ticked in.
    onChoose(
      question.id,
      question.options.filter((value) => next.includes(value)),
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={legendId} sx={{ p: { xs: 2, sm: 3 } }}>
      <FormControl component="fieldset" disabled={disabled} sx={{ width: '100%' }}>
        <FormLabel component="legend" id={legendId} sx={{ color: 'text.primary', mb: 1 }}>
          <Typography component="span" variant="overline" sx={{ display: 'block', color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography
            component="span"
            variant="body1"
            sx={{ display: 'block', fontWeight: 600, whiteSpace: 'pre-line' }}
          >
            {question.statement}
          </Typography>
        </FormLabel>
        {question.hasImage ? (
          <Stack sx={{ my: 1.5 }}>
            <QuestionImage jobId={jobId} questionId={question.id} number={number} />
          </Stack>
        ) : null}
        {question.multipleChoice ? (
          <>
            <FormHelperText sx={{ mx: 0 }}>Choose all that apply.</FormHelperText>
            <FormGroup>
              {question.options.map((option) => (
                <FormControlLabel
                  key={option}
                  label={option}
                  control={
                    <Checkbox
                      disableRipple
                      sx={FOCUS_RING}
                      checked={chosen.includes(option)}
                      onChange={(event) => {
                        toggle(option, event.target.checked);
                      }}
                    />
                  }
                />
              ))}
            </FormGroup>
          </>
        ) : (
          <RadioGroup
            aria-labelledby={legendId}
            name={`question-${question.id}`}
            value={chosen[0] ?? ''}
            onChange={(event) => {
              onChoose(question.id, [event.target.value]);
            }}
          >
            {question.options.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                label={option}
                control={<Radio disableRipple sx={FOCUS_RING} />}
              />
            ))}
          </RadioGroup>
        )}
      </FormControl>
      <Stack sx={{ mt: 1, minHeight: 32, justifyContent: 'center' }}>
        <QuestionSaveStatus
          answers={answers}
          questionId={question.id}
          onRetry={onRetry}
          questionLabel={label}
        />
      </Stack>
    </Paper>
  );
});
