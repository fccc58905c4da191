import { profileStep1Schema, type ProfileStep1Input } from '@careers/domain';
import { MESSAGES, PHONE_MAX_DIGITS } from '@careers/domain/constants';
import { WIZARD_STEP_ROUTES } from '@careers/domain/rules';
import type { Profile } from '@careers/domain/types';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router-dom';

import { FormTextField } from '@/components/form/form-fields';
import { useSavedForm } from '@/hooks/use-saved-form';

import { useSavePersonalDetails } from '../api/profile-callables';
import { useCandidateAccount } from '../api/use-own-profile';
import { clearDraft, useFormDraft } from '../hooks/use-form-draft';

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

  const { formik, form, formError, errorAt, leaveGuard } = useSavedForm<PersonalValues>({
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
    idPrefix: 'profile',
    check: () => (profile?.resume ? null : { resume: MESSAGES.resumeRequired }),
    save: (values) => save.mutateAsync({ ...values, email }),
    onSaved: async () => {
      clearDraft(uid, STEP);
      await navigate(WIZARD_STEP_ROUTES.education);
    },
  });
  useFormDraft(uid, STEP, formik);

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label="Personal information">
      <Stack spacing={3}>
        <Grid container spacing={2}>
          {FIELDS.map((field) => (
            <Grid key={field.name} size={{ xs: 12, sm: field.name === 'address' ? 12 : 6 }}>
              <FormTextField
                form={form}
                name={field.name}
                label={field.label}
                required={field.required}
                autoComplete={field.autoComplete}
                hint={field.hint}
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
          ))}
        </Grid>
        <ProfileFileField
          uid={uid}
          kind="resume"
          label="CV"
          hint="PDF, DOC or DOCX, at most 3 MB."
          required
          current={profile?.resume}
          error={profile?.resume ? null : (errorAt('resume') ?? null)}
        />
        <ProfileFileField
          uid={uid}
          kind="avatar"
          label="Picture"
          hint="JPG or PNG, at most 1.5 MB."
          current={profile?.avatar}
          error={errorAt('avatar') ?? null}
        />
        <StepActions step={STEP} formError={formError} submitting={formik.isSubmitting} />
      </Stack>
      {leaveGuard}
    </form>
  );
}
