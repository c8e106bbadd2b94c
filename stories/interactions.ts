/** What a shopper does in several stories' `play` functions, inside the tag's shadow root. */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inTag } from './tag-story.tsx';
import { partsOf, type DatePart } from '../src/ui/fields/date-parts.ts';

/**
 * Clicks the mini cart's button and waits for the panel "Shopping Cart (count)", its title holding
 * the focus the panel moves there once it shows the cart or why it is missing (`loaded: false`: a
 * cart still on its way, whose panel keeps the focus on the button meanwhile).
 */
export async function openMiniCart({ canvasElement }: { canvasElement: HTMLElement }, { loaded = true }: { loaded?: boolean } = {}): Promise<void> {
  const minicart = inTag(canvasElement, 'resort-minicart');
  await userEvent.click(await minicart.findByRole('button', { name: /^Open shopping cart/ }));
  const title = await minicart.findByRole('heading', { name: /^Shopping Cart \(\d+\)$/ });
  await expect(title).toBeVisible();
  if (!loaded) return;
  const focused = () => canvasElement.querySelector('resort-minicart')?.shadowRoot?.activeElement;
  await waitFor(() => expect(focused()).toBe(title));
  // And still there two frames later: hidden while it has the focus, the browser takes it away as it draws.
  await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
  await expect(focused()).toBe(title);
}

/** Clicks Remove on the item named `productName` in `tag` and confirms in the dialog. */
export async function removeAndConfirm(canvasElement: HTMLElement, productName: string, tag = 'resort-minicart'): Promise<void> {
  const canvas = inTag(canvasElement, tag);
  await userEvent.click(await canvas.findByRole('button', { name: `Remove ${productName}` }));
  const dialog = await canvas.findByRole('dialog', { name: 'Remove item' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Writes the value through the prototype's setter, past React's own tracking of the field. */
function setNativeValue(input: TextField, value: string): void {
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  // The prototype's accessor with the field as its receiver.
  Reflect.set(prototype, 'value', value, input);
}

/**
 * Types `text` into a field inside a shadow root, one character at a time, as a keyboard would.
 * (user-event prepares a field for typing when the document sees it focused; a shadow root hides
 * the field behind its host, so React would never see the change. The value is written through
 * the prototype's setter, then the input event sent, as a browser does.)
 */
export async function typeInto(field: HTMLElement, text: string): Promise<void> {
  const input = field as TextField;
  input.focus();
  for (const char of text) {
    setNativeValue(input, input.value + char);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, data: char, inputType: 'insertText' }));
    await Promise.resolve();
  }
}

/** Empties a field inside a shadow root (see `typeInto`). */
export function clearField(field: HTMLElement): void {
  const input = field as TextField;
  input.focus();
  setNativeValue(input, '');
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'deleteContentBackward' }));
}

/** Enter in a field: the keydown, then the form's implicit submission unless a handler took the key. */
export function pressEnter(field: HTMLElement): void {
  const input = field as TextField;
  const keydown = new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, composed: true, cancelable: true });
  if (input.dispatchEvent(keydown) && input.form) input.form.requestSubmit();
}

/** Leaves a field, as Tab would (the blur and focusout the field's validation listens for). */
export function leaveField(field: HTMLElement): void {
  field.blur();
}

/**
 * Sets a whole value at once on a field that takes no partial input (a date field refuses
 * `2`, `20`, … on the way to `2026-01-01`), then sends the input and change events a browser
 * sends when the picker closes (see `typeInto` for why the prototype's setter).
 */
export function fillField(field: HTMLElement, value: string): void {
  const input = field as TextField;
  input.focus();
  setNativeValue(input, value);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertReplacementText' }));
  input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

/**
 * Chooses `date` (`YYYY-MM-DD`) in one of our date fields (`src/ui/fields/DateField.tsx`, the group
 * its legend names) as a person would: the day, month and year selects in the order shown.
 */
export async function chooseDate(field: HTMLElement, date: string): Promise<void> {
  const parts = partsOf(date);
  for (const select of field.querySelectorAll<HTMLSelectElement>('.rw-datefield__part select')) {
    const part = (['day', 'month', 'year'] as const).find((name: DatePart) => select.closest(`.rw-datefield__part--${name}`));
    if (part) await userEvent.selectOptions(select, parts[part]);
  }
}
