import * as yup from 'yup';
import { documentId, emailField } from './common.ts';

// The admin team's callables (issue 20): invite by email, accept with the mailed token, remove by
// uid. The invite form uses `inviteAdminSchema` as its formik `validationSchema`.

/** The token of an invitation link: 32 random bytes, base64url. */
export const ADMIN_INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const inviteAdminSchema = yup.object({ email: emailField() });

export const acceptAdminInvitationSchema = yup.object({
  token: yup
    .string()
    .trim()
    .required('The invitation link is incomplete.')
    .matches(ADMIN_INVITATION_TOKEN_PATTERN, 'The invitation link is incomplete.'),
});

export const removeAdminSchema = yup.object({ uid: documentId('Admin') });
