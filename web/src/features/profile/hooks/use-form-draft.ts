import type { FormikProps } from 'formik';
import { useEffect, useRef } from 'react';

// What a candidate typed but has not saved survives a reload of the step: it is kept in
// sessionStorage (this tab only, gone when the tab closes) and put back over the saved profile.

const storageKey = (uid: string, step: string) => `careers.profile-draft.${uid}.${step}`;

export const readDraft = <V>(uid: string, step: string): V | null => {
  try {
    const raw = sessionStorage.getItem(storageKey(uid, step));
    return raw ? (JSON.parse(raw) as V) : null;
  } catch {
    return null;
  }
};

export const clearDraft = (uid: string, step: string) => {
  try {
    sessionStorage.removeItem(storageKey(uid, step));
  } catch {
    // Storage unavailable (private mode): there was no draft to clear.
  }
};

/**
 * Puts back a draft of this step over the saved values once (the form is then dirty, so leaving
 * still asks), and keeps the values as a draft while they differ from what is saved.
 */
export const useFormDraft = <V>(uid: string, step: string, formik: FormikProps<V>) => {
  const { values, dirty, setValues } = formik;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      const draft = readDraft<V>(uid, step);
      if (draft) void setValues(draft, false);
      return;
    }
    try {
      if (dirty) sessionStorage.setItem(storageKey(uid, step), JSON.stringify(values));
      else sessionStorage.removeItem(storageKey(uid, step));
    } catch {
      // Storage full or unavailable: the unsaved-changes prompt still protects the input.
    }
  }, [uid, step, values, dirty, setValues]);
};
