/**
 * Loads Braintree's browser library — imported only when a store's configuration names Braintree,
 * so a Square page never carries it. By default the published `braintree-web` (its `client` and
 * `hosted-fields` modules, version pinned in package.json) comes from this package's own chunks; a
 * configuration with `scriptSrc` loads that script instead, which defines `window.braintree` as
 * Braintree's hosted scripts do (the demo store's double is loaded this way).
 */
import type { BraintreeWeb } from './braintree-types.ts';
import { addScript } from '../../src/core/add-script.ts';

type BraintreeGlobal = Partial<BraintreeWeb>;

const fromWindow = (): BraintreeWeb | null => {
  const found = (window as unknown as { braintree?: BraintreeGlobal }).braintree;
  return found?.client && found.hostedFields ? { client: found.client, hostedFields: found.hostedFields } : null;
};

export async function loadBraintree(scriptSrc: string | undefined): Promise<BraintreeWeb> {
  const present = fromWindow();
  if (present) return present;
  if (scriptSrc) {
    // Through the library's Trusted Types policy (src/core/trusted-types.ts).
    await addScript(scriptSrc, 'data-resort-braintree');
    const loaded = fromWindow();
    if (!loaded) throw new Error(`The script at ${scriptSrc} loaded but did not define window.braintree`);
    return loaded;
  }
  const [client, hostedFields] = await Promise.all([import('braintree-web/dist/browser/client.js'), import('braintree-web/dist/browser/hosted-fields.js')]);
  return { client, hostedFields } as unknown as BraintreeWeb;
}
