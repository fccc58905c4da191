import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

type InlineErrorProps = {
  message: string;
  onRetry?: () => void;
};

/** A failed load inside a page: what went wrong and 'Try again'. */
export function InlineError({ message, onRetry }: InlineErrorProps) {
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: 2,
        borderRadius: 1,
        border: 1,
        borderColor: 'error.main',
        bgcolor: 'background.paper',
      }}
    >
      <ErrorOutlineOutlined sx={{ color: 'error.main' }} aria-hidden />
      <Typography sx={{ flex: '1 1 16rem' }}>{message}</Typography>
      {onRetry ? (
        <Button variant="outlined" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Box>
  );
}
