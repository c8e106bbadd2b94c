/**
 * The channel between a form-associated island (`formAssociated: true` in its element spec) and
 * the host page's `<form>`.
 *
 * The component owns the field's current value and tells the control what the form should submit
 * (`commit`) and whether the value is valid (`setValidity`). The element tells the component what
 * the page did: a script set `element.value`, the form was reset, a `<fieldset disabled>` around it
 * changed, or the browser restored the value on a back navigation.
 *
 * Where the browser has `ElementInternals`, the value goes to the form through
 * `internals.setFormValue` (several entries at once as `FormData`, as a date field's day, month and
 * year parts) and validity through `internals.setValidity`, so the host form's own validation
 * (`required`, `checkValidity()`, `:invalid`) covers the field. Where it has not (older browsers,
 * happy-dom in tests), the same entries are written as hidden inputs in the element's light DOM,
 * which every browser submits with the form; validity then cannot stop the submission.
 */
export type FormEntries = ReadonlyArray<readonly [name: string, value: string]>;

export interface FormControlState {
  /** A value the page gave (`element.value = …`, a restored state); null means "the default". */
  readonly assigned: string | null;
  /** Grows on every assignment and reset, so the component knows to take `assigned` again. */
  readonly revision: number;
  /** Disabled by an ancestor `<fieldset disabled>` (or the element's own `disabled`). */
  readonly formDisabled: boolean;
}

export interface FieldProblem {
  /** Which constraint fails (`valueMissing` for a required field left empty, else `customError`). */
  flag: 'valueMissing' | 'customError' | 'rangeUnderflow' | 'rangeOverflow' | 'badInput';
  message: string;
  /** The inner control the browser points at when it reports the problem. */
  anchor?: HTMLElement | null;
}

const FALLBACK_ATTRIBUTE = 'data-resort-form-value';

/**
 * Sent on the element (not bubbling) whenever the value it holds changes, whoever changed it: the
 * shopper, a script, a reset, or the field's own start. A paired field (the state field following
 * a country select) listens for it; `input` and `change` stay what they are on native fields, the
 * shopper's changes only.
 */
export const FIELD_VALUE_EVENT = 'resort-field-value';

export class FormControl {
  readonly host: HTMLElement;
  readonly internals: ElementInternals | null;
  #state: FormControlState = { assigned: null, revision: 0, formDisabled: false };
  #listeners = new Set<() => void>();
  #value: string | null = null;
  #fallback: HTMLElement | null = null;

  constructor(host: HTMLElement, internals: ElementInternals | null) {
    this.host = host;
    this.internals = internals;
  }

  /** For `useSyncExternalStore`. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getState = (): FormControlState => this.#state;

  /** The value the field holds now, or null before the component first committed one. */
  get value(): string | null {
    return this.#value;
  }

  /**
   * What the form submits from now on: `value` is the field's value (what `element.value` reads),
   * `entries` the name/value pairs the form gets (none when the field has no name).
   */
  commit(value: string, entries: FormEntries): void {
    const changed = value !== this.#value;
    this.#value = value;
    if (this.internals) {
      if (entries.length === 0) this.internals.setFormValue(null, value);
      else {
        const data = new FormData();
        for (const [name, entry] of entries) data.append(name, entry);
        this.internals.setFormValue(data, value);
      }
    } else {
      this.#writeFallback(entries);
    }
    if (changed) this.host.dispatchEvent(new Event(FIELD_VALUE_EVENT));
  }

  /** The field's validity: null when valid. */
  setValidity(problem: FieldProblem | null): void {
    if (!this.internals) return;
    if (problem === null) this.internals.setValidity({});
    else this.internals.setValidity({ [problem.flag]: true }, problem.message, problem.anchor ?? undefined);
  }

  /** Tells the page the user changed the value: `input` and `change` on the element, as a native field does. */
  changed(): void {
    this.host.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    this.host.dispatchEvent(new Event('change', { bubbles: true }));
  }

  /** The page set `element.value`. */
  assign(value: string): void {
    const changed = value !== this.#value;
    this.#value = value;
    if (changed) this.host.dispatchEvent(new Event(FIELD_VALUE_EVENT));
    this.#update({ assigned: value, revision: this.#state.revision + 1 });
  }

  /** The form was reset: back to the default (the `value` attribute). */
  reset(): void {
    this.#update({ assigned: null, revision: this.#state.revision + 1 });
  }

  setFormDisabled(disabled: boolean): void {
    if (disabled !== this.#state.formDisabled) this.#update({ formDisabled: disabled });
  }

  #update(change: Partial<FormControlState>): void {
    this.#state = { ...this.#state, ...change };
    for (const listener of [...this.#listeners]) listener();
  }

  #writeFallback(entries: FormEntries): void {
    if (!this.#fallback) {
      const holder = this.host.ownerDocument.createElement('span');
      holder.hidden = true;
      holder.setAttribute(FALLBACK_ATTRIBUTE, '');
      this.host.append(holder);
      this.#fallback = holder;
    }
    const holder = this.#fallback;
    const inputs = entries.map(([name, value]) => {
      const input = this.host.ownerDocument.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      return input;
    });
    holder.replaceChildren(...inputs);
  }
}
