/**
 * The Contact Phone Number field lives in the page's light DOM (projected into the island through
 * a slot; see PhoneField.tsx), so these rules go into the document, scoped to `.rw-phone-light`.
 * The host's global element rules (`input {…}`, `button {…}`, `ul {…}`, `div { font-family }`)
 * reach it there: the reset below undoes them with element-level specificity, which
 * intl-tel-input's own class rules still override. The input itself gets a stronger reset:
 * `:not(#rw-phone-unused)` (no element has that id) lifts its rules above a host's `input {…}`,
 * `form input {…}` or `#content input {…}` (only a host's `!important` still wins), for every
 * property a host sets on inputs. Its left padding keeps the room of intl-tel-input's country
 * button from the first paint (measured: 59px of spacing and arrow plus `+1` at 1.5em, the
 * default country's); intl-tel-input then sets the exact room inline, for the dial code it shows.
 */
export const phoneFieldDocumentStyles = /* css */ `
.rw-phone-light, :where(.rw-phone-light) * {
  box-sizing: border-box; line-height: 1.35; letter-spacing: normal; text-transform: none; text-align: left;
}
.rw-phone-light { display: block; font: inherit; color: inherit; }
:where(.rw-phone-light) div, :where(.rw-phone-light) span, :where(.rw-phone-light) p,
:where(.rw-phone-light) label, :where(.rw-phone-light) ul, :where(.rw-phone-light) li,
:where(.rw-phone-light) strong, :where(.rw-phone-light) button, :where(.rw-phone-light) input {
  font-family: inherit; font-size: inherit; font-weight: inherit; color: inherit; float: none; width: auto; height: auto; margin: 0;
}
:where(.rw-phone-light) p { text-align: left; }
:where(.rw-phone-light) ul { list-style: none; padding: 0; }
:where(.rw-phone-light) li { padding: 0; }
:where(.rw-phone-light) button { background: none; border: 0; padding: 0; font: inherit; text-transform: none; cursor: pointer; }
:where(.rw-phone-light) label { display: block; }
:where(.rw-phone-light) *:focus { outline: none; }
@media (forced-colors: active) { :where(.rw-phone-light) :is(input, button):focus { outline: 2px solid Highlight !important; outline-offset: 2px; } }
.rw-phone-light .rw-phone { display: grid; gap: 0.3em; }
.rw-phone-light .rw-phone__label { font-weight: 600; font-size: 1em; }
.rw-phone-light .rw-phone__control { display: block; position: relative; }
.rw-phone-light .rw-phone__control[aria-busy="true"] { cursor: progress; }
/* The still country button: intl-tel-input's sizes (1px border, 10px and 7px of spacing, a 20x17
   globe, a 5px arrow, 4px before the dial code), so nothing changes when the real one is drawn. */
.rw-phone-light .rw-phone__still { position: absolute; z-index: 1; top: 0; bottom: 0; left: 0; padding: 1px; display: flex; align-items: center; pointer-events: none; }
.rw-phone-light .rw-phone__still-primary { display: flex; align-items: center; height: 100%; padding: 0 7px 0 10px; }
.rw-phone-light .rw-phone__still-globe { display: block; width: 20px; height: 17px; fill: #555; }
.rw-phone-light .rw-phone__still-arrow {
  display: block; box-sizing: border-box; width: 5px; height: 5px; margin: -2px 0 0 7px;
  border-right: 1.5px solid #555; border-bottom: 1.5px solid #555; transform: rotate(45deg);
}
.rw-phone-light .rw-phone__still-dial { margin-left: 4px; }
.rw-phone-light .iti { display: block; width: 100%; --iti-hover-color: rgba(70, 130, 180, 0.12); }
.rw-phone-light .rw-phone__input:not(#rw-phone-unused) {
  display: block; box-sizing: border-box; width: 100%; max-width: none; height: auto; min-height: 2.5em; margin: 0;
  padding: 0.4em 0.6em 0.4em calc(59px + 1.5em);
  font: inherit; line-height: 1.35; letter-spacing: normal; text-transform: none; text-indent: 0; color: inherit;
  background: #fff; border: 1px solid; border-color: var(--rw-control-border, color-mix(in srgb, var(--resort-color-border, #cbd2d9) 55%, var(--resort-color-text, #1f2933))); border-radius: var(--resort-radius, 6px);
  box-shadow: none; outline: none; appearance: none;
}
/* The country button: intl-tel-input sets its box, but not what a host's button rules add
   (a fixed width widens the button and, through the padding intl-tel-input measures, the gap). */
.rw-phone-light .iti__selected-country:not(#rw-phone-unused) {
  width: auto; min-width: 0; max-width: none; float: none; font-weight: inherit; line-height: inherit;
  text-transform: none; letter-spacing: normal; box-shadow: none;
}
.rw-phone-light .rw-phone__input:not(#rw-phone-unused):focus-visible, .rw-phone-light .iti__selected-country:not(#rw-phone-unused):focus-visible {
  outline: none; box-shadow: var(--rw-focus, var(--resort-focus-ring, 0 0 0 2px #fff, 0 0 0 4px var(--resort-color-primary, #4682b4)));
}
.rw-phone-light .rw-phone__input[aria-invalid="true"]:not(#rw-phone-unused) { border: 2px solid var(--resort-color-danger, #b42318); background: var(--rw-danger-tint); }
.rw-phone-light .rw-phone__error { color: var(--resort-color-danger, #b42318); font-size: 0.9em; }
.rw-phone-light .iti__country-list { background: #fff; color: var(--resort-color-text, #1f2933); }
.rw-phone-light .iti__country.iti__highlight { background: rgba(70, 130, 180, 0.16); }
`;

