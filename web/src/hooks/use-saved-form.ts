import { getIn, useFormik, type FormikConfig, type FormikValues } from 'formik';
import { useState } from 'react';

import { useUnsavedChangesGuard, type UnsavedChangesText } from '@/hooks/use-unsaved-changes';
import { callableFeedback } from '@/utils/callable-feedback';

/** Above a form whose save was refused for fields the server named (each under its field). */
export const CORRECT_MARKED_FIELDS = 'Please correct the fields marked below.';

/**
 * A formik form saved through a callable (the admin's job and test forms): the domain schema checks
 * it first; a refusal puts the server's per-field messages under their fields and its form-level
 * message above; a saved form is clean again, so leaving it no longer asks; leaving with unsaved
 * changes asks first (`leaveGuard`, to render).
 */
export const useSavedForm = <Values extends FormikValues>({
  initialValues,
  validationSchema,
  save,
  leaveText,
}: {
  initialValues: Values;
  validationSchema: FormikConfig<Values>['validationSchema'];
  save: (values: Values) => Promise<void>;
  leaveText: UnsavedChangesText;
}) => {
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formik = useFormik<Values>({
    initialValues,
    validationSchema,
    onSubmit: async (values) => {
      setServerErrors({});
      setFormError(null);
      try {
        await save(values);
        formik.resetForm({ values });
      } catch (caught) {
        const feedback = callableFeedback(caught);
        setServerErrors(feedback.fields);
        setFormError(
          feedback.form ?? (Object.keys(feedback.fields).length > 0 ? CORRECT_MARKED_FIELDS : null),
        );
      }
    },
  });
  const leaveGuard = useUnsavedChangesGuard(formik.dirty && !formik.isSubmitting, leaveText);

  /** The message under a field: the schema's once touched or submitted, else the server's. */
  const errorAt = (path: string): string | undefined => {
    const client: unknown =
      formik.submitCount > 0 || getIn(formik.touched, path) ? getIn(formik.errors, path) : undefined;
    return (typeof client === 'string' ? client : undefined) ?? serverErrors[path];
  };

  return { formik, formError, errorAt, leaveGuard };
};
