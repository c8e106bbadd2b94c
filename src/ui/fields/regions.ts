/**
 * The state field's choices: a select for the United States (the 50 states and the District of
 * Columbia), Canada (its 13 provinces and territories, labelled Province) and Australia (its 8
 * states and territories), labelled State for the United States and Australia; for every other
 * country a free-text field labelled Region. Values are the subdivision codes of ISO 3166-2 without
 * the country prefix (`CO`, `BC`, `NSW`), which is what address forms and card processors expect.
 *
 * The lists are fixed by the store's rules (these three countries and exactly these entries), so
 * they are written here rather than drawn from a data set that lists every subdivision of the world.
 */
export type RegionLabel = 'state' | 'province' | 'region';

export type RegionField = { kind: 'select'; label: RegionLabel; options: ReadonlyArray<readonly [code: string, name: string]> } | { kind: 'text'; label: 'region' };

export const US_STATES: ReadonlyArray<readonly [string, string]> = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'],
  ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'],
  ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'],
  ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'],
  ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'],
  ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'],
  ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

export const CA_PROVINCES: ReadonlyArray<readonly [string, string]> = [
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'], ['NT', 'Northwest Territories'], ['NS', 'Nova Scotia'], ['NU', 'Nunavut'],
  ['ON', 'Ontario'], ['PE', 'Prince Edward Island'], ['QC', 'Quebec'], ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
];

export const AU_STATES: ReadonlyArray<readonly [string, string]> = [
  ['ACT', 'Australian Capital Territory'], ['NSW', 'New South Wales'], ['NT', 'Northern Territory'], ['QLD', 'Queensland'],
  ['SA', 'South Australia'], ['TAS', 'Tasmania'], ['VIC', 'Victoria'], ['WA', 'Western Australia'],
];

const SELECTS: Readonly<Record<string, RegionField>> = {
  US: { kind: 'select', label: 'state', options: US_STATES },
  CA: { kind: 'select', label: 'province', options: CA_PROVINCES },
  AU: { kind: 'select', label: 'state', options: AU_STATES },
};

/** Longest region a shopper may type (free text). */
export const REGION_MAX_LENGTH = 100;

/** The field for `country` (an ISO 3166-1 alpha-2 code, any case). */
export function regionField(country: string | null | undefined): RegionField {
  return SELECTS[(country ?? '').trim().toUpperCase()] ?? { kind: 'text', label: 'region' };
}

/**
 * `value` as the field for `country` keeps it: a code of that country's list (matched without
 * regard to case, or by its name), '' when the list has no such entry; free text trimmed to
 * `REGION_MAX_LENGTH` for other countries.
 */
export function regionValue(country: string | null | undefined, value: string): string {
  const field = regionField(country);
  if (field.kind === 'text') return value.slice(0, REGION_MAX_LENGTH);
  const wanted = value.trim().toUpperCase();
  const found = field.options.find(([code, name]) => code === wanted || name.toUpperCase() === wanted);
  return found ? found[0] : '';
}
