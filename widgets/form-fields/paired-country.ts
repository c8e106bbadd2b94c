import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { FIELD_VALUE_EVENT } from '../../src/island/form-control.ts';
import { $settings } from '../../src/stores/settings.ts';

const COUNTRY_TAG = 'resort-country-select';

/**
 * The element whose country a state field follows: the element with id `countryField` (one of our
 * country selects or a host's own `<select>`), else, when the field has no `country` of its own,
 * the country select in the same form.
 */
function pairedElement(host: HTMLElement, countryField: string | undefined, country: string | undefined): HTMLElement | null {
  const root = host.getRootNode() as Document | ShadowRoot;
  if (countryField) return root.getElementById?.(countryField) ?? null;
  if (country) return null;
  return host.closest('form')?.querySelector<HTMLElement>(COUNTRY_TAG) ?? null;
}

const valueOf = (element: HTMLElement): string => {
  const value = (element as HTMLElement & { value?: unknown }).value;
  return typeof value === 'string' ? value : (element.getAttribute('value') ?? '');
};

/**
 * The country a state field is for, kept in step with the element it is paired with (its value
 * changes by the shopper, a script or a reset); `country` (or the store's default country, the
 * page locale's when the store names none) when unpaired.
 */
export function usePairedCountry(host: HTMLElement | undefined, countryField: string | undefined, country: string | undefined): string {
  const settings = useStore($settings);
  const fallback = country?.trim() || settings.DefaultCountry;
  // Found while rendering, so the first render already shows the paired country's field.
  const element = useMemo(() => (host ? pairedElement(host, countryField, country) : null), [host, countryField, country]);
  const [paired, setPaired] = useState<string | null>(() => (element ? valueOf(element) : null));
  useEffect(() => {
    if (!element) {
      setPaired(null);
      return;
    }
    const read = () => setPaired(valueOf(element));
    read();
    const events = ['change', 'input', FIELD_VALUE_EVENT];
    for (const name of events) element.addEventListener(name, read);
    // Our country select may not have started yet: read it again once it has.
    let live = true;
    if (element.localName === COUNTRY_TAG) void customElements.whenDefined(COUNTRY_TAG).then(() => live && read());
    return () => {
      live = false;
      for (const name of events) element.removeEventListener(name, read);
    };
  }, [element]);
  return element ? (paired ?? '') : fallback;
}
