import Grid, { type GridProps } from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { getIn, type FormikProps, type FormikValues } from 'formik';
import type { ChangeEvent, ReactNode } from 'react';

/**
 * The Grid cells the forms lay their fields in: a whole row, a half, a third or two thirds of one
 * (each a whole row on phones); `pair…` cells are half a row on phones too (years, dates, figures).
 */
export const CELLS = {
  row: 12,
  half: { xs: 12, sm: 6 },
  third: { xs: 12, sm: 4 },
  twoThirds: { xs: 12, sm: 8 },
  pair: { xs: 6 },
  pairThird: { xs: 6, sm: 4 },
  pairQuarter: { xs: 6, sm: 3 },
} as const satisfies Record<string, GridProps['size']>;

/** A formik form as its fields see it (hooks/use-saved-form.ts makes one). */
export type FieldBinding = {
  formik: Pick<FormikProps<FormikValues>, 'values' | 'handleChange' | 'handleBlur'>;
  /** The message under the field at `path` ('title', 'education[0].to'), if any. */
  errorAt: (path: string) => string | undefined;
  /** Each input's id is `${idPrefix}-${path}`, path's punctuation as dashes. */
  idPrefix: string;
  /** The field at `path` was edited (its server message no longer applies). */
  onEdit?: (path: string) => void;
};

/** The id of the input of `path`: 'job-title', 'profile-education-0-to'. */
export const fieldId = (form: FieldBinding, path: string) =>
  `${form.idPrefix}-${path.replace(/[^a-zA-Z0-9]+/g, '-').replace(/-$/, '')}`;

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'id' | 'helperText'> & {
  form: FieldBinding;
  /** The value's path in the form's values. */
  name: string;
  /** Under the field while it has no error message. */
  hint?: ReactNode;
  /** In a form laid out on a Grid: the field's cell (CELLS). */
  grid?: keyof typeof CELLS;
};

/**
 * A MUI TextField bound to a formik form: its value, change and blur, the id its label points at,
 * and the message under it (the schema's once touched, else the server's, else `hint`). An
 * `onChange` given here runs after formik's (e.g. clearing a field that depends on this one).
 */
export function FormTextField({ form, name, hint, grid, onChange, ...props }: FormTextFieldProps) {
  const error = form.errorAt(name);
  const value: unknown = getIn(form.formik.values, name);
  const field = (
    <TextField
      id={fieldId(form, name)}
      name={name}
      fullWidth
      {...props}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        form.formik.handleChange(event);
        form.onEdit?.(name);
        onChange?.(event);
      }}
      onBlur={form.formik.handleBlur}
      error={Boolean(error)}
      helperText={error ?? hint}
    />
  );
  return grid === undefined ? field : <Grid size={CELLS[grid]}>{field}</Grid>;
}

/** A choice of a select: a value with its label, a catalog entry (id and title), or a string that is both. */
export type SelectOption = string | { value: string; label: ReactNode } | { id: string; title: string };

const choiceOf = (option: SelectOption): { value: string; label: ReactNode } =>
  typeof option === 'string'
    ? { value: option, label: option }
    : 'id' in option
      ? { value: option.id, label: option.title }
      : option;

type FormSelectFieldProps = FormTextFieldProps & {
  options: readonly SelectOption[];
  /** A first choice of '' (e.g. 'None'), when the field may stay empty… */
  emptyOption?: ReactNode;
  /** …or only says why there is nothing to choose ('Loading degrees…'). */
  emptyOptionDisabled?: boolean;
};

/** A select bound to a formik form (as FormTextField), its choices from `options`. */
export function FormSelectField({
  options,
  emptyOption,
  emptyOptionDisabled,
  ...props
}: FormSelectFieldProps) {
  return (
    <FormTextField select {...props}>
      {emptyOption ? (
        <MenuItem value="" disabled={emptyOptionDisabled}>
          {emptyOption}
        </MenuItem>
      ) : null}
      {options.map((option) => {
        const { value, label } = choiceOf(option);
        return (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        );
      })}
    </FormTextField>
  );
}

type FormNumberFieldProps = Omit<FormTextFieldProps, 'type'> & { min?: number; max?: number; step?: number };

/** A number bound to a formik form (as FormTextField; formik keeps its text), within min and max. */
export function FormNumberField({ min, max, step, ...props }: FormNumberFieldProps) {
  return (
    <FormTextField
      type="number"
      slotProps={{
        htmlInput: {
          min,
          max,
          step,
          inputMode: step !== undefined && Number.isInteger(step) ? 'numeric' : 'decimal',
        },
      }}
      {...props}
    />
  );
}

/** A date ('YYYY-MM-DD') bound to a formik form (as FormTextField), its label kept above the browser's picker. */
export function FormDateField(props: Omit<FormTextFieldProps, 'type'>) {
  return <FormTextField type="date" slotProps={{ inputLabel: { shrink: true } }} {...props} />;
}
