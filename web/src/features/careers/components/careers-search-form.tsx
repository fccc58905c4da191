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

/**
 * Keyword (job title) and location with a Search button. The fields show the URL's values; the
 * parent remounts the form (key) when the URL changes, e.g. on Back, so they never go stale.
 */
export const CareersSearchForm = memo(function CareersSearchForm({
  keyword,
  location,
  onSearch,
}: CareersSearchFormProps) {
  const keywordId = useId();
  const locationId = useId();
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
      <Field id={keywordId} label="Job title or keyword">
        <NativeInput
          id={keywordId}
          name="q"
          type="search"
          defaultValue={keyword}
          placeholder="e.g. Merchandiser"
          autoComplete="off"
          maxLength={100}
          enterKeyHint="search"
        />
      </Field>
      <Field id={locationId} label="Location">
        <NativeInput
          id={locationId}
          name="location"
          type="search"
          defaultValue={location}
          placeholder="e.g. Head Office"
          autoComplete="off"
          maxLength={100}
          list={locationsId}
          enterKeyHint="search"
        />
      </Field>
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
