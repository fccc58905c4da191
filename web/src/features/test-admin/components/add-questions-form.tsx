import { questionsAddedMessage } from '@careers/domain/constants';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';

import { useNotify } from '@/components/notifications/notifications-context';
import { BusyButton } from '@/components/ui/busy-button';
import { discardOnLeave, useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes';
import { readCallableError } from '@/lib/callable-errors';

import { useAddTestQuestions } from '../api/test-mutations';
import {
  draftsOf,
  emptyQuestionBlock,
  isSkipped,
  validateQuestionBlocks,
  type QuestionBlock,
} from '../utils/question-blocks';

import { QuestionBlockFields } from './question-block-fields';

const LEAVE_TEXT = discardOnLeave('The questions you are writing have not been added.');

/**
 * The form that adds many questions at once (spec section 2). A block without a statement is
 * skipped and empty options are dropped (spec section 5); the admin is told how many were added and
 * how many skipped.
 */
export function AddQuestionsForm({ testId }: { testId: string }) {
  const [blocks, setBlocks] = useState<QuestionBlock[]>(() => [emptyQuestionBlock()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const add = useAddTestQuestions();
  const notify = useNotify();
  const dirty = blocks.some((block) => !isSkipped(block) || block.image !== null);
  const leaveGuard = useUnsavedChangesGuard(dirty && !add.isPending, LEAVE_TEXT);

  const toSend = blocks.filter((block) => !isSkipped(block)).length;
  const skipped = blocks.length - toSend;

  const update = (index: number, block: QuestionBlock) =>
    setBlocks((current) => current.map((other, at) => (at === index ? block : other)));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (toSend === 0) {
      setErrors({});
      setFormError('Write the statement of at least one question: blocks without one are skipped.');
      return;
    }
    const found = validateQuestionBlocks(blocks);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError('Please correct the questions marked below.');
      return;
    }
    setFormError(null);
    try {
      await add.mutateAsync({ testId, questions: draftsOf(blocks) });
      const message = questionsAddedMessage(toSend, skipped);
      setOutcome(message);
      notify(message, 'success');
      setBlocks([emptyQuestionBlock()]);
      setErrors({});
    } catch (caught) {
      const refusal = readCallableError(caught);
      setErrors(refusal.fields);
      setFormError(
        Object.keys(refusal.fields).length > 0
          ? 'Please correct the questions marked below.'
          : refusal.message,
      );
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Add questions"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <Stack spacing={2}>
        {blocks.map((block, index) => (
          <QuestionBlockFields
            key={index}
            index={index}
            markSkipped={blocks.length > 1}
            block={block}
            errors={errors}
            removable={blocks.length > 1}
            onChange={(next) => update(index, next)}
            onRemove={() => {
              setBlocks((current) => current.filter((_other, at) => at !== index));
              setErrors({});
            }}
            onPictureError={(message) =>
              setErrors((current) => ({ ...current, [`questions[${String(index)}].image`]: message }))
            }
          />
        ))}
        <Box>
          <Button
            startIcon={<AddOutlined />}
            onClick={() => setBlocks((current) => [...current, emptyQuestionBlock(current.at(-1)?.type)])}
          >
            Add another question
          </Button>
        </Box>
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        {outcome ? (
          <Alert severity="success" role="status" onClose={() => setOutcome(null)}>
            {outcome}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <BusyButton type="submit" busy={add.isPending}>
            Save questions
          </BusyButton>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {toSend === 0 && blocks.length === 1
              ? 'Write a statement to add this question.'
              : `${String(toSend)} to add${skipped > 0 ? `, ${String(skipped)} without a statement will be skipped` : ''}.`}
          </Typography>
        </Stack>
      </Stack>
      {leaveGuard}
    </Box>
  );
}
