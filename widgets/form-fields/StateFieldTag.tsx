import { useLayoutEffect, useRef, useState } from 'react';
import type { IslandProps } from '../../src/island/define-widget.tsx';
import { formatLabel } from '../../src/core/labels.ts';
import { useFormField } from '../../src/island/use-form-field.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import { StateField, regionLabel } from '../../src/ui/fields/StateField.tsx';
import { regionValue } from '../../src/ui/fields/regions.ts';
import { fieldLabels } from '../../src/ui/fields/field-labels.ts';
import { usePairedCountry } from './paired-country.ts';
import { useShownProblem } from './use-shown-problem.ts';

export interface StateFieldTagProps extends IslandProps {
  name?: string | undefined;
  value?: string | undefined;
  label?: string | undefined;
  /** The country when the field follows no country select (default: page data `DefaultCountry`, else the page locale's). */
  country?: string | undefined;
  /** The id of the country select (ours or the host's `<select>`) to follow. */
  countryField?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
}

const asText = (text: string) => text;

/** A change from one country to another (not from "none yet"): what the field held no longer fits. */
export function isNewCountry(before: string, after: string): boolean {
  const [from, to] = [before.trim().toUpperCase(), after.trim().toUpperCase()];
  return from !== '' && to !== '' && from !== to;
}

/**
 * `<resort-state-field>`: State, Province or Region for the country it follows, submitted with the
 * host's form. A change of country empties it (a state of one country is no state of another).
 */
export function StateFieldTag({ name = '', value = '', label, country, countryField, required = false, disabled = false, formControl, host }: StateFieldTagProps) {
  const labels = useLabels(fieldLabels);
  const followed = usePairedCountry(host, countryField, country);
  const field = useFormField(formControl, value, asText);
  const problem = useShownProblem(host, field.revision);
  const control = useRef<HTMLSelectElement & HTMLInputElement>(null);
  const userChanged = useRef(false);
  const [forCountry, setForCountry] = useState(followed);
  if (forCountry !== followed) {
    setForCountry(followed);
    // Not while the paired select is still starting (no country yet): the starting value stays.
    if (isNewCountry(forCountry, followed)) field.setValue('');
  }
  const kept = regionValue(followed, field.value);
  const shownLabel = label ?? regionLabel(followed, labels);
  const missing = required && kept.trim() === '';
  const message = missing ? formatLabel(labels['field.required'], { label: shownLabel }) : null;

  useLayoutEffect(() => {
    if (!formControl) return;
    const submitted = kept.trim();
    formControl.commit(submitted, name === '' ? [] : [[name, submitted]]);
    formControl.setValidity(message ? { flag: 'valueMissing', message, anchor: control.current } : null);
    if (userChanged.current) {
      userChanged.current = false;
      formControl.changed();
    }
  }, [formControl, kept, name, message]);

  return (
    <StateField
      country={followed}
      value={kept}
      onChange={(next) => {
        userChanged.current = true;
        field.setValue(next);
      }}
      onBlur={problem.show}
      label={label}
      required={required}
      disabled={disabled || field.formDisabled}
      error={problem.shown ? message : null}
      controlRef={control}
    />
  );
}
