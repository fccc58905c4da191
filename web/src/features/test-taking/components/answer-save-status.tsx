import { TEST_TAKING_MESSAGES } from '@careers/domain/constants';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { SaveState } from '../hooks/use-answer-autosave';

/**
 * A question's save state in words and an icon: Saving…, Saved, or Not saved with Retry. Only a
 * failure is announced (role="alert"); saving and saved would chatter on every click.
 */
export function AnswerSaveStatus({
  state,
  onRetry,
  questionLabel,
}: {
  state: SaveState | null;
  onRetry: () => void;
  questionLabel: string;
}) {
  if (state === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        Not answered
      </Typography>
    );
  }
  if (state === 'saving') {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress size={14} disableShrink aria-hidden />
        <Typography variant="body2" color="text.secondary">
          Saving…
        </Typography>
      </Stack>
    );
  }
  if (state === 'saved') {
    return (
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <CheckCircleOutlined fontSize="small" sx={{ color: 'success.main' }} aria-hidden />
        <Typography variant="body2">Saved</Typography>
      </Stack>
    );
  }
  return (
    <Stack role="alert" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <ErrorOutlineOutlined fontSize="small" sx={{ color: 'error.main' }} aria-hidden />
      <Typography variant="body2">{TEST_TAKING_MESSAGES.answerNotSaved}</Typography>
      <Button size="small" variant="outlined" onClick={onRetry} aria-label={`Retry saving ${questionLabel}`}>
        Retry
      </Button>
    </Stack>
  );
}
