import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type FilterOption<Value extends string> = { value: Value; label: string };

type FilterSelectProps<Value extends string> = {
  label: string;
  value: Value;
  options: readonly FilterOption<Value>[];
  /** Called with one of `options`' values: the list's filter changes at once (no Find). */
  onChange: (value: Value) => void;
  sx?: TextFieldProps['sx'];
};

/**
 * A list page's choice among fixed views (a status, listed or hidden): a select outside any form
 * library, whose change is typed as one of its options rather than the input's string.
 */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  sx,
}: FilterSelectProps<Value>) {
  return (
    <TextField
      select
      label={label}
      value={value}
      // MUI's select offers only the options' values: the cast narrows what it cannot type.
      onChange={(event) => onChange(event.target.value as Value)}
      sx={sx}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
