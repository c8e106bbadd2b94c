import { useLayoutEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { IslandProps } from '../../src/island/define-widget.tsx';
import { formatLabel } from '../../src/core/labels.ts';
import { useFormField } from '../../src/island/use-form-field.ts';
import { $settings } from '../../src/stores/settings.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import { CountrySelect } from '../../src/ui/fields/CountrySelect.tsx';
import { countryValue, US } from '../../src/ui/fields/countries.ts';
import { fieldLabels } from '../../src/ui/fields/field-labels.ts';
import { useShownProblem } from './use-shown-problem.ts';

export interface CountrySelectTagProps extends IslandProps {
  name?: string | undefined;
  /** The starting country (ISO 3166-1 alpha-2); the default country when not given. */
  value?: string | undefined;
  label?: string | undefined;
  defaultCountry?: string | undefined;
  usOnly?: boolean | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
}

const asCode = (text: string) => countryValue(null, text);

/** `<resort-country-select>`: the country list as a select whose code is submitted with the host's form. */
export function CountrySelectTag({ name = '', value, label, defaultCountry, usOnly = false, required = false, disabled = false, formControl, host }: CountrySelectTagProps) {
  const settings = useStore($settings);
  const labels = useLabels(fieldLabels);
  const preferred = defaultCountry?.trim() || settings.DefaultCountry;
  const start = usOnly ? US : value?.trim() || preferred;
  const field = useFormField(formControl, start, asCode);
  const problem = useShownProblem(host, field.revision);
  const select = useRef<HTMLSelectElement>(null);
  const userChanged = useRef(false);
  const shownLabel = label ?? labels['field.country'];
  const missing = required && field.value === '';
  const message = missing ? formatLabel(labels['field.required'], { label: shownLabel }) : null;

  useLayoutEffect(() => {
    if (!formControl) return;
    formControl.commit(field.value, name === '' ? [] : [[name, field.value]]);
    formControl.setValidity(message ? { flag: 'valueMissing', message, anchor: select.current } : null);
    if (userChanged.current) {
      userChanged.current = false;
      formControl.changed();
    }
  }, [formControl, field.value, name, message]);

  return (
    <CountrySelect
      label={shownLabel}
      value={field.value}
      onChange={(code) => {
        userChanged.current = true;
        field.setValue(code);
        problem.show();
      }}
      defaultCountry={preferred}
      usOnly={usOnly}
      required={required}
      disabled={disabled || field.formDisabled}
      error={problem.shown ? message : null}
      selectRef={select}
    />
  );
}
