import { FILE_LIMITS, MESSAGES, QUESTION_TYPES } from '@careers/domain/constants';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
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
import { useId, type ChangeEvent } from 'react';

import { isSkipped, type QuestionBlock } from '../utils/question-blocks';

// One question of the many-questions form (add-questions-form.tsx): statement, type, picture and options.

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

export function QuestionBlockFields({
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
