import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { visuallyHiddenStyle } from '@/components/ui/visually-hidden';

import { describeTimeLeft, formatTimeLeft, timerUrgency } from '../utils/countdown';

type TestTimerProps = {
  remaining: number;
  /** The latest warning for screen readers (at 5 and 1 minutes left). */
  announcement: string;
};

const URGENCY_LABELS = {
  normal: null,
  low: 'Less than 5 minutes',
  'last-minute': 'Last minute',
} as const;

/**
 * The time left. Urgency shows in words and an icon as well as colour; the display itself is not
 * live (it would speak every second of the last minute): a separate polite live region speaks the
 * 5- and 1-minute warnings once each.
 */
export function TestTimer({ remaining, announcement }: TestTimerProps) {
  const urgency = timerUrgency(remaining);
  const Icon =
    urgency === 'normal' ? TimerOutlined : urgency === 'low' ? WarningAmberOutlined : AlarmOutlined;
  const urgencyLabel = URGENCY_LABELS[urgency];
  return (
    <Box
      role="timer"
      aria-label={`Time left: ${describeTimeLeft(remaining)}`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.75,
        borderRadius: 1,
        border: urgency === 'normal' ? 1 : 2,
        borderColor: urgency === 'normal' ? 'divider' : 'warning.main',
        bgcolor: 'background.paper',
      }}
    >
      <Icon aria-hidden sx={{ color: urgency === 'normal' ? 'text.secondary' : 'warning.main' }} />
      <Typography component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        Time left: {formatTimeLeft(remaining)}
      </Typography>
      {urgencyLabel ? (
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          ({urgencyLabel})
        </Typography>
      ) : null}
      <span role="status" aria-live="polite" style={visuallyHiddenStyle}>
        {announcement}
      </span>
    </Box>
  );
}
