/** Descriptions of the form-field tags (manifest, `docs/tags/` and Storybook; `npm run docs`). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { countrySelectElement, dateFieldElement, stateFieldElement } from './meta.ts';
import { fieldLabels } from '../../src/ui/fields/field-labels.ts';

// Like native fields they send `input` and `change` on the element itself when the shopper changes
// them, and no `resort:*` event on window.
const fieldEvents = [] as const;

const common = {
  name: 'The name the value is submitted under with the host form (no name: nothing is submitted).',
  label: 'The visible label (default in the store’s wording, overridable by label key).',
  required: 'The form cannot be submitted while the field is empty; the message names the field.',
  disabled: 'The field cannot be changed and is not submitted (a `<fieldset disabled>` around it does the same).',
};

export const dateFieldMeta = withDocs(dateFieldElement, {
  description:
    'A form-associated date field: day, month and year selects in the locale’s order (month first for en-US), days 1–31 and months 1–12, checked as a real date. Submitted with the host form as `name` (`YYYY-MM-DD`) and its parts as `name_day`, `name_month` and `name_year`, as legacy forms read them. `element.value` is the date (empty until day, month and year make one).',
  attributes: {
    ...common,
    value: 'The starting date, `YYYY-MM-DD` (a form reset goes back to it); the property is the date it holds now.',
    required: 'The form cannot be submitted without a date (`{label} is required.`).',
    label: 'The visible label of the group (default `Date`).',
    min: 'The earliest date accepted, `YYYY-MM-DD` (`Choose a date on or after …`); also the first year offered.',
    max: 'The latest date accepted, `YYYY-MM-DD` (`Choose a date on or before …`); also the last year offered (default: this year).',
    years: 'How many years back from the last one are offered when there is no `min` (default 100: a birth date).',
  },
  events: fieldEvents,
  reference: `
A date as day, month and year selects (in the locale's order: month, day, year for en-US; day
first for every other locale), days 1–31 and months 1–12, checked as a real date when all three are
chosen (\`That date does not exist: check the day and the month.\`). Years run from \`max\`'s year (this
year without one) back 100 years (a birth date), or down to \`min\`'s year. It is a form-associated
custom element: the host's own \`<form>\` submits it as \`name\` (\`YYYY-MM-DD\`, empty while incomplete)
and its parts as \`name_day\`, \`name_month\` and \`name_year\`, as legacy forms read them; it takes part
in the form's validation (\`required\`, \`min\`, \`max\`: the browser will not send the form, and the
field says why), reset (back to \`value\`) and \`<fieldset disabled>\`. Scripts read \`element.value\`
(the date it holds now), \`form\`, \`validity\`, \`checkValidity()\`; set \`element.value\` to change it.
Like a native field it sends \`input\` and \`change\` on itself when the shopper changes it. The
same selects are the React part \`src/ui/fields/DateField.tsx\` inside our widgets.
`,
  fallback: {
    description:
      "A plain date field with the same `name`, so the host's form posts the date without script (`YYYY-MM-DD`). The widget disables it when it takes over, so the date is posted once.",
    example: `
<resort-date-field name="DateOfBirth" label="Date of birth">
  <p data-resort-fallback>
    <label for="field-DateOfBirth">Date of birth</label>
    <input type="date" id="field-DateOfBirth" name="DateOfBirth" autocomplete="bday">
  </p>
</resort-date-field>
`,
  },
  labels: { fieldLabels },
});

export const countrySelectMeta = withDocs(countrySelectElement, {
  description:
    'A form-associated country select: the 250 countries of ISO 3166-1 (i18n-iso-countries, loaded when the field first shows), named in the page’s locale, with the store’s default country first. Submits the ISO 3166-1 alpha-2 code (`US`, `CA`).',
  attributes: {
    ...common,
    value: 'The starting country code (default: the default country).',
    label: 'The visible label (default `Country`).',
    defaultCountry: 'The country listed first and chosen at the start (default: page data `DefaultCountry`, else the country of the page\'s `locale`: `CA` on an `fr-CA` page, `US` on an `en-US` one).',
    usOnly: 'Offer the United States only.',
  },
  events: fieldEvents,
  reference: `
The country select: the 250 countries of ISO 3166-1 (from i18n-iso-countries, downloaded when the
first country field shows: 2.4 KB gzip that pages without one never load), named in the page's
locale, by name, with the store's default country (\`DefaultCountry\` in page data; without it the country of the
page's \`locale\`: Canada on a \`fr-CA\` page, the United States on an \`en-US\` one) first and
chosen unless \`value\` says otherwise; \`us-only\` offers the United States alone. Until the list has
arrived the chosen country is already there, so the form can be sent at once. Form-associated like
the date field: submits the ISO 3166-1 alpha-2 code (\`US\`, \`CA\`). The React part is
\`src/ui/fields/CountrySelect.tsx\`.

Like a native field it sends \`input\` and \`change\` on the element itself (no \`resort:*\` event).
`,
  fallback: {
    description:
      "A plain `<select>` of countries with the same `name` (ISO codes as values), so the host's form posts the country without script.",
    example: `
<resort-country-select name="CountryCode">
  <p data-resort-fallback>
    <label for="field-CountryCode">Country</label>
    <select id="field-CountryCode" name="CountryCode" autocomplete="country"><option value="">Choose a country</option><option value="US">United States</option>…</select>
  </p>
</resort-country-select>
`,
  },
  labels: { fieldLabels },
});

export const stateFieldMeta = withDocs(stateFieldElement, {
  description:
    'A form-associated state field: a select of the 50 states and DC labelled State for the United States, the 13 provinces and territories labelled Province for Canada, the 8 states and territories labelled State for Australia, and free text labelled Region for any other country. It follows the country select it is paired with (by `country-field`, or the `<resort-country-select>` of its form) and empties when that country changes. Submits the subdivision code (`CO`, `BC`, `NSW`) or the typed region.',
  attributes: {
    ...common,
    value: 'The starting state, province or region (a code of the country’s list, or its name).',
    required: 'The form cannot be submitted without one (`{label} is required.`: `State is required.` for the United States).',
    label: 'Replaces the label the country gives (State, Province or Region).',
    country: 'The country (ISO 3166-1 alpha-2) when the field follows no country select (default: page data `DefaultCountry`, else the country of the page\'s `locale`).',
    countryField: 'The id of the country select to follow: a `<resort-country-select>` or the host’s own `<select>` of country codes.',
  },
  events: fieldEvents,
  reference: `
State, Province or Region for a country: a select of the 50 states and DC (labelled \`State\`) for
the United States, the 13 provinces and territories (\`Province\`) for Canada, the 8 states and
territories (\`State\`) for Australia, and free text labelled \`Region\` (at most 100 characters) for
any other country. It follows the country select it is paired with — the element whose id is
\`country-field\` (our country select or the host's own \`<select>\` of country codes), else the
\`<resort-country-select>\` of its form — and empties when that country changes; without one it uses
\`country\`. Form-associated: submits the subdivision code (\`CO\`, \`BC\`, \`NSW\`) or the typed region.
The React part is \`src/ui/fields/StateField.tsx\`.

Like a native field it sends \`input\` and \`change\` on the element itself (no \`resort:*\` event).
`,
  fallback: {
    description:
      "A plain text field with the same `name`, so the host's form posts the state or province without script.",
    example: `
<resort-state-field name="StateProvince">
  <p data-resort-fallback>
    <label for="field-StateProvince">State / province</label>
    <input type="text" id="field-StateProvince" name="StateProvince" autocomplete="address-level1">
  </p>
</resort-state-field>
`,
  },
  labels: { fieldLabels },
});
