import Grid, { type GridProps } from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { getIn, type FormikProps, type FormikValues } from 'formik';
import {
  isValidElement,
  memo,
  useCallback,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type FocusEvent,
  type ReactNode,
} from 'react';

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
 * Whether a field's props say the same as before: equal values, and arrays, plain objects and React
 * elements (a select's options) equal item by item, a few levels down. Each render of a formik form
 * makes these afresh (`slotProps={{ … }}`, `<MenuItem>`s); compared by identity, every field would
 * re-render on every keystroke in any other (over 100 ms a key in the job form).
 */
const sameValue = (left: unknown, right: unknown, depth: number): boolean => {
  if (Object.is(left, right)) return true;
  if (depth === 0 || typeof left !== 'object' || typeof right !== 'object' || !left || !right) return false;
  if (Array.isArray(left))
    return (
      Array.isArray(right) &&
      left.length === right.length &&
      left.every((item, index) => sameValue(item, right[index], depth - 1))
    );
  if (isValidElement(left))
    return (
      isValidElement(right) &&
      left.type === right.type &&
      left.key === right.key &&
      sameValue(left.props, right.props, depth - 1)
    );
  if (Object.getPrototypeOf(left) !== Object.prototype || Object.getPrototypeOf(right) !== Object.prototype)
    return false;
  return sameProps(left as Record<string, unknown>, right as Record<string, unknown>, depth);
};

const sameProps = (left: Record<string, unknown>, right: Record<string, unknown>, depth = 5): boolean => {
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every(
      (key) =>
        Object.hasOwn(right, key) &&
        // A ref is the same ref only if it is the same object, whatever it points at now.
        (/ref$/i.test(key) ? left[key] === right[key] : sameValue(left[key], right[key], depth - 1)),
    )
  );
};

type BoundFieldProps = Omit<TextFieldProps, 'error' | 'helperText'> & {
  grid?: keyof typeof CELLS | undefined;
  hasError: boolean;
  message: ReactNode;
};

/** The TextField itself: re-rendered only when what it shows changes (sameProps). */
const BoundField = memo(function BoundField({ grid, hasError, message, ...props }: BoundFieldProps) {
  const field = <TextField {...props} error={hasError} helperText={message} />;
  return grid === undefined ? field : <Grid size={CELLS[grid]}>{field}</Grid>;
}, sameProps);

/**
 * A MUI TextField bound to a formik form: its value, change and blur, the id its label points at,
 * and the message under it (the schema's once touched, else the server's, else `hint`). An
 * `onChange` given here runs after formik's (e.g. clearing a field that depends on this one).
 *
 * The form re-renders on every keystroke (formik keeps its state in the form's component); the
 * TextField under it only when its own value, message or props change: its change and blur
 * handlers stay the same functions and call the latest form's.
 */
export function FormTextField({ form, name, hint, grid, onChange, ...props }: FormTextFieldProps) {
  const error = form.errorAt(name);
  const value: unknown = getIn(form.formik.values, name);
  const latest = useRef({ form, name, onChange });
  useLayoutEffect(() => {
    latest.current = { form, name, onChange };
  });
  const handleChange = useCallback((event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { form: current, name: path, onChange: after } = latest.current;
    current.formik.handleChange(event);
    current.onEdit?.(path);
    after?.(event);
  }, []);
  const handleBlur = useCallback((event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    latest.current.form.formik.handleBlur(event);
  }, []);
  return (
    <BoundField
      id={fieldId(form, name)}
      name={name}
      fullWidth
      {...props}
      grid={grid}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={handleChange}
      onBlur={handleBlur}
      hasError={Boolean(error)}
      message={error ?? hint}
    />
  );
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
