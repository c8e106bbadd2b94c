import { useEffect, useId, useMemo, useState, type Ref } from 'react';
import { useStore } from '@nanostores/react';
import { $settings } from '../../stores/settings.ts';
import { useLabels } from '../use-labels.ts';
import { fieldLabels } from './field-labels.ts';
import { countryName, loadCountries, orderCountries, US, type Country } from './countries.ts';
import { useIslandLanguage } from '../island-language.ts';
import { WholeValueSelect } from './WholeValueSelect.tsx';

type CountryList = { state: 'loading' } | { state: 'ready'; countries: readonly Country[] } | { state: 'failed' };

/** The country list in `locale`, downloaded when the first country field mounts (once per page). */
export function useCountries(locale: string): { list: CountryList; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<CountryList>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    loadCountries(locale).then(
      (countries) => live && setList({ state: 'ready', countries }),
      (error: unknown) => {
        console.error('resort-widgets: the country list could not be loaded', error);
        if (live) setList({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [locale, attempt]);
  return {
    list,
    retry: () => {
      setList({ state: 'loading' });
      setAttempt((count) => count + 1);
    },
  };
}

export interface CountrySelectProps {
  label?: string | undefined;
  /** The chosen country's ISO 3166-1 alpha-2 code, or ''. */
  value: string;
  onChange: (code: string) => void;
  /** Listed first (the store's default country when not given). */
  defaultCountry?: string | undefined;
  /** Only the United States. */
  usOnly?: boolean | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  error?: string | null | undefined;
  /** A native name, for forms in light DOM (inside a shadow root the tag submits instead). */
  name?: string | undefined;
  id?: string | undefined;
  selectRef?: Ref<HTMLSelectElement> | undefined;
  onBlur?: (() => void) | undefined;
}

/**
 * The country select. Until the list has loaded it offers the chosen country alone (named by the
 * browser), so a form can be sent at once; the list then fills in around it. The chosen name is
 * drawn whole, on two lines where one is too narrow ("Géorgie du Sud-et-les Îles Sandwich du Sud"
 * at 320 px): `WholeValueSelect`, whose styles every island holding this field adopts.
 */
export function CountrySelect({ label, value, onChange, defaultCountry, usOnly = false, required, disabled, error, name, id, selectRef, onBlur }: CountrySelectProps) {
  const settings = useStore($settings);
  const labels = useLabels(fieldLabels);
  const { locale } = useIslandLanguage();
  const { list, retry } = useCountries(locale);
  const ownId = useId();
  const selectId = id ?? `${ownId}-select`;
  const noteId = `${ownId}-note`;
  const first = usOnly ? US : (defaultCountry ?? settings.DefaultCountry);

  const options = useMemo(() => {
    if (list.state === 'ready') return orderCountries(list.countries, first, usOnly);
    // Before the list arrives: the chosen country alone, named without the download.
    const only = usOnly ? US : value;
    return only === '' ? [] : [{ code: only, name: countryName(only, locale) }];
  }, [list, first, usOnly, value, locale]);

  const note = error ?? (list.state === 'failed' ? labels['field.country.failed'] : null);
  // What the select shows: the chosen country, else (as React selects a value it does not offer) its first option.
  const shown = options.find((country) => country.code === value)?.name ?? (usOnly ? (options[0]?.name ?? '') : labels['field.country.choose']);
  return (
    <div className="rw-field">
      <label className="rw-label" htmlFor={selectId}>
        {label ?? labels['field.country']}
      </label>
      <WholeValueSelect
        ref={selectRef}
        id={selectId}
        name={name}
        shown={shown}
        value={value}
        required={required}
        disabled={disabled}
        autoComplete="country"
        aria-busy={list.state === 'loading' || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        {!usOnly && <option value="">{labels['field.country.choose']}</option>}
        {options.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </WholeValueSelect>
      {note && (
        <p id={noteId} className="rw-field__error" role="alert">
          {note}{' '}
          {list.state === 'failed' && (
            <button type="button" className="rw-button rw-button--link" onClick={retry}>
              {labels['common.retry']}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
