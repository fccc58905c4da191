import { useFormik, type FormikConfig, type FormikErrors } from 'formik';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';

import { authErrorFeedback, type AuthErrorFeedback, type AuthFieldMap } from '../utils/auth-errors';

type Values = Record<string, string>;

type UseAuthFormOptions<V extends Values> = {
  initialValues: V;
  /** The domain schema (formik's `validationSchema`)… */
  validationSchema?: FormikConfig<V>['validationSchema'];
  /** …or a validate function, for rules a schema cannot express (change password's order). */
  validate?: (values: V) => FormikErrors<V>;
  /** The fields in the order they appear: the first with an error gets the focus. */
  fieldOrder: readonly (keyof V & string)[];
  /** Which of this form's fields Firebase's errors are about. */
  fieldMap: AuthFieldMap;
  /** Does the work; whatever it throws becomes per-field or form messages. */
  onSubmit: (values: V) => Promise<void>;
};

const NO_FEEDBACK: AuthErrorFeedback = { fields: {}, form: null };

/**
 * Formik for the account forms, plus what they all need: server errors under the matching field
 * (cleared as soon as that field changes) or above the form, and focus on the first field in
 * error after a submit, so keyboard and screen-reader users land on what to fix.
 */
export const useAuthForm = <V extends Values>({
  initialValues,
  validationSchema,
  validate,
  fieldOrder,
  fieldMap,
  onSubmit,
}: UseAuthFormOptions<V>) => {
  const [feedback, setFeedback] = useState<AuthErrorFeedback>(NO_FEEDBACK);
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();

  const focusField = useCallback((name: string | undefined) => {
    if (!name) return;
    const input = formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`);
    input?.focus();
  }, []);

  const formik = useFormik<V>({
    initialValues,
    validationSchema,
    validate,
    onSubmit: async (values) => {
      setFeedback(NO_FEEDBACK);
      try {
        await onSubmit(values);
      } catch (error) {
        const next = authErrorFeedback(error, fieldMap);
        setFeedback(next);
        focusField(fieldOrder.find((name) => name in next.fields));
      }
    },
  });

  // A submit refused by the client-side checks: focus the first field in error.
  const { submitCount, isSubmitting, errors } = formik;
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    focusField(fieldOrder.find((name) => errors[name]));
    // Only after each submit attempt, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting]);

  const field = (name: keyof V & string, hint?: string) => {
    const clientError = formik.touched[name] ? (formik.errors[name] as string | undefined) : undefined;
    const error = clientError ?? feedback.fields[name];
    return {
      id: `${idPrefix}-${name}`,
      name,
      value: formik.values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        formik.handleChange(event);
        if (feedback.fields[name]) {
          setFeedback((current) => {
            const { [name]: _cleared, ...fields } = current.fields;
            return { ...current, fields };
          });
        }
      },
      onBlur: formik.handleBlur,
      error: Boolean(error),
      helperText: error ?? hint,
    };
  };

  return { formik, field, formError: feedback.form, formRef };
};
