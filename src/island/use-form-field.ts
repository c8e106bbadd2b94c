import { useCallback, useState, useSyncExternalStore } from 'react';
import type { FormControl, FormControlState } from './form-control.ts';

const IDLE: FormControlState = { assigned: null, revision: 0, formDisabled: false };
const noSubscription = () => () => {};
const idle = () => IDLE;

export interface FormFieldValue<T> {
  /** The value the field holds now. */
  value: T;
  /** The user changed it (the component then commits it and calls `formControl.changed()`). */
  setValue: (value: T) => void;
  /** Disabled by the form (a `<fieldset disabled>` around it). */
  formDisabled: boolean;
  /** Grows when the page assigned a value or reset the form: a reason to hide earlier errors. */
  revision: number;
}

/**
 * A form-associated island's value: it starts at `defaultValue` (the `value` attribute), follows
 * the page's `element.value = …` and goes back to `defaultValue` when the form is reset or the
 * attribute changes. `fromText` reads a value given as text (the attribute, `element.value`).
 * Without a control (the component rendered on its own) it is plain state.
 */
export function useFormField<T>(control: FormControl | undefined, defaultValue: string, fromText: (text: string) => T): FormFieldValue<T> {
  const state = useSyncExternalStore(control?.subscribe ?? noSubscription, control?.getState ?? idle, idle);
  const [value, setValue] = useState(() => fromText(defaultValue));
  const [seen, setSeen] = useState({ revision: state.revision, defaultValue });
  // Adjusting state while rendering: React's pattern for "start over when a prop changes".
  if (seen.revision !== state.revision || seen.defaultValue !== defaultValue) {
    const text = seen.revision !== state.revision ? (state.assigned ?? defaultValue) : defaultValue;
    setSeen({ revision: state.revision, defaultValue });
    setValue(fromText(text));
  }
  const change = useCallback((next: T) => setValue(next), []);
  return { value, setValue: change, formDisabled: state.formDisabled, revision: state.revision };
}
