import { RETENTION_MONTHS_RANGE } from '@careers/domain';
import { MESSAGES } from '@careers/domain/constants';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { useNotify } from '@/components/notifications/notifications-context';
import { BusyButton } from '@/components/ui/busy-button';
import { InlineError } from '@/components/ui/inline-error';
import { callableErrorMessage, fieldErrorMessage } from '@/lib/callable-errors';

import { useRetentionPolicy, useSetRetentionPolicy } from '../api/data-rights';
import { DataRightsSection } from './data-rights-section';

/** The retention period every inactive candidate is kept for (an admin setting, issue 21). */
export function RetentionSetting() {
  const policy = useRetentionPolicy();
  const save = useSetRetentionPolicy();
  const notify = useNotify();
  const [months, setMonths] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const loaded = policy.data;

  const handleSave = async () => {
    setError(null);
    try {
      await save.mutateAsync({ months: Number(months ?? loaded?.months) });
      notify(MESSAGES.retentionSaved, 'success');
      setMonths(null);
    } catch (caught) {
      setError(fieldErrorMessage(caught, 'months'));
    }
  };

  return (
    <DataRightsSection
      title="Retention period"
      intro="Candidates who have not signed in, applied or kept their account for this long are erased, after a warning email thirty days before. Candidates on legal hold are kept."
    >
      {/* The form appears with the period it edits. A Save shown disabled while loading would fade
          from grey to the primary colour as it is enabled, low contrast for the quarter second of
          the button's colour transition. */}
      {loaded ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="Months"
            type="number"
            size="small"
            value={months ?? String(loaded.months)}
            onChange={(event) => setMonths(event.target.value)}
            slotProps={{ htmlInput: { min: RETENTION_MONTHS_RANGE.min, max: RETENTION_MONTHS_RANGE.max } }}
            error={error !== null}
            helperText={error ?? ' '}
          />
          <BusyButton busy={save.isPending} onClick={() => void handleSave()}>
            Save
          </BusyButton>
        </Stack>
      ) : policy.isError ? (
        <InlineError message={callableErrorMessage(policy.error)} onRetry={() => void policy.refetch()} />
      ) : (
        <LinearProgress aria-label="Loading the retention period" />
      )}
    </DataRightsSection>
  );
}
