/**
 * The double's script, what a page loads in place of Braintree's `client` and `hosted-fields`
 * scripts (the payment form's `scriptSrc`): it defines `window.braintree`. The field frame is
 * `field-frame.html` beside this script.
 */
import { createBraintree } from './braintree.ts';
import { framedFields } from './frame-port.ts';

const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
const own = new URL(script?.src ?? location.href, location.href);

if (!('braintree' in window)) {
  (window as unknown as { braintree: ReturnType<typeof createBraintree> }).braintree = createBraintree(framedFields(new URL('field-frame.html', own).href));
}
