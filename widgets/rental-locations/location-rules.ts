import { safeLinkUrl } from '../../src/core/safe-url.ts';
/**
 * The location picker's rules.
 */
import type { RentalLocation } from '../../src/api/rental-location-schemas.ts';

/** The Contact Phone Number input shows when the site `RequiresPhone` and the view is not read-only. */
export function needsPhone(location: Pick<RentalLocation, 'RequiresPhone'> | null | undefined, readOnly: boolean): boolean {
  return Boolean(location?.RequiresPhone) && !readOnly;
}

export interface SaveConditions {
  location: Pick<RentalLocation, 'RequiresPhone'> | null | undefined;
  readOnly: boolean;
  /** The phone field holds a valid number (ignored when the site needs none). */
  phoneValid: boolean;
  saving: boolean;
}

/** Select This Location is enabled only for a chosen site, with a valid phone when it needs one, and not while saving. */
export function canSaveLocation({ location, readOnly, phoneValid, saving }: SaveConditions): boolean {
  if (!location || readOnly || saving) return false;
  return !needsPhone(location, readOnly) || phoneValid;
}

/** Where the picker starts: the saved site (shown as a summary), else the first site chosen for a look. */
export function initialPick(locations: readonly RentalLocation[]): { selectedId: number | null; savedId: number | null } {
  const saved = locations.find((location) => location.IsSelected);
  return { selectedId: saved?.Id ?? locations[0]?.Id ?? null, savedId: saved?.Id ?? null };
}

/** Lines of a multi-line text field (hours, address, brands), blank lines dropped. */
export function textLines(value: string): string[] {
  return value
    .split(/\r?\n|<br\s*\/?>/i)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Only harmless links (http(s), mailto, tel, this site) become anchors; `javascript:` is not a link. */
export function safeHref(url: string): string | null {
  return safeLinkUrl(url);
}

/**
 * The contact phone a saved site shows: a North American number (`+1` and ten digits, as the phone
 * field sends it: `+1 3035550100`) the way the store writes its own sites' phones, `(303) 555-0100`;
 * any other number as the shopper gave it.
 */
export function shownPhone(phone: string): string {
  const digits = phone.replace(/[\s().-]/g, '');
  const northAmerican = /^\+?1(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return northAmerican ? `(${northAmerican[1]}) ${northAmerican[2]}-${northAmerican[3]}` : phone.trim();
}
