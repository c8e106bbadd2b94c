/**
 * The double's script, what a page loads in place of Square's `square.js` (the payment form's
 * `scriptSrc`): it defines `window.Square`. The card frame is `card-frame.html` beside this
 * script; a `nonce` query parameter on the script's URL is passed to the frame, which then asks
 * that address for its tokens (the demo store's stand-in for Square's servers).
 */
import { framedFields } from './frame-port.ts';
import { createSquare } from './square.ts';

const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
const own = new URL(script?.src ?? location.href, location.href);
const frame = new URL('card-frame.html', own);
const nonce = own.searchParams.get('nonce');
const nonceUrl = nonce ? new URL(nonce, own).href : null;
if (nonceUrl) frame.searchParams.set('nonce', nonceUrl);

if (!('Square' in window)) {
  (window as unknown as { Square: ReturnType<typeof createSquare> }).Square = createSquare(framedFields(frame.href), nonceUrl);
}
