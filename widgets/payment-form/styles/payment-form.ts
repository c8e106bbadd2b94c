/** The payment form. Square's frame sits in the host's light DOM and shows through a slot. */
export const paymentFormStyles = /* css */ `
.rw-payment { display: grid; gap: 0.75em; }
.rw-payment__heading { font-size: 1.25em; font-weight: 700; margin: 0; }
.rw-payment__body, .rw-payment__card { display: grid; gap: 0.5em; }
.rw-payment__fields { position: relative; min-height: 3.2em; }
.rw-payment__fields > .rw-loading { position: absolute; inset: 0.8em auto auto 0.5em; }
.rw-payment__wallets { display: grid; gap: 0.5em; }
.rw-payment__wallets[hidden], .rw-payment__card[hidden] { display: none; }
/* A fieldset is as wide as its widest content unless told otherwise: at 320 px the country names would push it out. */
.rw-payment__billing { display: grid; gap: 0.5em; min-inline-size: 0; margin: 0; padding: 0; border: 0; }
.rw-payment__billing select, .rw-payment__billing input { max-inline-size: 100%; }
/* …and so is a grid item: French country names are longer still. */
.rw-payment__billing > * { min-inline-size: 0; }
.rw-payment__legend { padding: 0; font-weight: 600; }
.rw-payment__apple { background: #000; border-color: #000; color: #fff; min-height: 2.75em; }
.rw-payment__wallet-room, .rw-payment__gpay { min-height: 2.75em; }
.rw-payment__or { color: var(--rw-muted); text-align: center; margin: 0.25em 0 0; }
.rw-payment__accepted { color: var(--rw-muted); font-size: 0.9em; margin: 0; }
.rw-payment__none { font-weight: 600; margin: 0; }
.rw-payment__loading { display: flex; align-items: center; gap: 0.6em; min-height: 3.2em; }
.rw-payment__wallet-used { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5em 1em; padding: 0.75em; border: 1px solid var(--rw-border); border-radius: var(--rw-radius); }
.rw-payment__wallet-used p { margin: 0; font-weight: 600; }
.rw-payment__error:empty { display: none; }
.rw-payment__error { color: var(--rw-danger); border-left: 4px solid var(--rw-danger); padding: 0.25em 0.75em; }
.rw-payment__error p, .rw-payment__error ul { margin: 0.2em 0; }
.rw-payment__error ul { padding-left: 1.2em; }
.rw-place-order { display: grid; gap: 0.5em; justify-items: start; }
.rw-place-order__notice { margin: 0; }
`;

/**
 * The light-DOM containers (Square's frame, Google's button), kept apart from the host's
 * global rules (a legacy `div { padding }`, `iframe { border }`).
 */
export const paymentFormDocumentStyles = /* css */ `
resort-payment-form > .rw-payment-card, resort-payment-form > .rw-payment-gpay { display: block; margin: 0; padding: 0; border: 0; background: none; min-width: 0; }
resort-payment-form > .rw-payment-card > iframe { display: block; width: 100%; border: 0; margin: 0; padding: 0; }
`;
