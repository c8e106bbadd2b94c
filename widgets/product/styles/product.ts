/** `<resort-product>`'s layout. */
export const productStyles = /* css */ `
.rw-product { display: grid; gap: 0.9em; }
.rw-product__name { margin: 0; font-size: 1.25em; }
.rw-product__price { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.2em 0.6em; margin: 0; }
.rw-product__amount { font-size: 1.35em; font-weight: 700; }
.rw-product__note { color: var(--rw-muted); font-size: 0.9em; }
.rw-product__voucher { margin: 0.2em 0 0; font-weight: 600; }
.rw-product__golf { display: grid; grid-template-columns: auto auto; justify-content: start; gap: 0.1em 1em; margin: 0; }
.rw-product__golf dt { font-weight: 600; }
.rw-product__golf dd { margin: 0; }
.rw-product__specs { display: grid; grid-template-columns: auto 1fr; gap: 0.1em 1em; margin: 0; }
.rw-product__specs dt { font-weight: 600; }
.rw-product__specs dd { margin: 0; }
.rw-field { display: grid; gap: 0.3em; margin: 0; padding: 0; border: 0; min-width: 0; }
.rw-field > legend { font-weight: 600; padding: 0; margin-bottom: 0.25em; }
.rw-field > .rw-button { justify-self: start; }
.rw-field textarea.rw-input { min-height: 4.5em; white-space: pre-wrap; }
.rw-choice { display: flex; align-items: flex-start; gap: 0.5em; padding: 0.2em 0; }
.rw-choice input { margin: 0.2em 0 0; width: 1.1em; height: 1.1em; accent-color: var(--rw-ink); flex: none; }
.rw-choice--disabled { color: var(--rw-muted); }
.rw-field--date-pending { min-height: 6.35em; align-content: start; }
/* The member list's room while its code and the household load, kept as a minimum after: the
   legend and, for each of the household's members (--resort-product-members, written by the
   host on the tag; three when it does not), a member card with a reason line, as measured on the
   demo store (three seeded members: 14.42em wide, 16.97em narrow; a new customer alone, with the
   "no one can have it" line: 6.85em and 9.43em). A household that draws more grows below. */
.rw-product__members { min-height: calc((3.065 + 3.785 * var(--resort-product-members, 3)) * 1em); }
@media (max-width: 40em) { .rw-product__members { min-height: calc((5.66 + 3.77 * var(--resort-product-members, 3)) * 1em); } }
.rw-hint { margin: 0; color: var(--rw-muted); font-size: 0.9em; }
.rw-flag { display: inline-block; margin-left: 0.4em; padding: 0 0.4em; border-radius: var(--rw-radius); font-size: 0.85em; font-weight: 600; }
.rw-flag--low { background: #fff4e5; color: #7a3e00; }
.rw-flag--sold-out, .rw-flag--unavailable { background: #fdecea; color: var(--rw-danger); }
.rw-quantity { max-width: 7em; }
.rw-product__actions { display: grid; gap: 0.4em; justify-items: start; }
.rw-product__reason { margin: 0; color: var(--rw-muted); font-size: 0.92em; }
.rw-product__done { margin: 0; padding: 0.5em 0.7em; border-radius: var(--rw-radius); background: #e8f5ec; color: var(--rw-success); font-weight: 600; }
.rw-product__done a { color: inherit; margin-left: 0.15em; }
.rw-product__editing { margin: 0; padding: 0.4em 0.6em; border-left: 3px solid var(--rw-primary); background: #f2f7fb; }
`;
