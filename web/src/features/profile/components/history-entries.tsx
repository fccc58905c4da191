import { CAREER_DESCRIPTION_MAX } from '@careers/domain/constants';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getIn } from 'formik';
import type { ChangeEvent, ReactNode } from 'react';

import {
  FormSelectField,
  FormTextField,
  type FieldBinding,
  type FormTextFieldProps,
} from '@/components/form/form-fields';

import type { CareerValues, EducationValues } from '../utils/education-values';

// The grades are text fields: on phones they bring up a keypad with a decimal point.
const DECIMAL = { htmlInput: { inputMode: 'decimal' } } as const;

/**
 * A list of entries (education, career): each a fieldset 'Education 1', 'Education 2'… with
 * Remove after the first, the list's own message, then Add.
 */
export function EntryList<Entry>({
  noun,
  entries,
  renderEntry,
  error,
  onAdd,
  onRemove,
}: {
  noun: string;
  entries: readonly Entry[];
  renderEntry: (entry: Entry, index: number) => ReactNode;
  error: string | undefined;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  return (
    <>
      {entries.map((entry, index) => (
        <Paper key={index} variant="outlined" component="fieldset" sx={{ p: 2, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            {noun} {index + 1}
          </Typography>
          {renderEntry(entry, index)}
          {index > 0 ? (
            <Button
              color="error"
              startIcon={<DeleteOutline />}
              sx={{ mt: 1 }}
              onClick={() => onRemove(index)}
            >
              Remove {noun.toLowerCase()} {index + 1}
            </Button>
          ) : null}
        </Paper>
      ))}
      {error ? (
        <Typography color="error" role="alert" variant="body2">
          {error}
        </Typography>
      ) : null}
      <Box>
        <Button startIcon={<AddOutlined />} onClick={onAdd}>
          Add {noun.toLowerCase()}
        </Button>
      </Box>
    </>
  );
}

/** A year, newest first; a stored year the list does not offer (a later one) stays choosable. */
function YearSelect({ years, ...props }: FormTextFieldProps & { years: readonly number[] }) {
  const stored = Number(getIn(props.form.formik.values, props.name));
  const choices = Number.isInteger(stored) && stored > (years[0] ?? 0) ? [stored, ...years] : years;
  return (
    <FormTextField select {...props} slotProps={{ select: { native: true } }}>
      {choices.map((year) => (
        <option key={year} value={String(year)}>
          {year}
        </option>
      ))}
    </FormTextField>
  );
}

type EntryFieldsProps = { form: FieldBinding; index: number; years: readonly number[] };

/** One education: institute, degree (from the catalog), field of study, CGPA or percentage, years. */
export function EducationFields({
  form,
  index,
  years,
  entry,
  degrees,
}: EntryFieldsProps & {
  entry: EducationValues;
  degrees: { titles: readonly string[] | undefined; pending: boolean };
}) {
  const at = (field: keyof EducationValues) => `education[${String(index)}].${field}`;
  // A degree saved before it left the catalog stays choosable.
  const choices = [...new Set([...(degrees.titles ?? []), entry.degree])].filter(Boolean);
  return (
    <Grid container spacing={2}>
      <FormTextField grid="half" form={form} name={at('institute')} label="Institute" required />
      <FormSelectField
        grid="half"
        form={form}
        name={at('degree')}
        label="Degree"
        required
        options={choices}
        emptyOption={
          degrees.titles?.length ? undefined : degrees.pending ? 'Loading degrees…' : 'No degrees available'
        }
        emptyOptionDisabled
      />
      <FormTextField grid="half" form={form} name={at('fieldOfStudy')} label="Field of study" />
      <FormTextField grid="pairQuarter" form={form} name={at('cgpa')} label="CGPA" slotProps={DECIMAL} />
      <FormTextField
        grid="pairQuarter"
        form={form}
        name={at('percentage')}
        label="Percentage"
        slotProps={DECIMAL}
      />
      <YearSelect grid="pair" form={form} years={years} name={at('from')} label="From" />
      <YearSelect grid="pair" form={form} years={years} name={at('to')} label="To" />
    </Grid>
  );
}

/** One job: company, position, years (no end year while it is the current job), description. */
export function CareerFields({
  form,
  index,
  years,
  entry,
  onCurrentJobChange,
}: EntryFieldsProps & {
  entry: CareerValues;
  onCurrentJobChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const at = (field: keyof CareerValues) => `career[${String(index)}].${field}`;
  return (
    <Grid container spacing={2}>
      <FormTextField grid="half" form={form} name={at('company')} label="Company" required />
      <FormTextField grid="half" form={form} name={at('position')} label="Position" required />
      <YearSelect grid="pair" form={form} years={years} name={at('from')} label="From" />
      {entry.currentJob ? null : (
        <YearSelect grid="pair" form={form} years={years} name={at('to')} label="To" />
      )}
      <Grid size={{ xs: 12 }}>
        <FormControlLabel
          control={
            <Checkbox name={at('currentJob')} checked={entry.currentJob} onChange={onCurrentJobChange} />
          }
          label="This is my current job"
        />
      </Grid>
      <FormTextField
        grid="row"
        form={form}
        name={at('description')}
        label="Description"
        multiline
        minRows={2}
        hint={`${String(entry.description.length)} / ${String(CAREER_DESCRIPTION_MAX)} characters`}
      />
    </Grid>
  );
}