/**
 * intl-tel-input's globe (its country button when no country has a flag; MIT, from its own
 * markup), drawn by the still button before intl-tel-input is in.
 */
export const GLOBE_PATHS = [
  'M508 213a240 240 0 0 0-449-87l-2 5-2 5c-8 14-13 30-17 46a65 65 0 0 1 56 4c16-10 35-19 56-27l9-3c-6 23-10 48-10 74h-16l4 6c3 4 5 8 6 13h6c0 22 3 44 8 65l2 10-25-10-4 5 12 18 9 3 6 2 8 3 9 26 1 2 16-7h1l-5-13-1-2c24 6 49 9 75 10v26l11 10 7 7v-30l1-13c22 0 44-3 65-8l10-2-21 48-1 1a317 317 0 0 1-14 23l-21 5h-2c6 16 7 33 1 50a240 240 0 0 0 211-265m-401-56-11 6c19-44 54-79 98-98-11 20-21 44-29 69-21 6-40 15-58 23m154 182v4c-29-1-57-6-81-13-7-25-12-52-13-81h94zm0-109h-94c1-29 6-56 13-81 24-7 52-12 81-13zm0-112c-22 1-44 4-65 8l-10 2 12-30 9-17 1-2a332 332 0 0 1 13-23c13-4 26-6 40-7zm187 69 6 4c4 12 6 25 6 38v1h-68c-1-26-4-51-10-74l48 20 1 1 14 8zm-14-44 10 20c-20-11-43-21-68-29-8-25-18-49-29-69 37 16 67 44 87 78M279 49h1c13 1 27 3 39 7l14 23 1 2a343 343 0 0 1 12 26l2 5 6 16c-23-6-48-9-74-10h-1zm0 87h1c29 1 56 6 81 13 7 24 12 51 12 80v1h-94zm2 207h-2v-94h95c-1 29-6 56-13 81-24 7-51 12-80 13m86 60-20 10c11-20 21-43 29-68 25-8 48-18 68-29-16 37-43 67-77 87m87-115-7 5-16 9-2 1a337 337 0 0 1-47 21c6-24 9-49 10-75h68c0 13-2 27-6 39',
  'm261 428-2-2-22-21a40 40 0 0 0-32-11h-1a37 37 0 0 0-18 8l-1 1-4 2-2 2-5 4c-9-3-36-31-47-44s-32-45-34-55l3-2a151 151 0 0 0 11-9v-1a39 39 0 0 0 5-48l-3-3-11-19-3-4-5-7h-1l-3-3-4-3-5-2a35 35 0 0 0-16-3h-5c-4 1-14 5-24 11l-4 2-4 3-4 2c-9 8-17 17-18 27a380 380 0 0 0 212 259h3c12 0 25-10 36-21l10-12 6-11a39 39 0 0 0-8-40'
] as const;
