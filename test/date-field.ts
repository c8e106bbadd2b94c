/**
 * A date field of ours (`src/ui/fields/DateField.tsx`: day, month and year selects in a group
 * named by its legend) as a component test uses it: chosen as a person would, part by part in the
 * page's order, and read back as the `YYYY-MM-DD` the form holds.
 */
import { fireEvent } from '@testing-library/react';
import { dateOfParts, partsOf, type DatePart } from '../src/ui/fields/date-parts.ts';

const PARTS: readonly DatePart[] = ['day', 'month', 'year'];

function partOf(select: HTMLSelectElement): DatePart {
  const part = PARTS.find((name) => select.closest(`.rw-datefield__part--${name}`));
  if (!part) throw new Error('Not a select of a date field');
  return part;
}

/** The field's selects, in the order shown. */
export function dateSelects(field: HTMLElement): HTMLSelectElement[] {
  return [...field.querySelectorAll<HTMLSelectElement>('.rw-datefield__part select')];
}

/** Chooses `date` (`YYYY-MM-DD`; `''` puts every part back to none), one select after the other. */
export function chooseDate(field: HTMLElement, date: string): void {
  const parts = date === '' ? { day: '', month: '', year: '' } : partsOf(date);
  if (date !== '' && parts.day === '') throw new Error(`Not a date: ${date}`);
  for (const select of dateSelects(field)) fireEvent.change(select, { target: { value: parts[partOf(select)] } });
}

/** The date the field holds (`YYYY-MM-DD`), or `''` while its parts make none. */
export function dateOf(field: HTMLElement): string {
  const parts = { day: '', month: '', year: '' };
  for (const select of dateSelects(field)) parts[partOf(select)] = select.value;
  return dateOfParts(parts) ?? '';
}

/** The years the field offers, as its year select lists them (latest first). */
export function yearsOffered(field: HTMLElement): string[] {
  const select = dateSelects(field).find((candidate) => partOf(candidate) === 'year');
  return select ? [...select.options].map((option) => option.value).filter((value) => value !== '') : [];
}
