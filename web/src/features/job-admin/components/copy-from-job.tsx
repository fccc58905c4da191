import { effectiveJobStatus } from '@careers/domain/rules';
import Autocomplete from '@mui/material/Autocomplete';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

import { useJobsToCopy, type AdminJob } from '../api/admin-jobs';

const SEARCH_DELAY_MS = 300;

/** "Copy from a previous job" (spec section 2): pick any job; the form takes its values. */
export function CopyFromJob({ onCopy }: { onCopy: (job: AdminJob) => void }) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<AdminJob | null>(null);
  // Typing a title searches Firestore once the admin pauses, not at every keystroke.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(chosen ? '' : input), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input, chosen]);
  const jobs = useJobsToCopy(search);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        Copy from a previous job
      </Typography>
      <Autocomplete
        options={jobs.data ?? []}
        loading={jobs.isFetching}
        value={chosen}
        inputValue={input}
        onInputChange={(_event, value) => setInput(value)}
        getOptionLabel={(job) =>
          `${job.title} — ${job.department.title} (${effectiveJobStatus(job, Date.now())})`
        }
        isOptionEqualToValue={(option, value) => option.id === value.id}
        noOptionsText={jobs.isError ? 'The jobs could not be loaded.' : 'No job title starts with this.'}
        onChange={(_event, job) => {
          setChosen(job);
          if (job) onCopy(job);
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Previous job"
            helperText="Type the start of a title, or pick a recent job. Fills the form from that job; you can change anything before saving."
          />
        )}
      />
    </Paper>
  );
}
