/** `<resort-rental-locations>` in its shadow root (the phone field's rules are in src/ui/fields/phone-field-styles.ts). */
export const rentalLocationsStyles = /* css */ `
.rw-rental { display: grid; gap: 1.25em; grid-template-columns: minmax(14em, 1fr) minmax(0, 2fr); align-items: start; }
@media (max-width: 44em) { .rw-rental { grid-template-columns: 1fr; } }
.rw-rental__sites { border: 0; margin: 0; padding: 0; min-width: 0; }
.rw-rental__legend { padding: 0; margin-bottom: 0.5em; font-weight: 700; }
.rw-rental__list { display: grid; gap: 0.5em; }
.rw-site {
  display: flex; gap: 0.6em; align-items: flex-start; padding: 0.65em 0.8em; cursor: pointer;
  border: 1px solid var(--rw-border); border-radius: var(--rw-radius); background: var(--rw-surface);
}
.rw-site:hover { border-color: var(--rw-primary); }
.rw-site--selected { border: 2px solid var(--rw-primary); padding: calc(0.65em - 1px) calc(0.8em - 1px); background: var(--rw-tint); }
.rw-site input { width: 1.1em; height: 1.1em; margin: 0.2em 0 0; accent-color: var(--rw-ink); flex: none; }
.rw-site input:focus-visible { outline: none; box-shadow: var(--rw-focus); }
.rw-site__text { display: grid; gap: 0.1em; }
.rw-site__name { font-weight: 600; }
.rw-site__address { color: var(--rw-muted); font-size: 0.92em; }
.rw-site__tag { justify-self: start; margin-top: 0.2em; padding: 0 0.5em; border-radius: 999px; font-size: 0.8em; background: var(--rw-warning-tint); color: var(--rw-warning); }
.rw-rental__selected { display: grid; gap: 1em; min-width: 0; }
.rw-rental__actions { display: flex; gap: 0.6em; }
.rw-rental__empty { color: var(--rw-muted); }
.rw-media { display: grid; gap: 0.5em; }
.rw-media__toggle { display: inline-flex; justify-self: start; border: 1px solid var(--rw-ink); border-radius: var(--rw-radius); overflow: hidden; }
.rw-media__tab { all: unset; box-sizing: border-box; cursor: pointer; padding: 0.3em 0.9em; font-weight: 600; color: var(--rw-ink); background: var(--rw-surface); }
.rw-media__tab + .rw-media__tab { border-left: 1px solid var(--rw-ink); }
.rw-media__tab[aria-pressed="true"] { background: var(--rw-ink); color: var(--rw-primary-contrast); }
/* Forced colours replace fills and border colours alike: the pressed view keeps the system's highlight. */
@media (forced-colors: active) { .rw-media__tab[aria-pressed="true"] { forced-color-adjust: none; background: Highlight; color: HighlightText; } }
.rw-media__tab:focus-visible { box-shadow: inset var(--rw-focus); }
.rw-media__frame { position: relative; display: grid; gap: 0.4em; }
.rw-map {
  all: unset; box-sizing: border-box; display: block; width: 100%; overflow: hidden; cursor: zoom-in;
  border: 1px solid var(--rw-border); border-radius: var(--rw-radius); background: var(--rw-subtle); aspect-ratio: 5 / 3;
}
.rw-map[aria-pressed="true"] { cursor: zoom-out; }
.rw-map:focus-visible { box-shadow: var(--rw-focus); }
.rw-map__image, .rw-media__photo { display: block; width: 100%; height: 100%; object-fit: cover; transform-origin: center; transition: transform 0.25s ease; }
.rw-media__photo { aspect-ratio: 5 / 3; height: auto; border-radius: var(--rw-radius); border: 1px solid var(--rw-border); }
@media (prefers-reduced-motion: reduce) { .rw-map__image { transition: none; } }
.rw-media__missing {
  display: flex; align-items: center; justify-content: center; aspect-ratio: 5 / 3; padding: 1em; text-align: center;
  color: var(--rw-muted); border: 1px dashed var(--rw-border); border-radius: var(--rw-radius); background: var(--rw-subtle);
}
.rw-media__pager { display: flex; align-items: center; justify-content: center; gap: 0.75em; }
.rw-media__step { min-height: 2em; padding: 0.1em 0.7em; font-size: 1.1em; }
.rw-details { display: grid; gap: 0.5em; }
.rw-details__head { display: flex; align-items: center; gap: 0.75em; flex-wrap: wrap; }
.rw-details__logo { width: 3em; height: 3em; object-fit: contain; border-radius: var(--rw-radius); }
.rw-details__name { font-size: 1.15em; font-weight: 700; flex: 1 1 auto; }
.rw-details__info { min-height: 2em; padding: 0.2em 0.8em; }
.rw-details__directions { justify-self: start; font-weight: 600; }
.rw-details__info-panel { display: grid; gap: 0.6em; }
.rw-details__info-panel[hidden] { display: none; }
.rw-details__list { display: grid; gap: 0.35em; }
.rw-details__row { display: grid; grid-template-columns: 8.5em 1fr; gap: 0.75em; }
.rw-details__row dt { color: var(--rw-muted); font-weight: 600; }
.rw-details__line { display: block; }
.rw-saved {
  display: grid; gap: 0.6em; justify-items: start; padding: 1em 1.2em;
  border: 2px solid var(--rw-success); border-radius: var(--rw-radius); background: var(--rw-success-tint);
}
.rw-saved__title { font-size: 1.05em; font-weight: 700; }
.rw-saved__title:focus { outline: none; }
.rw-saved__body { display: grid; gap: 0.15em; }
.rw-saved__name { font-weight: 700; }
.rw-saved__muted { color: var(--rw-muted); }
.rw-saved__phone { font-variant-numeric: tabular-nums; }
`;
