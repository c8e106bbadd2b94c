/**
 * The kinds of problem a screen-reader user meets, checked on every step of every journey from
 * what Orca logged: where its focus went (role, name and ancestors, as the platform's
 * accessibility API gives them) and what it said. Each kind has a planted test (`planted.ts`)
 * that shows the check failing on it.
 */
import type { OrcaRecord } from './orca.ts';

export type FocusRecord = Extract<OrcaRecord, { kind: 'focus' }>;

/** AT-SPI's roles for a dialog: `dialog`, and `alert` for an `alertdialog`. */
const DIALOG_ROLES = new Set(['dialog', 'alert', 'alert dialog', 'file chooser']);
/** Fields: their name is their label. */
const FIELD_ROLES = new Set(['entry', 'password text', 'combo box', 'spin button', 'check box', 'radio button', 'list box', 'slider', 'date editor', 'text']);
/** Other controls a user lands on: their name says what they do. */
const CONTROL_ROLES = new Set(['push button', 'toggle button', 'link', 'menu item', 'check menu item', 'radio menu item', 'page tab', 'tree item', 'switch']);
const DOCUMENT_ROLES = new Set(['document web', 'document frame']);

/** Whether the focus is in the page (not in the browser's own toolbar, tabs or menus). */
export function inPage(focus: FocusRecord): boolean {
  return DOCUMENT_ROLES.has(focus.role) || focus.ancestors.some((ancestor) => DOCUMENT_ROLES.has(ancestor.role));
}

/** Whether the focus is known to be outside the page: its ancestors, read to its window, hold no document. */
export function outsidePage(focus: FocusRecord): boolean {
  return focus.complete && !inPage(focus);
}

/** The dialog the focus is in (itself, or its nearest dialog ancestor inside the page), or null. */
export function dialogOf(focus: FocusRecord): { role: string; name: string } | null {
  if (DIALOG_ROLES.has(focus.role)) return { role: focus.role, name: focus.name };
  for (const ancestor of focus.ancestors) {
    if (DOCUMENT_ROLES.has(ancestor.role)) return null;
    if (DIALOG_ROLES.has(ancestor.role)) return ancestor;
  }
  return null;
}

const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

const where = (focus: FocusRecord) => `${focus.role} “${focus.name}”${outsidePage(focus) ? ' (outside the page: the browser’s own window)' : ''}`;

export interface StepFacts {
  /** The key pressed (xdotool's name), or null for typing and page loads. */
  key: string | null;
  /** Orca's focus before the step, and after it (null when it did not move). */
  before: FocusRecord | null;
  /** Where the last step that moved the focus left it (a dialog made modal moves it for a moment between steps). */
  previous?: FocusRecord | null;
  after: FocusRecord | null;
  said: string[];
  silentAllowed: boolean;
  /** What the page itself says of its focus after a Tab from inside a dialog (the driver's view). */
  pageFocusInDialog?: boolean | undefined;
}

/** The problems of one step, in words (none: an empty list). */
export function checkStep({ key, before, previous = null, after, said, silentAllowed, pageFocusInDialog }: StepFacts): string[] {
  const problems: string[] = [];
  if (after && !outsidePage(after)) {
    const dialog = dialogOf(after);
    if (dialog && dialog.name.trim() === '') problems.push(`a dialog without a name: Orca's focus went into a ${dialog.role} that has no name (on ${where(after)})`);
    if (FIELD_ROLES.has(after.role) && after.name.trim() === '') problems.push(`a field without a label: Orca's focus is on ${article(after.role)} ${after.role} with no name${dialog ? ` in the ${dialog.role} “${dialog.name}”` : ''}`);
    if (CONTROL_ROLES.has(after.role) && after.name.trim() === '') problems.push(`a control without a name: Orca's focus is on ${article(after.role)} ${after.role} with no name`);
  }
  const from = before && !outsidePage(before) ? dialogOf(before) : null;
  const into = after && !outsidePage(after) ? dialogOf(after) : null;
  const was = from ?? (previous && !outsidePage(previous) ? dialogOf(previous) : null);
  if (into && into.name.trim() !== '' && (!was || was.name !== into.name)) {
    const heard = said.join(' ');
    // Orca leaves out a dialog's name when the control that opened it had the same one (the Sign In
    // button's lightbox, titled Sign In): it was just said.
    const named = heard.includes(into.name) || before?.name === into.name || previous?.name === into.name;
    if (!named || !/\b(dialog|alert)\b/.test(heard)) problems.push(`a dialog not announced: the focus entered the ${into.role} “${into.name}” and Orca did not say so`);
  }
  if (from && (key === 'Tab' || key === 'shift+Tab')) {
    const to = after ? (outsidePage(after) ? null : dialogOf(after)) : from;
    if (after && (!to || to.name !== from.name)) problems.push(`focus escaped the ${from.role} “${from.name}”: ${key === 'Tab' ? 'Tab' : 'Shift+Tab'} moved it to ${where(after)}`);
    else if (pageFocusInDialog === false) problems.push(`focus escaped the ${from.role} “${from.name}”: after ${key === 'Tab' ? 'Tab' : 'Shift+Tab'} the page's focus is outside it`);
  }
  if (key !== null && !silentAllowed && said.length === 0) problems.push(`Orca said nothing after ${key}`);
  return problems;
}
