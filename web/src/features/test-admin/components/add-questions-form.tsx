import { FILE_LIMITS, MESSAGES, QUESTION_TYPES, questionsAddedMessage } from '@careers/domain/constants';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';

import { useNotify } from '@/components/notifications/notifications-context';
import { BusyButton } from '@/components/ui/busy-button';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes';
import { readCallableError } from '@/lib/callable-errors';

import { useAddTestQuestions } from '../api/test-mutations';
import {
  draftsOf,
  emptyQuestionBlock,
  isSkipped,
  validateQuestionBlocks,
  type QuestionBlock,
} from '../utils/question-blocks';

const LEAVE_TEXT = {
  confirmLabel: 'Leave without saving',
  message: 'The questions you are writing have not been added. Leaving this page discards them.',
};

const PICTURE_TYPES = ['image/jpeg', 'image/png'];

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read.'));
    reader.readAsDataURL(file);
  });

/** A message keyed `questions[2].correctOptions[0]` belongs under the block's option list. */
const messageFor = (errors: Record<string, string>, prefix: string): string | undefined => {
  const exact = errors[prefix];
  if (exact) return exact;
  const nested = Object.entries(errors).find(([key]) => key.startsWith(`${prefix}[`));
  return nested?.[1];
};

type OptionListProps = {
  legend: string;
  itemLabel: string;
  values: string[];
  error: string | undefined;
  idPrefix: string;
  onChange: (values: string[]) => void;
};

function OptionList({ legend, itemLabel, values, error, idPrefix, onChange }: OptionListProps) {
  const errorId = `${idPrefix}-error`;
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ minWidth: 0 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {legend}
      </FormLabel>
      <Stack spacing={1}>
        {values.map((value, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              id={`${idPrefix}-${String(index)}`}
              size="small"
              fullWidth
              label={`${itemLabel} ${String(index + 1)}`}
              value={value}
              error={Boolean(error)}
              slotProps={{ htmlInput: { 'aria-describedby': error ? errorId : undefined, maxLength: 500 } }}
              onChange={(event) =>
                onChange(values.map((other, at) => (at === index ? event.target.value : other)))
              }
            />
            {values.length > 1 ? (
              <IconButton
                aria-label={`Remove ${itemLabel.toLowerCase()} ${String(index + 1)}`}
                onClick={() => onChange(values.filter((_other, at) => at !== index))}
              >
                <CloseOutlined fontSize="small" />
              </IconButton>
            ) : null}
          </Stack>
        ))}
      </Stack>
      {error ? <FormHelperText id={errorId}>{error}</FormHelperText> : null}
      <Box>
        <Button
          size="small"
          startIcon={<AddOutlined />}
          onClick={() => onChange([...values, ''])}
          sx={{ mt: 0.5 }}
        >
          Add {itemLabel.toLowerCase()}
        </Button>
      </Box>
    </FormControl>
  );
}

type BlockProps = {
  index: number;
  /** Whether to mark the block as skipped (not on a lone, untouched block). */
  markSkipped: boolean;
  block: QuestionBlock;
  errors: Record<string, string>;
  removable: boolean;
  onChange: (block: QuestionBlock) => void;
  onRemove: () => void;
  onPictureError: (message: string) => void;
};

function QuestionBlockFields({
  index,
  markSkipped,
  block,
  errors,
  removable,
  onChange,
  onRemove,
  onPictureError,
}: BlockProps) {
  const id = useId();
  const at = `questions[${String(index)}]`;
  const statementError = errors[`${at}.statement`];
  const pictureError = messageFor(errors, `${at}.image`);
  const handlePicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!PICTURE_TYPES.includes(file.type)) return onPictureError(MESSAGES.pictureType);
    if (file.size > FILE_LIMITS.picture.maxBytes) return onPictureError(MESSAGES.pictureTooLarge);
    onChange({ ...block, image: { name: file.name, dataUrl: await readAsDataUrl(file) } });
  };
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      aria-labelledby={`${id}-legend`}
      sx={{ p: { xs: 1.5, sm: 2 }, m: 0, minWidth: 0 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography id={`${id}-legend`} component="legend" variant="subtitle1" sx={{ p: 0, float: 'left' }}>
          Question {index + 1}
          {markSkipped && isSkipped(block) ? (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              (skipped without a statement)
            </Typography>
          ) : null}
        </Typography>
        {removable ? (
          <Button color="error" size="small" startIcon={<DeleteOutlined />} onClick={onRemove}>
            Remove question {index + 1}
          </Button>
        ) : null}
      </Stack>
      <Stack spacing={2} sx={{ clear: 'both' }}>
        <TextField
          id={`${id}-statement`}
          label="Statement"
          multiline
          minRows={2}
          fullWidth
          value={block.statement}
          onChange={(event) => onChange({ ...block, statement: event.target.value })}
          error={Boolean(statementError)}
          helperText={statementError}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <FormControl>
            <FormLabel id={`${id}-type`}>Type</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${id}-type`}
              value={block.type}
              onChange={(event) => onChange({ ...block, type: event.target.value as QuestionBlock['type'] })}
            >
              {QUESTION_TYPES.map((type) => (
                <FormControlLabel key={type} value={type} control={<Radio />} label={type} />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl error={Boolean(pictureError)} sx={{ minWidth: 0 }}>
            <FormLabel>Picture (optional, JPG or PNG)</FormLabel>
            {block.image ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
                <Box
                  component="img"
                  src={block.image.dataUrl}
                  alt={`Picture for question ${String(index + 1)}`}
                  sx={{ width: 72, height: 48, objectFit: 'cover', borderRadius: 0.5 }}
                />
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {block.image.name}
                </Typography>
                <Button size="small" onClick={() => onChange({ ...block, image: null })}>
                  Remove picture
                </Button>
              </Stack>
            ) : (
              <Box sx={{ mt: 0.5 }}>
                <Button component="label" size="small" variant="outlined" startIcon={<ImageOutlined />}>
                  Choose picture
                  <input
                    hidden
                    type="file"
                    accept="image/jpeg,image/png"
                    aria-label={`Picture for question ${String(index + 1)}`}
                    onChange={(event) => void handlePicture(event)}
                  />
                </Button>
              </Box>
            )}
            {pictureError ? <FormHelperText>{pictureError}</FormHelperText> : null}
          </FormControl>
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <OptionList
            legend="Correct options"
            itemLabel="Correct option"
            idPrefix={`${id}-correct`}
            values={block.correctOptions}
            error={messageFor(errors, `${at}.correctOptions`)}
            onChange={(correctOptions) => onChange({ ...block, correctOptions })}
          />
          <OptionList
            legend="Wrong options"
            itemLabel="Wrong option"
            idPrefix={`${id}-wrong`}
            values={block.wrongOptions}
            error={messageFor(errors, `${at}.wrongOptions`)}
            onChange={(wrongOptions) => onChange({ ...block, wrongOptions })}
          />
        </Box>
      </Stack>
    </Paper>
  );
}

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
