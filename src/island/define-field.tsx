/**
 * `defineField`: `defineWidget` for an island that is a field of the host's `<form>`, as a native
 * one is (`static formAssociated = true`):
 *
 * - its value is submitted with the form, through ElementInternals (or hidden inputs where the
 *   browser has none; see `form-control.ts`), and it takes part in the form's validation;
 * - the form's reset, a `<fieldset disabled>` around it and a back navigation's restored state
 *   reach the component through its `formControl`;
 * - the element has a native field's properties: `value` (the value it holds now; the `value`
 *   attribute is where it starts and where a reset takes it back), `form`, `validity`,
 *   `validationMessage`, `willValidate`, `labels`, `type`, `checkValidity()`, `reportValidity()`;
 * - its shadow root delegates focus, so `<label for>`, `focus()` and the browser's "fill this in"
 *   reach the control inside.
 *
 * Kept apart from `define-widget.tsx` so islands that are no fields carry none of it.
 */
import { defineWidget, ISLAND_PROPS, type IslandClass, type WidgetDefinition } from './define-widget.tsx';
import { FormControl } from './form-control.ts';

type FieldElement = HTMLElement & { formControl: FormControl; [ISLAND_PROPS]: Record<string, unknown> };

function fieldClass(Island: IslandClass): IslandClass {
  class Field extends Island {
    static formAssociated = true;
    readonly formControl: FormControl;

    constructor() {
      super();
      // No ElementInternals (older browsers, happy-dom): the control writes hidden inputs instead.
      const internals = typeof this.attachInternals === 'function' ? this.attachInternals() : null;
      this.formControl = new FormControl(this, internals);
      this[ISLAND_PROPS].formControl = this.formControl;
    }

    // The browser calls these on form-associated elements.
    formResetCallback(): void {
      this.formControl.reset();
    }

    formDisabledCallback(disabled: boolean): void {
      this.formControl.setFormDisabled(disabled);
    }

    formStateRestoreCallback(state: unknown): void {
      if (typeof state === 'string') this.formControl.assign(state);
    }
  }
  defineFieldProperties(Field.prototype);
  return Field;
}

const internalsOf = (element: FieldElement) => element.formControl.internals;

function defineFieldProperties(prototype: object): void {
  const getters: Record<string, (this: FieldElement) => unknown> = {
    form() {
      return internalsOf(this)?.form ?? this.closest('form');
    },
    validity() {
      return internalsOf(this)?.validity;
    },
    validationMessage() {
      return internalsOf(this)?.validationMessage ?? '';
    },
    willValidate() {
      return internalsOf(this)?.willValidate ?? false;
    },
    labels() {
      return internalsOf(this)?.labels;
    },
    type() {
      return this.localName;
    },
  };
  for (const [name, get] of Object.entries(getters)) Object.defineProperty(prototype, name, { configurable: true, enumerable: true, get });
  Object.defineProperty(prototype, 'value', {
    configurable: true,
    enumerable: true,
    get(this: FieldElement) {
      const given = this[ISLAND_PROPS].value;
      return this.formControl.value ?? (typeof given === 'string' ? given : '');
    },
    set(this: FieldElement, value: unknown) {
      this.formControl.assign(typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
    },
  });
  Object.defineProperty(prototype, 'checkValidity', {
    configurable: true,
    value(this: FieldElement) {
      return internalsOf(this)?.checkValidity() ?? true;
    },
  });
  Object.defineProperty(prototype, 'reportValidity', {
    configurable: true,
    value(this: FieldElement) {
      return internalsOf(this)?.reportValidity() ?? true;
    },
  });
}

/** Registers a form-associated island (once per page) and returns its element class. */
export function defineField<P extends object>(definition: Omit<WidgetDefinition<P>, 'extend' | 'delegatesFocus' | 'shadow'>): CustomElementConstructor {
  return defineWidget({ ...definition, shadow: true, delegatesFocus: true, extend: fieldClass });
}
