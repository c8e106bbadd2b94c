/**
 * The country list: the 250 countries of ISO 3166-1 from i18n-iso-countries (a kept data set,
 * not a list of our own), loaded on demand so that pages without a country field never download
 * it. Names are shown in the page's locale where the browser knows them (`Intl.DisplayNames`),
 * otherwise in the data set's English.
 *
 * Order: the store's default country first, then every other by name; in the US-only mode the
 * United States alone.
 */
export interface Country {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  name: string;
}

export const US = 'US';

type CountryNames = Record<string, string | readonly string[]>;

let loading: Promise<CountryNames> | null = null;

/** The data set's English names by code (one download per page, shared by every field). */
function loadNames(): Promise<CountryNames> {
  loading ??= import('i18n-iso-countries/langs/en.json').then(
    (module) => (module as unknown as { default: { countries: CountryNames } }).default.countries,
    (error: unknown) => {
      loading = null; // a failed download may be retried
      throw error;
    },
  );
  return loading;
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

function regionNames(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  return displayNames.get(locale) ?? null;
}

/** The name of `code` in `locale`, else `fallback`, else the code itself. Needs no download. */
export function countryName(code: string, locale: string, fallback?: string): string {
  const upper = code.toUpperCase();
  let known: string | undefined;
  try {
    known = regionNames(locale)?.of(upper);
  } catch {
    known = undefined;
  }
  return known && known !== upper ? known : (fallback ?? upper);
}

/** Every country, named in `locale`, by name. */
export async function loadCountries(locale: string): Promise<readonly Country[]> {
  const names = await loadNames();
  const countries = Object.entries(names).map(([code, english]) => ({
    code,
    name: countryName(code, locale, typeof english === 'string' ? english : (english[0] ?? code)),
  }));
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return countries.sort((a, b) => collator.compare(a.name, b.name));
}

/** The list a country field shows: the default country first, or only the United States. */
export function orderCountries(countries: readonly Country[], defaultCountry: string, usOnly: boolean): readonly Country[] {
  if (usOnly) return countries.filter((country) => country.code === US);
  const first = defaultCountry.trim().toUpperCase();
  const preferred = countries.find((country) => country.code === first);
  return preferred ? [preferred, ...countries.filter((country) => country !== preferred)] : countries;
}

/** `value` as a code of the list (any case), or '' when the list has no such country. */
export function countryValue(countries: readonly Country[] | null, value: string): string {
  const wanted = value.trim().toUpperCase();
  if (wanted === '') return '';
  if (countries === null) return /^[A-Z]{2}$/.test(wanted) ? wanted : '';
  return countries.some((country) => country.code === wanted) ? wanted : '';
}
