import { MESSAGES, remarksFieldSchema, REMARKS_MAX_LENGTH } from '@careers/domain';
import type { RemarkEntry } from '@careers/domain/types';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useId, useState } from 'react';

import { useNotify } from '@/components/notifications/notifications-context';
import { BusyButton } from '@/components/ui/busy-button';
import { readCallableError } from '@/lib/callable-errors';

import { useSaveRemarks } from '../api/review-mutations';
import { formatDateTime } from '../utils/format';

type RemarksPanelProps = {
  applicationId: string;
  /** Every saved remark, oldest first (as the server keeps them). */
  remarks: readonly RemarkEntry[];
  /** An erased candidate's review (issue 21): the remarks kept are listed, none is added. */
  readOnly?: boolean;
};

/**
 * The required remarks box (spec sections 2 and 5) and every remark saved before, newest first,
 * each with its author and time. An empty box is refused with the spec's message under the field,
 * before anything is sent; the server's own refusals land in the same place.
 */
export function RemarksPanel({ applicationId, remarks, readOnly = false }: RemarksPanelProps) {
  const headingId = useId();
  const listId = useId();
  const save = useSaveRemarks(applicationId);
  const notify = useNotify();
  const [formError, setFormError] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { remarks: '' },
    validationSchema: remarksFieldSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setFormError(null);
      try {
        await save.mutateAsync(values.remarks.trim());
        helpers.resetForm();
        notify(MESSAGES.remarksSaved, 'success');
      } catch (error) {
        const refusal = readCallableError(error);
        const remarksError = refusal.fields['remarks'];
        if (remarksError) helpers.setFieldError('remarks', remarksError);
        else setFormError(refusal.message);
      }
    },
  });
  const fieldError = formik.submitCount > 0 || formik.touched.remarks ? formik.errors.remarks : undefined;
  const newestFirst = [...remarks].reverse();

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Remarks
      </Typography>
      {readOnly ? null : (
        <>
          <form noValidate onSubmit={formik.handleSubmit} aria-label="Add remarks">
            <Stack spacing={1.5}>
              {formError ? <Alert severity="error">{formError}</Alert> : null}
              <TextField
                id="remarks"
                name="remarks"
                label="Your remarks"
                required
                multiline
                minRows={3}
                fullWidth
                value={formik.values.remarks}
                onChange={formik.handleChange}
                error={Boolean(fieldError)}
                helperText={
                  fieldError ?? 'Seen by admins only. Each save is kept with your name and the time.'
                }
                slotProps={{ htmlInput: { maxLength: REMARKS_MAX_LENGTH } }}
              />
              <div>
                <BusyButton type="submit" busy={formik.isSubmitting} spinnerSize={16}>
                  Save remarks
                </BusyButton>
              </div>
            </Stack>
          </form>
          <Divider sx={{ my: 2.5 }} />
        </>
      )}
      <Typography id={listId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        Earlier remarks
      </Typography>
      {newestFirst.length === 0 ? (
        <Typography color="text.secondary">No remarks yet.</Typography>
      ) : (
        <Stack component="ol" aria-labelledby={listId} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {newestFirst.map((remark) => (
            <li key={`${remark.at}-${remark.byUid}`}>
              <Typography variant="body2" color="text.secondary">
                {remark.byName} · <time dateTime={remark.at}>{formatDateTime(remark.at)}</time>
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{remark.text}</Typography>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
