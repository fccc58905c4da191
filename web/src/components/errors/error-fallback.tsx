import { MESSAGES } from '@careers/domain/constants';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type ErrorFallbackViewProps = {
  title?: string;
  description?: string;
  /** Buttons under the text; defaults to 'Reload page'. */
  actions?: ReactNode;
  fullScreen?: boolean;
};

export const handleReload = (): void => {
  window.location.reload();
};

/** The friendly face of an error: what happened in plain words and a way forward. */
export function ErrorFallbackView({
  title = MESSAGES.somethingWentWrong,
  description = 'We could not show this page. Please try again; if it keeps happening, come back a little later.',
  actions,
  fullScreen = false,
}: ErrorFallbackViewProps) {
  return (
    <Box
      role="alert"
      sx={{
        display: 'grid',
        placeItems: 'center',
        flex: 1,
        minHeight: fullScreen ? '100vh' : 320,
        px: 2,
        py: 6,
        textAlign: 'center',
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 480 }}>
        <ErrorOutlineOutlined color="error" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{description}</Typography>
        <Stack direction="row" spacing={1}>
          {actions ?? (
            <Button variant="contained" onClick={handleReload}>
              Reload page
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}

/** Fallback of the top-level boundary: it sits outside the router, so it uses no router links. */
export function AppErrorFallback({ reset }: { reset: () => void }) {
  return (
    <ErrorFallbackView
      fullScreen
      actions={
        <>
          <Button variant="contained" onClick={reset}>
            Try again
          </Button>
          <Button variant="outlined" onClick={handleReload}>
            Reload page
          </Button>
        </>
      }
    />
  );
}
