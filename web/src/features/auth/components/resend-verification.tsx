import { MESSAGES } from '@careers/domain/constants';
import Button, { type ButtonProps } from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { authErrorFeedback } from '../utils/auth-errors';

type ResendState = { status: 'idle' | 'pending' | 'sent' } | { status: 'error'; message: string };

type ResendVerificationProps = {
  /** Sends the confirmation email again. */
  onResend: () => Promise<unknown>;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  color?: ButtonProps['color'];
};

/** 'Resend confirmation email', with its progress and outcome announced next to it. */
export function ResendVerification({
  onResend,
  variant = 'outlined',
  size = 'small',
  color = 'inherit',
}: ResendVerificationProps) {
  const [state, setState] = useState<ResendState>({ status: 'idle' });

  const handleResend = async () => {
    setState({ status: 'pending' });
    try {
      await onResend();
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'error', message: authErrorFeedback(error).form ?? MESSAGES.somethingWentWrong });
    }
  };

  return (
    <>
      <Button
        variant={variant}
        size={size}
        color={color}
        loading={state.status === 'pending'}
        onClick={() => void handleResend()}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Resend confirmation email
      </Button>
      <Typography
        role="status"
        variant="body2"
        sx={{ mt: state.status === 'idle' || state.status === 'pending' ? 0 : 1, fontWeight: 500 }}
      >
        {state.status === 'sent' ? MESSAGES.verificationEmailResent : null}
        {state.status === 'error' ? state.message : null}
      </Typography>
    </>
  );
}
