import { MESSAGES } from '@careers/domain/constants';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The green check that replaces Apply Now once the candidate has applied (spec section 2). */
export function AppliedCheck() {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'success.main' }}>
      <CheckCircle fontSize="small" aria-hidden />
      <Typography
        component="span"
        variant="body2"
        sx={(theme) => ({
          fontWeight: 600,
          // success.main is too light for small text on white; the dark shade keeps 4.5:1.
          color: 'success.dark',
          ...theme.applyStyles('dark', { color: 'success.light' }),
        })}
      >
        {MESSAGES.alreadyApplied}
      </Typography>
    </Stack>
  );
}
