/**
 * What the shopper typed into the host's markup before the island took over, carried into the
 * island's own fields, with the keyboard focus: a shopper who started typing a voucher ID in the
 * store's form while the script loaded keeps typing in the widget's field and loses nothing.
 *
 * A host control and an island control are the same field when they share a `name`, or else the
 * same label text ("Voucher ID" in both). Only controls the shopper changed are carried (a value
 * the server rendered is the widget's to decide), and only into text fields, text areas and
 * selects the island draws enabled.
 */

import { deepActiveElement } from '../ui/active-element.ts';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input, textarea, select';
const TEXT_TYPES = new Set(['', 'text', 'search', 'email', 'tel', 'url', 'number', 'password']);

export interface TypedInput {
  key: { name: string; label: string };
  value: string;
  focused: boolean;
}

function isTextField(field: Element): field is Field {
  if (field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) return true;
  return field instanceof HTMLInputElement && TEXT_TYPES.has(field.type === 'text' ? '' : field.type);
}

function labelOf(field: Field): string {
  const text = field.labels?.[0]?.textContent ?? field.getAttribute('aria-label') ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/** The fields of the host's markup the shopper typed in or is in now. */
export function typedInput(markup: readonly Element[]): TypedInput[] {
  const focus = deepActiveElement();
  const typed: TypedInput[] = [];
  for (const element of markup) {
    for (const field of element.querySelectorAll(FIELDS)) {
      if (!isTextField(field) || field.disabled) continue;
      const focused = field === focus;
      if (!focused && !changed(field)) continue;
      typed.push({ key: { name: field.name, label: labelOf(field) }, value: changed(field) ? field.value : '', focused });
    }
  }
  return typed;
}

function matching(fields: readonly Field[], key: TypedInput['key']): Field | undefined {
  return (key.name ? fields.find((field) => field.name === key.name) : undefined) ?? (key.label ? fields.find((field) => labelOf(field) === key.label) : undefined);
}

/**
 * Sets a field's value as typing would, so the island's own state (a React controlled input) hears it:
 * through the prototype's setter, which React does not intercept, then an `input` event.
 */
function typeInto(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  field.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

/** Carries `typed` into the island rendered in `root`; returns how many fields took a value. */
export function carryInput(root: ParentNode, typed: readonly TypedInput[]): number {
  if (typed.length === 0) return 0;
  const fields = [...root.querySelectorAll(FIELDS)].filter((field): field is Field => isTextField(field) && !field.disabled);
  let carried = 0;
  for (const entry of typed) {
    const field = matching(fields, entry.key);
    if (!field) continue;
    if (entry.value && field.value === '') {
      typeInto(field, entry.value);
      carried++;
    }
    if (entry.focused) field.focus({ preventScroll: true });
  }
  return carried;
}
