import type { Ref, SelectHTMLAttributes } from 'react';
import { adoptStyles } from '../adopt-styles.ts';
import { wholeValueSelectStyles } from './whole-value-select-styles.ts';

/** Gives the root the select is drawn in its look, once (every island that draws one: the product, the country field, the admin's lists). */
const adoptLook = (box: HTMLElement | null) => adoptStyles(box, 'whole-value-select', wholeValueSelectStyles);

/**
 * A select whose chosen value is always read whole: a closed select shows its value on one line
 * and cuts what does not fit (a French age group with its price, "Enfant (6 à 12 ans) (−40,00 $ US)",
 * or a country, "Géorgie du Sud-et-les Îles Sandwich du Sud", is wider than a select at 320 px).
 * The native select stays the control (its label, keyboard, the phone's own picker, what a screen
 * reader says), transparent and laid over the field's box, which draws the chosen option's text,
 * wrapped onto as many lines as it needs; that text is hidden from assistive technology, so
 * nothing is said twice. Its look (`whole-value-select-styles.ts`) goes to the root it is drawn
 * in as it mounts; the box itself is `.rw-input` (`field-styles.ts`).
 */
export function WholeValueSelect({ shown, children, ref, ...select }: SelectHTMLAttributes<HTMLSelectElement> & { shown: string; ref?: Ref<HTMLSelectElement> | undefined }) {
  return (
    <span className="rw-input rw-whole-select" ref={adoptLook}>
      <select {...select} ref={ref} className="rw-whole-select__control">
        {children}
      </select>
      <span aria-hidden="true">{shown}</span>
    </span>
  );
}
