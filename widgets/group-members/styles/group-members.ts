/** `<resort-group-members>`. */
export const groupMembersStyles = /* css */ `
.rw-members { display: grid; gap: 0.75em; }
.rw-tabs__list { display: flex; flex-wrap: wrap; gap: 0.25em; border-bottom: 1px solid var(--rw-border); }
.rw-tabs__tab { all: unset; box-sizing: border-box; cursor: pointer; padding: 0.55em 0.9em; font-weight: 600; color: var(--rw-muted); border-bottom: 3px solid transparent; }
.rw-tabs__tab[aria-selected="true"] { color: var(--rw-ink); border-bottom-color: var(--rw-primary); }
/* Forced colours replace fills and border colours alike: the selected tab keeps the system's highlight. */
@media (forced-colors: active) { .rw-tabs__tab[aria-selected="true"] { forced-color-adjust: none; background: Highlight; color: HighlightText; } }
.rw-tabs__tab:focus-visible, .rw-tabs__panel:focus-visible { box-shadow: var(--rw-focus); outline: none; }
.rw-tabs__panel { padding: 0.9em 0 0; }
.rw-members__list { display: grid; gap: 0.75em; }
.rw-member { border: 1px solid var(--rw-border); border-radius: var(--rw-radius); padding: 0.75em; background: var(--rw-surface); }
.rw-member__main { display: flex; gap: 0.75em; align-items: flex-start; }
.rw-member__text { flex: 1 1 auto; min-width: 0; }
.rw-member__name { font-size: 1.1em; font-weight: 700; overflow-wrap: anywhere; }
.rw-member__name:focus-visible { outline: none; box-shadow: var(--rw-focus); }
.rw-member__age, .rw-member__number { color: var(--rw-muted); font-size: 0.95em; }
.rw-member__missing { color: var(--rw-danger); font-size: 0.95em; font-weight: 600; }
.rw-member__actions { display: flex; flex-wrap: wrap; gap: 0.4em; margin-top: 0.6em; }
.rw-member__select input { width: 1.3em; height: 1.3em; margin: 0.3em; }
.rw-avatar { flex: none; width: 4em; height: 4em; border-radius: 50%; object-fit: cover; }
.rw-avatar--initials { display: inline-flex; align-items: center; justify-content: center; color: #fff; font-weight: 700; font-size: 1.25em; width: 3.2em; height: 3.2em; }
.rw-members__muted { color: var(--rw-muted); }
.rw-members__form { display: grid; gap: 0.75em; max-width: 32em; }
.rw-members__form .rw-field + .rw-field { margin-top: 0; }
.rw-members__actions { display: flex; gap: 0.5em; }
.rw-members__stats { margin-top: 0.6em; padding-top: 0.6em; border-top: 1px solid var(--rw-border); }
.rw-members__figures { display: flex; flex-wrap: wrap; gap: 0.5em 1.5em; margin: 0 0 0.5em; }
.rw-members__figures dt { font-size: 0.85em; color: var(--rw-muted); }
.rw-members__figures dd { margin: 0; font-weight: 700; }
.rw-members__visits li { padding: 0.15em 0; }
/* The message: in the page above the list; over the window's foot only while a dialog is open.
   Empty, its live region takes no row of the grid (nor its gap), and stays in the page to be heard. */
.rw-toast-region:empty { position: absolute; }
.rw-toast-region--floating { position: fixed; left: 50%; bottom: 1em; transform: translateX(-50%); z-index: 2147483000; width: max-content; max-width: calc(100vw - 2em); }
.rw-toast { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25em 0.75em; padding: 0.6em 0.9em; border-radius: var(--rw-radius); color: #fff; background: #1f2933; }
.rw-toast-region--floating .rw-toast { box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25); }
.rw-toast--error { background: var(--rw-danger); }
.rw-toast .rw-button--link { color: #fff; }
.rw-members__dialog .rw-dialog__body { max-width: min(34em, calc(100vw - 2em)); }
.rw-photo__file { font: inherit; max-width: 100%; }
.rw-photo__crop { margin-top: 0.75em; }
.rw-photo__image { display: block; max-width: 100%; max-height: min(60vh, 26em); }
.rw-photo__saved { color: var(--rw-success); font-weight: 700; }
/* Closed: the uploader's popover fades out over its 250 ms hide delay (at once without motion). */
.rw-photo--hiding { opacity: 0; transition: opacity 250ms ease-in; pointer-events: none; }
@media (prefers-reduced-motion: reduce) { .rw-photo--hiding { transition: none; } }
.ReactCrop__crop-selection:focus-visible { outline: 3px solid var(--rw-primary); }
`;
