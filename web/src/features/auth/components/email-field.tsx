import TextField, { type TextFieldProps } from '@mui/material/TextField';

type EmailFieldProps = Omit<TextFieldProps, 'type' | 'label' | 'autoComplete'>;

/**
 * The account forms' email input: required, full width, the email keyboard on phones, and no
 * auto-capitalisation or spell-check getting in the way of an address.
 */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      {...props}
      label="Email"
      type="email"
      required
      autoComplete="email"
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
    />
  );
}
