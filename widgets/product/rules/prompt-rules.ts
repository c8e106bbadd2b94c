/**
 * Tags inside an attribute's prompt text set its behaviour; the shopper never sees them.
 *
 * - `[Assigned To]`: the product is assigned to a group member (HasAssignment); `lock true` in the
 *   same prompt keeps a member the product already carries (LockAssignment).
 * - `[Lock ID]`: the attribute keeps a value the product already carries (edit mode, the store's
 *   `SelectedValueId`/`SelectedValue`); without one it is chosen as usual.
 * - `[Date]`: a date; `[Multiple Dates]`: several dates, sent joined by `|` in
 *   `rental_start_date_{id}`; `[Inline Calendar]`: the calendar shows in the page instead of a pop-up;
 *   `[Pricing Calendar]`: the calendar shows each day's price and what is left.
 * - `[Activity Time]`: a time slot for the chosen date.
 * - `[Add On]`: an optional extra, listed apart and never required.
 * - `[Reload]` on a value name marks the value that reloads an existing card (HasReload).
 * - `[Dynamic]`: the store prices this choice; the price shown is the store's answer, not a sum
 *   of adjustments.
 * - `[Conditional]`: shown only when the store's attribute-change answer enables it.
 * - `[Hidden]`: never shown (its default still goes with the form); `[Hidden Signed In]`: shown
 *   only to a signed-in shopper; `[ReadOnly]`: shown, not changeable.
 */
export const PROMPT_TAGS = [
  'Assigned To',
  'Activity Time',
  'Lock ID',
  'Date',
  'Multiple Dates',
  'Inline Calendar',
  'Pricing Calendar',
  'Add On',
  'Reload',
  'Dynamic',
  'Conditional',
  'Hidden Signed In',
  'Hidden',
  'ReadOnly',
] as const;

export type PromptTag = (typeof PROMPT_TAGS)[number];

export interface PromptInfo {
  /** The prompt as the shopper reads it: tags and `lock true` removed, spaces tidied. */
  text: string;
  tags: ReadonlySet<PromptTag>;
  /** `[Assigned To]` with `lock true`. */
  lockAssignment: boolean;
}

// `[Hidden Signed In]` or `[hidden  signed in]`: case and inner spacing do not matter; `ReadOnly`
// is also written `Read Only`.
const canonical = new Map(PROMPT_TAGS.map((tag) => [tag.replace(/\s+/g, '').toLowerCase(), tag]));
const TAG = /\[\s*([A-Za-z][A-Za-z ]*?)\s*\]/g;
const LOCK = /\block\s*[:=]?\s*true\b/i;

/** Reads the tags out of a prompt. Brackets that are not tags stay in the text. */
export function readPrompt(prompt: string): PromptInfo {
  const tags = new Set<PromptTag>();
  const text = prompt.replace(TAG, (whole, name: string) => {
    const tag = canonical.get(name.replace(/\s+/g, '').toLowerCase());
    if (!tag) return whole;
    tags.add(tag);
    return ' ';
  });
  const lockAssignment = tags.has('Assigned To') && LOCK.test(text);
  const visible = (tags.has('Assigned To') ? text.replace(LOCK, ' ') : text).replace(/\s+/g, ' ').trim();
  return { text: visible, tags, lockAssignment };
}

const RELOAD = /\[\s*reload\s*\]/i;

/** A value name carrying the `[Reload]` marker. */
export function isReloadValue(name: string): boolean {
  return RELOAD.test(name);
}

/** A value name as the shopper reads it (the `[Reload]` marker removed). */
export function valueLabel(name: string): string {
  return name.replace(RELOAD, ' ').replace(/\s+/g, ' ').trim();
}
