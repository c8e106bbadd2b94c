/**
 * When a schedule overlay shows what its rules found: a new schedule opens clean, and a message
 * shows once the admin has touched what it is about (changed it, or left it) or tried to apply.
 *
 * - The name's message: once the name field was touched.
 * - A range's own messages (blank or crossed dates, payments over 100%): once any field of that
 *   range, its payments' included, was touched.
 * - How the ranges meet (an overlap or a gap with the next range): once any range's field was
 *   touched, or a range added or deleted (which is what makes two ranges meet differently).
 * - A payment's messages (a blank date, an amount that is not a percentage, a final payment dated
 *   too early): once that payment's date or amount was touched.
 * - Everything, once the admin pressed Apply while the schedule was not valid, and from the start
 *   for a stored schedule (what is wrong with it was not the admin's doing just now).
 *
 * Apply stays unavailable while the schedule is not valid either way; the rules themselves are
 * `schedule-validation.ts`'s, checked on every change.
 */
import { useCallback, useMemo, useState } from 'react';
import type { RangeCheck } from './schedule-validation.ts';

/** The name field's key. */
export const NAME_KEY = 'name';
/** Touched with any range's field, and by adding or deleting a range: how the ranges meet shows. */
export const RANGES_KEY = 'ranges';

/** What a field's `data-touch-key` names: the ranges, its range, and its payment when it is one's. */
export const touchKey = (range: string, payment?: string): string => `${RANGES_KEY} ${range}${payment === undefined ? '' : ` ${payment}`}`;

export interface ShownErrors {
  /** True once what `key` names was touched (or Apply was tried). */
  shows: (key: string) => boolean;
  /** Notes the keys a field's `data-touch-key` holds. */
  touch: (keys: string) => void;
  /** Apply was pressed while the schedule was not valid: every message shows. */
  showAll: () => void;
  /** Whether any message may show: something was touched, or Apply was tried. */
  any: boolean;
}

/** @param stored  a stored schedule shows every message from the start */
export function useShownErrors(stored: boolean): ShownErrors {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [all, setAll] = useState(stored);
  const touch = useCallback((keys: string) => {
    setTouched((previous) => {
      const added = keys.split(' ').filter((key) => key !== '' && !previous.has(key));
      return added.length === 0 ? previous : new Set([...previous, ...added]);
    });
  }, []);
  const shows = useCallback((key: string) => all || touched.has(key), [all, touched]);
  const showAll = useCallback(() => setAll(true), []);
  return useMemo(() => ({ shows, touch, showAll, any: all || touched.size > 0 }), [shows, touch, showAll, all, touched]);
}

/**
 * Reads the touched field's keys from an event inside the overlay (blur and change bubble to it).
 * A field of several controls (a date's day, month and year) carries the keys on its box and is
 * touched once all of them are chosen or cleared, or the focus leaves the box: not while the
 * staff member is still choosing, when the date is not yet one.
 */
export function touchedBy(event: { type?: string; target: EventTarget; relatedTarget?: EventTarget | null }, errors: Pick<ShownErrors, 'touch'>): void {
  const target = event.target as HTMLElement;
  const field = target.closest?.<HTMLElement>('[data-touch-key]');
  const keys = field?.dataset.touchKey;
  if (!field || !keys) return;
  if (field !== target) {
    const moved = event.relatedTarget instanceof Node && field.contains(event.relatedTarget);
    const chosen = [...field.querySelectorAll('select')].map((select) => select.value !== '');
    const settled = chosen.every(Boolean) || !chosen.some(Boolean);
    const leaving = event.type === 'blur' || event.type === 'focusout';
    if (leaving ? moved : !settled) return;
  }
  errors.touch(keys);
}

const NO_MESSAGES: readonly [] = [];

/**
 * What a range's check shows now: its own messages once the range was touched, how it meets the
 * next range once the ranges were, each payment's once that payment was touched. The balance due
 * is shown whatever was touched: it is a figure, not a message.
 */
export function shownRangeCheck(check: RangeCheck, keys: { range: string; payments: readonly string[] }, shows: (key: string) => boolean): RangeCheck {
  return {
    errors: shows(keys.range) ? check.errors : [...NO_MESSAGES],
    next: shows(RANGES_KEY) ? check.next : null,
    payments: check.payments.map((found, index) => (shows(keys.payments[index] ?? '') ? found : [...NO_MESSAGES])),
    balanceDue: check.balanceDue,
  };
}
