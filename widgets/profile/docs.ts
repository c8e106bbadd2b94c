/** Descriptions of `<resort-profile>` (manifest, `docs/tags/` and Storybook; `npm run docs`). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { profileElement } from './meta.ts';
import { profileLabels } from './labels.ts';
import { fieldLabels } from '../../src/ui/fields/field-labels.ts';

export const profileMeta = withDocs(profileElement, {
  description:
    'My Account’s profile form: name, e-mail (the login, changed through `POST /api/customer/username`), phone, birthday and address, saved with `POST /api/customer/saveprofile`. Signed-in customers only.',
  attributes: {
    profile:
      'The profile on file, as JSON (`FirstName`, `LastName`, `Email`, `Phone`, `DateOfBirth`, `StreetAddress`, `StreetAddress2`, `City`, `ZipPostalCode`, `CountryCode`, `StateProvince`): the values the form starts from. One that cannot be read is logged, and the form starts empty and says so.',
  },
  events: [{ name: 'resort:profile:saved', description: 'The profile was saved: `detail.profile` is the profile as the store answered it.' }],
  reference: `
My Account's profile form. Fields: \`First name\`, \`Last name\`, \`Email\` (\`You sign in with this
address.\`), \`Phone\` (the shared phone field: US and Canada first, at most 20 characters, stored as
\`+<country code> <number>\`; optional), \`Birthday\` (day, month and year, the last 100 years),
and the \`Address\`: \`Street address\`, \`Street address 2\`, \`City\`, \`ZIP / Postal code\`, \`Country\`
and the state field (State, Province or Region as the country has it). The form starts from the
\`profile\` attribute; what the customer types is kept through every failure.

**Checked before sending** (the store checks the same again and answers 400 with the same words):
\`First name is required\`, \`Last name is required\`, \`Enter a valid email address.\`, \`Enter a valid
phone number.\` (when one is typed), \`A valid birthday is required\` (a real date, not in the future,
within the last 100 years), and the lengths (60 characters a name, 100 an address line, 60 the city,
20 the postal code). The first field with a problem takes the focus.

**Saving.** \`Save\` reads \`Saving…\` while the store answers (the button keeps the focus and
ignores more clicks). When the e-mail changed it first sends \`POST /api/customer/username\` with
\`{ email }\` (answer \`{ UserName }\`); a refusal — the address belongs to another account — shows
\`Your email address could not be changed.\` with the store's reason, and nothing else is sent. Then
\`POST /api/customer/saveprofile\` with the profile as JSON (\`DateOfBirth\` as \`YYYY-MM-DD\`); the
answer is the profile as saved, which the form then shows, with \`Your profile has been saved.\` and
\`resort:profile:saved\`. A failure shows \`Your profile could not be saved.\` and why (the store's
message for a 400, our sentence for a network failure, a timeout, a 5xx or an answer of the wrong
shape); both calls carry the anti-forgery token, and a failed call is reported once through the
error reporter (\`resort:error\`). Signed out, it shows \`Sign in to see your profile.\`
`,
  fallback: {
    description:
      "The signed-in customer's profile as a read-only list (name, email, date of birth); editing it needs the widget, or the store's own account form where it has one.",
    example: `
<resort-profile>
  <dl data-resort-fallback>
    <dt>Name</dt><dd>Alex Morgan</dd>
    <dt>Email</dt><dd>shopper@example.com</dd>
    <dt>Date of birth</dt><dd>1986-03-14</dd>
  </dl>
</resort-profile>
`,
  },
  labels: { profileLabels, fieldLabels },
});
