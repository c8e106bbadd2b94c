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
.rw-phone-light .rw-phone { display: grid; gap: 0.3em; }
.rw-phone-light .rw-phone__label { font-weight: 600; font-size: 1em; }
.rw-phone-light .rw-phone__control { display: block; }
.rw-phone-light .iti { display: block; width: 100%; --iti-hover-color: rgba(70, 130, 180, 0.12); }
.rw-phone-light .rw-phone__input:not(#rw-phone-unused) {
  display: block; box-sizing: border-box; width: 100%; max-width: none; height: auto; min-height: 2.5em; margin: 0;
  padding: 0.4em 0.6em 0.4em calc(59px + 1.5em);
  font: inherit; line-height: 1.35; letter-spacing: normal; text-transform: none; text-indent: 0; color: inherit;
  background: #fff; border: 1px solid var(--resort-color-border, #cbd2d9); border-radius: var(--resort-radius, 6px);
  box-shadow: none; outline: none; appearance: none;
}
/* The country button: intl-tel-input sets its box, but not what a host's button rules add
   (a fixed width widens the button and, through the padding intl-tel-input measures, the gap). */
.rw-phone-light .iti__selected-country:not(#rw-phone-unused) {
  width: auto; min-width: 0; max-width: none; float: none; font-weight: inherit; line-height: inherit;
  text-transform: none; letter-spacing: normal; box-shadow: none;
}
.rw-phone-light .rw-phone__input:not(#rw-phone-unused):focus-visible, .rw-phone-light .iti__selected-country:not(#rw-phone-unused):focus-visible {
  outline: none; box-shadow: var(--resort-focus-ring, 0 0 0 3px rgba(70, 130, 180, 0.45));
}
.rw-phone-light .rw-phone__input[aria-invalid="true"]:not(#rw-phone-unused) { border: 2px solid var(--resort-color-danger, #b42318); background: var(--rw-danger-tint); }
.rw-phone-light .rw-phone__error { color: var(--resort-color-danger, #b42318); font-size: 0.9em; }
.rw-phone-light .iti__country-list { background: #fff; color: var(--resort-color-text, #1f2933); }
.rw-phone-light .iti__country.iti__highlight { background: rgba(70, 130, 180, 0.16); }
`;
