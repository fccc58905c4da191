import { OFFICE_LOCATIONS } from '@careers/domain/constants';
import Search from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { memo, useId, type FormEvent } from 'react';

import { Field, NativeInput } from '@/components/ui/native-fields';

type CareersSearchFormProps = {
  keyword: string;
  location: string;
  onSearch: (search: { keyword: string; location: string }) => void;
};

/** One of the search's words: a labelled search input (no autocomplete, Enter searches). */
function SearchWordField({
  name,
  label,
  value,
  placeholder,
  suggestions,
}: {
  /** The form data's key (and the URL's: q, location). */
  name: string;
  label: string;
  /** The URL's value, shown until the visitor types (the form is uncontrolled). */
  value: string;
  placeholder: string;
  /** The id of a datalist of suggestions, if any. */
  suggestions?: string;
}) {
  const id = useId();
  return (
    <Field id={id} label={label}>
      <NativeInput
        id={id}
        name={name}
        type="search"
        defaultValue={value}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={100}
        list={suggestions}
        enterKeyHint="search"
      />
    </Field>
  );
}

/**
 * Keyword (job title) and location with a Search button. The fields show the URL's values; the
 * parent remounts the form (key) when the URL changes, e.g. on Back, so they never go stale.
 */
export const CareersSearchForm = memo(function CareersSearchForm({
  keyword,
  location,
  onSearch,
}: CareersSearchFormProps) {
  const locationsId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSearch({ keyword: String(form.get('q') ?? ''), location: String(form.get('location') ?? '') });
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label="Search job openings"
      onSubmit={handleSubmit}
      elevation={0}
      sx={{
        p: 2,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1.4fr 1fr auto' },
        alignItems: 'end',
        borderRadius: 2,
        color: 'text.primary',
      }}
    >
      <SearchWordField
        name="q"
        label="Job title or keyword"
        value={keyword}
        placeholder="e.g. Merchandiser"
      />
      <SearchWordField
        name="location"
        label="Location"
        value={location}
        placeholder="e.g. Head Office"
        suggestions={locationsId}
      />
      <datalist id={locationsId}>
        {OFFICE_LOCATIONS.map((office) => (
          <option key={office.label} value={office.label} />
        ))}
      </datalist>
      <Button type="submit" variant="contained" size="large" startIcon={<Search />} sx={{ minHeight: 44 }}>
        Search
      </Button>
    </Paper>
  );
});
