import { inviteAdminSchema } from '@careers/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useState } from 'react';

import { useNotify } from '@/components/notifications/notifications-context';
import { BusyButton } from '@/components/ui/busy-button';
import { readCallableError } from '@/lib/callable-errors';

import { useInviteAdmin } from '../api/team';

/** The invite box: one address; the server mails the link and says so in one toast. */
export function InviteAdminForm() {
  const invite = useInviteAdmin();
  const notify = useNotify();
  const [formError, setFormError] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: inviteAdminSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setFormError(null);
      try {
        const result = await invite.mutateAsync(inviteAdminSchema.cast(values));
        helpers.resetForm();
        notify(result.message, 'success');
      } catch (error) {
        const refusal = readCallableError(error);
        if (refusal.fields['email']) helpers.setFieldError('email', refusal.fields['email']);
        else setFormError(refusal.message);
      }
    },
  });
  const fieldError = formik.submitCount > 0 || formik.touched.email ? formik.errors.email : undefined;

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label="Invite an admin">
      <Stack spacing={1.5}>
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            id="invite-email"
            name="email"
            type="email"
            label="Colleague's email"
            required
            autoComplete="off"
            value={formik.values.email}
            onChange={formik.handleChange}
            error={Boolean(fieldError)}
            helperText={fieldError ?? 'They get a link to accept; it works once, for this address.'}
            sx={{ flex: 1, maxWidth: { sm: 420 } }}
          />
          <BusyButton type="submit" busy={formik.isSubmitting} spinnerSize={16} sx={{ mt: { sm: 1 } }}>
            Send invitation
          </BusyButton>
        </Stack>
      </Stack>
    </form>
  );
}
