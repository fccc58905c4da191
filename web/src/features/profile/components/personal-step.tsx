import { profileStep1Schema, type ProfileStep1Input } from '@careers/domain';
import { MESSAGES, PHONE_MAX_DIGITS } from '@careers/domain/constants';
import { WIZARD_STEP_ROUTES } from '@careers/domain/rules';
import type { Profile } from '@careers/domain/types';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { callableFeedback } from '@/utils/callable-feedback';

import { useSavePersonalDetails } from '../api/profile-callables';
import { useCandidateAccount } from '../api/use-own-profile';
import { clearDraft, useFormDraft } from '../hooks/use-form-draft';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes';

import { ProfileFileField } from './profile-file-field';
import { StepActions } from './step-actions';

const STEP = 'personal';

type PersonalValues = Required<{ [K in keyof ProfileStep1Input]: string }>;

const FIELDS: readonly {
  name: keyof PersonalValues;
  label: string;
  required: boolean;
  hint?: string;
  autoComplete: string;
}[] = [
  { name: 'firstName', label: 'First name', required: true, autoComplete: 'given-name' },
  { name: 'middleName', label: 'Middle name', required: false, autoComplete: 'additional-name' },
  { name: 'lastName', label: 'Last name', required: true, autoComplete: 'family-name' },
  {
    name: 'email',
    label: 'Email',
    required: true,
    hint: 'The address you signed up with.',
    autoComplete: 'email',
  },
  {
    name: 'phoneNumber',
    label: 'Phone number',
    required: true,
    hint: `Digits only, at most ${String(PHONE_MAX_DIGITS)}, e.g. 03001234567.`,
    autoComplete: 'tel',
  },
  { name: 'city', label: 'City', required: true, autoComplete: 'address-level2' },
  { name: 'address', label: 'Address', required: true, autoComplete: 'street-address' },
];

/** Step 1 (spec section 5): personal information, the CV and the picture. */
export function PersonalStep({ profile }: { profile: Partial<Profile> | null }) {
  const { uid, email } = useCandidateAccount();
  const save = useSavePersonalDetails();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const formik = useFormik<PersonalValues>({
    initialValues: {
      firstName: profile?.firstName ?? '',
      middleName: profile?.middleName ?? '',
      lastName: profile?.lastName ?? '',
      email,
      phoneNumber: profile?.phoneNumber ?? '',
      city: profile?.city ?? '',
      address: profile?.address ?? '',
    },
    validationSchema: profileStep1Schema,
    onSubmit: async (values) => {
      setFormError(null);
      setServerErrors({});
      if (!profile?.resume) {
        setServerErrors({ resume: MESSAGES.resumeRequired });
        return;
      }
      try {
        await save.mutateAsync({ ...values, email });
        clearDraft(uid, STEP);
        formik.resetForm({ values });
        await navigate(WIZARD_STEP_ROUTES.education);
      } catch (caught) {
        const feedback = callableFeedback(caught);
        setServerErrors(feedback.fields);
        setFormError(feedback.form);
      }
    },
  });
  useFormDraft(uid, STEP, formik);
  const leaveGuard = useUnsavedChangesGuard(formik.dirty && !formik.isSubmitting);

  const errorOf = (name: keyof PersonalValues) =>
    (formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined) ?? serverErrors[name];

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label="Personal information">
      <Stack spacing={3}>
        <Grid container spacing={2}>
          {FIELDS.map((field) => {
            const error = errorOf(field.name);
            return (
              <Grid key={field.name} size={{ xs: 12, sm: field.name === 'address' ? 12 : 6 }}>
                <TextField
                  fullWidth
                  id={`profile-${field.name}`}
                  name={field.name}
                  label={field.label}
                  required={field.required}
                  autoComplete={field.autoComplete}
                  value={formik.values[field.name]}
                  onChange={(event) => {
                    formik.handleChange(event);
                    if (serverErrors[field.name]) setServerErrors(({ [field.name]: _gone, ...rest }) => rest);
                  }}
                  onBlur={formik.handleBlur}
                  error={Boolean(error)}
                  helperText={error ?? field.hint}
                  multiline={field.name === 'address'}
                  minRows={field.name === 'address' ? 2 : undefined}
                  slotProps={{
                    htmlInput: {
                      readOnly: field.name === 'email',
                      inputMode: field.name === 'phoneNumber' ? 'numeric' : undefined,
                      maxLength: field.name === 'phoneNumber' ? PHONE_MAX_DIGITS + 4 : undefined,
                    },
                  }}
                />
              </Grid>
            );
          })}
        </Grid>
        <ProfileFileField
          uid={uid}
          kind="resume"
          label="CV"
          hint="PDF, DOC or DOCX, at most 3 MB."
          required
          current={profile?.resume}
          error={profile?.resume ? null : (serverErrors['resume'] ?? null)}
        />
        <ProfileFileField
          uid={uid}
          kind="avatar"
          label="Picture"
          hint="JPG or PNG, at most 1.5 MB."
          current={profile?.avatar}
          error={serverErrors['avatar'] ?? null}
        />
        <StepActions formError={formError} submitLabel="Save and continue" submitting={formik.isSubmitting} />
      </Stack>
      {leaveGuard}
    </form>
  );
}
