import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

import type { InsightsQuery } from '../api/get-insights';

type Option = { id: string; title: string };

type InsightsFiltersProps = {
  query: InsightsQuery;
  /** The range the server used (its defaults fill the empty dates). */
  shown: { from: string; to: string } | null;
  companies: readonly Option[];
  departments: readonly Option[];
  onChange: (change: Partial<InsightsQuery>) => void;
};

/** The date range, company and department of /insights; each change goes into the URL. */
export function InsightsFilters({ query, shown, companies, departments, onChange }: InsightsFiltersProps) {
  const select = (name: 'company' | 'department', label: string, options: readonly Option[]) => (
    <TextField
      select
      label={label}
      value={options.some((option) => option.id === query[name]) ? query[name] : ''}
      onChange={(event) => onChange({ [name]: event.target.value })}
      fullWidth={false}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">All</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.title}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
      <TextField
        type="date"
        fullWidth={false}
        label="From"
        name="from"
        value={query.from || shown?.from || ''}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        fullWidth={false}
        label="To"
        name="to"
        value={query.to || shown?.to || ''}
        onChange={(event) => onChange({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {select('company', 'Company', companies)}
      {select('department', 'Department', departments)}
    </Stack>
  );
}
