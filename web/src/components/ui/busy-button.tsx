import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

type BusyButtonProps = ButtonProps & {
  /** While true the button is disabled and shows a spinner where its start icon goes. */
  busy: boolean;
  /** The spinner's size in px: 16 suits a dialog's buttons. */
  spinnerSize?: number;
};

/** The button that starts a form's or a dialog's work (contained by default), busy while it runs. */
export function BusyButton({
  busy,
  spinnerSize = 18,
  disabled,
  startIcon,
  variant = 'contained',
  ...props
}: BusyButtonProps) {
  return (
    <Button
      {...props}
      variant={variant}
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={spinnerSize} color="inherit" aria-hidden /> : startIcon}
    />
  );
}
