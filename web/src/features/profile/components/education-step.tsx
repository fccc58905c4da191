import { profileStep2Schema } from '@careers/domain';
import { WIZARD_STEP_ROUTES, yearOptions } from '@careers/domain/rules';
import type { Profile } from '@careers/domain/types';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getIn } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { FormTextField } from '@/components/form/form-fields';
import { validateWith } from '@/components/form/validate-with';
import { useSavedForm } from '@/hooks/use-saved-form';

import { useDegreeTitles } from '../api/get-degrees';
import { useSaveEducationAndCareer } from '../api/profile-callables';
import { useCandidateAccount } from '../api/use-own-profile';
import { clearDraft, useFormDraft } from '../hooks/use-form-draft';
import {
  educationStepRequest,
  educationStepValues,
  emptyCareer,
  emptyEducation,
  type EducationStepValues,
} from '../utils/education-values';

import { CareerFields, EducationFields, EntryList } from './history-entries';
import { StepActions } from './step-actions';

const STEP = 'education';

const validate = validateWith<EducationStepValues>(profileStep2Schema, educationStepRequest);

/** Step 2 (spec section 5): education and career history, and overall experience. */
export function EducationStep({ profile }: { profile: Partial<Profile> | null }) {
  const { uid, email } = useCandidateAccount();
  const degrees = useDegreeTitles();
  const save = useSaveEducationAndCareer();
  const navigate = useNavigate();
  const [years] = useState(() => yearOptions(Date.now()));
  const newestYear = years[0] ?? new Date().getFullYear();

  const { formik, form, formError, errorAt, leaveGuard } = useSavedForm<EducationStepValues>({
    initialValues: educationStepValues(profile, newestYear),
    validate,
    idPrefix: 'profile',
    save: (values) => save.mutateAsync({ ...educationStepRequest(values), email }),
    onSaved: async () => {
      clearDraft(uid, STEP);
      await navigate(WIZARD_STEP_ROUTES.privacy);
    },
  });
  useFormDraft(uid, STEP, formik);
  const { values } = formik;

  /** A message about a whole list ('Add your career history…'): the schema's after a submit, else the server's. */
  const listError = (list: 'education' | 'career') => {
    const client: unknown = formik.submitCount > 0 ? getIn(formik.errors, list) : undefined;
    return typeof client === 'string' ? client : errorAt(list);
  };
  const removeAt = (list: 'education' | 'career') => (index: number) =>
    void formik.setFieldValue(
      list,
      values[list].filter((_, other) => other !== index),
    );

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label="Education and career history">
      <Stack spacing={4}>
        <section aria-labelledby="education-heading">
          <Typography id="education-heading" variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
            Education
          </Typography>
          <Stack spacing={2}>
            <EntryList
              noun="Education"
              entries={values.education}
              renderEntry={(entry, index) => (
                <EducationFields
                  form={form}
                  index={index}
                  years={years}
                  entry={entry}
                  degrees={{ titles: degrees.data, pending: degrees.isPending }}
                />
              )}
              error={listError('education')}
              onAdd={() =>
                void formik.setFieldValue('education', [...values.education, emptyEducation(newestYear)])
              }
              onRemove={removeAt('education')}
            />
          </Stack>
        </section>

        <section aria-labelledby="career-heading">
          <Typography id="career-heading" variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
            Career history
          </Typography>
          <Stack spacing={2}>
            <FormTextField
              form={form}
              name="totalExperience"
              label="Overall experience (years)"
              required
              hint="Whole years; 0 if you have none yet."
              sx={{ maxWidth: 320 }}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <EntryList
              noun="Career"
              entries={values.career}
              renderEntry={(entry, index) => (
                <CareerFields
                  form={form}
                  index={index}
                  years={years}
                  entry={entry}
                  onCurrentJobChange={formik.handleChange}
                />
              )}
              error={listError('career')}
              onAdd={() => void formik.setFieldValue('career', [...values.career, emptyCareer(newestYear)])}
              onRemove={removeAt('career')}
            />
          </Stack>
        </section>

        <StepActions step={STEP} formError={formError} submitting={formik.isSubmitting} />
      </Stack>
      {leaveGuard}
    </form>
  );
}
