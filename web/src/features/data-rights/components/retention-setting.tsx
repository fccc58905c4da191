import { RETENTION_MONTHS_RANGE } from '@careers/domain';
import { MESSAGES } from '@careers/domain/constants';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { useNotify } from '@/components/notifications/notifications-context';
import { BusyButton } from '@/components/ui/busy-button';
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
  const value = months ?? (policy.data ? String(policy.data.months) : '');

  const handleSave = async () => {
    setError(null);
    try {
      await save.mutateAsync({ months: Number(value) });
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Months"
          type="number"
          size="small"
          value={value}
          onChange={(event) => setMonths(event.target.value)}
          slotProps={{ htmlInput: { min: RETENTION_MONTHS_RANGE.min, max: RETENTION_MONTHS_RANGE.max } }}
          error={error !== null}
          helperText={error ?? ' '}
        />
        <BusyButton busy={save.isPending} onClick={() => void handleSave()} disabled={!policy.data}>
          Save
        </BusyButton>
      </Stack>
      {policy.isError ? <Alert severity="error">{callableErrorMessage(policy.error)}</Alert> : null}
    </DataRightsSection>
  );
}
