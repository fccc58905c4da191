import { getIn, useFormik, type FormikConfig, type FormikValues } from 'formik';
import { useState } from 'react';

import type { FieldBinding } from '@/components/form/form-fields';
import { useUnsavedChangesGuard, type UnsavedChangesText } from '@/hooks/use-unsaved-changes';
import { readCallableError } from '@/lib/callable-errors';

/** Above a form whose save was refused for fields the server named (each under its field). */
export const CORRECT_MARKED_FIELDS = 'Please correct the fields marked below.';

/** A form component saved through a callable: where it starts, its button, and the save. */
export type SavedFormProps<Values, Request> = {
  initialValues: Values;
  submitLabel: string;
  /** Saves what the callable takes; a refusal's per-field messages appear under the fields. */
  onSubmit: (request: Request) => Promise<void>;
};

type SavedFormOptions<Values extends FormikValues> = {
  initialValues: Values;
  /** The domain schema (formik's `validationSchema`)… */
  validationSchema?: FormikConfig<Values>['validationSchema'];
  /** …or a validate function, for values the schema checks in another shape. */
  validate?: FormikConfig<Values>['validate'];
  /** The inputs' ids start with it ('job' → 'job-title'). */
  idPrefix: string;
  /** Saves through a callable; its refusal is read with `readCallableError`. */
  save: (values: Values) => Promise<unknown>;
  /** Runs once the form is saved and clean again (so leaving no longer asks): e.g. the next page. */
  onSaved?: (values: Values) => Promise<unknown> | void;
  /** What only the page can check before saving (a CV uploaded): messages by field, or null. */
  check?: (values: Values) => Record<string, string> | null;
  /**
   * The form's field for a field the server named (default: the same path); null for one the form
   * does not show, whose message is said above the buttons instead.
   */
  fieldOf?: (serverField: string) => string | null;
  /** What leaving with unsaved changes says (default: useUnsavedChangesGuard's). */
  leaveText?: UnsavedChangesText;
  /** Work on the way that is not in the values yet (an upload) also counts as unsaved. */
  pending?: boolean;
};

/**
 * A formik form saved through a callable (the admin's job, test and catalog forms, the profile
 * wizard's steps): the domain schema checks it first; a refusal puts the server's per-field
 * messages under their fields (until the field is edited) and anything else above the buttons; a
 * saved form is clean again; leaving with unsaved changes asks first (`leaveGuard`, to render).
 * `form` binds the kit's fields (components/form/form-fields.tsx) to it.
 */
export const useSavedForm = <Values extends FormikValues>({
  initialValues,
  validationSchema,
  validate,
  idPrefix,
  save,
  onSaved,
  check,
  fieldOf = (serverField) => serverField,
  leaveText,
  pending = false,
}: SavedFormOptions<Values>) => {
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formik = useFormik<Values>({
    initialValues,
    validationSchema,
    validate,
    onSubmit: async (values) => {
      setServerErrors({});
      setFormError(null);
      const problems = check?.(values);
      if (problems) {
        setServerErrors(problems);
        return;
      }
      try {
        await save(values);
      } catch (caught) {
        const refusal = readCallableError(caught);
        const byField: Record<string, string> = {};
        const unshown: string[] = [];
        for (const [serverField, message] of Object.entries(refusal.fields)) {
          const path = fieldOf(serverField);
          if (path) byField[path] = message;
          else unshown.push(message);
        }
        setServerErrors(byField);
        if (Object.keys(refusal.fields).length === 0) setFormError(refusal.message);
        else setFormError(unshown.length > 0 ? unshown.join(' ') : CORRECT_MARKED_FIELDS);
        return;
      }
      formik.resetForm({ values });
      await onSaved?.(values);
    },
  });
  const leaveGuard = useUnsavedChangesGuard((formik.dirty || pending) && !formik.isSubmitting, leaveText);

  /** The message under a field: the schema's once touched or submitted, else the server's. */
  const errorAt = (path: string): string | undefined => {
    const client: unknown =
      formik.submitCount > 0 || getIn(formik.touched, path) ? getIn(formik.errors, path) : undefined;
    return (typeof client === 'string' ? client : undefined) ?? serverErrors[path];
  };

  const clearServerError = (path: string) => {
    if (serverErrors[path] === undefined) return;
    setServerErrors(({ [path]: _cleared, ...rest }) => rest);
  };

  const form: FieldBinding = {
    formik,
    errorAt,
    idPrefix,
    onEdit: clearServerError,
  };

  return { formik, form, formError, errorAt, clearServerError, leaveGuard };
};
