import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paymentFormMeta } from './docs.ts';
import { typeInto } from '../../stories/interactions.ts';
import { inTag, tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';
import { braintreeConfig, paymentConfig, paymentConfigFails, paymentConfigPending, walletsAllowed } from './story-handlers.ts';
import { inProcessBraintree, type InProcessBraintree } from '../../examples/braintree-double/in-process.ts';
import { refusedCvvCard } from './payment.fixtures.ts';

// The stories load the Square double (served by Storybook at `/square-double/`) exactly as a store
// loads Square: through the configuration's `scriptSrc`. Its card fields are in its own frame:
// type a Sandbox card there (4111 1111 1111 1111, any future expiry, CVV 111, a postal code).
// The Braintree stories load the Braintree double the same way, from `/braintree-double/`.
// (A line comment: a doc comment here would become the docs page's description and replace
// the parameters tagMeta gives, the MSW handlers among them.)
export default {
  title: 'Checkout/<resort-payment-form>',
  ...tagMeta(paymentFormMeta, {
    load: () => import('./elements/resort-payment-form.ts'),
    args: { amount: 269.7 },
    parameters: {
      // Square's card fields live in Square's own frame (the double's, here), sandboxed without
      // same-origin: axe cannot reach into it and would wait for it, so it checks our page only.
      a11y: { test: 'error', options: { iframes: false } },
      msw: [paymentConfig(), walletsAllowed()],
    },
    maxWidth: '40rem',
  }),
} satisfies Meta<TagArgs>;

/** Queries inside the tag's shadow root. */
function form(canvasElement: HTMLElement) {
  // The mount point, not the shadow root: testing-library's waiting queries never settle on a ShadowRoot.
  return inTag(canvasElement, 'resort-payment-form');
}
const continueCheckout = () => window.dispatchEvent(new CustomEvent('resort:checkout:continue'));

/** Before the store's payment configuration has answered. */
export const Loading: TagStory = { parameters: { msw: [paymentConfigPending(), walletsAllowed()] } };

/** Ready: Payment Details, the cardholder name, Square's card frame and Google Pay (in Chrome). Invalid until every field is complete. */
export const Ready: TagStory = {
  play: async ({ canvasElement }) => {
    await expect(await form(canvasElement).findByRole('textbox', { name: 'Cardholder name' })).toBeVisible();
  },
};

/** Left empty: the name says `Cardholder name is required.` */
export const Invalid: TagStory = {
  play: async ({ canvasElement }) => {
    const name = await form(canvasElement).findByRole('textbox', { name: 'Cardholder name' });
    name.focus();
    name.blur();
    await expect(await form(canvasElement).findByText('Cardholder name is required.')).toBeVisible();
  },
};

/** A continue request with the card fields empty: `Invalid Credit Card Information` and each field, for 3 seconds. */
export const CardError: TagStory = {
  name: 'Card error',
  play: async ({ canvasElement }) => {
    const name = await form(canvasElement).findByRole('textbox', { name: 'Cardholder name' });
    // Square's card is attached (its frame answered) once the card fields stop being busy.
    await waitFor(() => expect(form(canvasElement).getByRole('group', { name: 'Card details' })).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
    name.focus();
    // A name, so only Square's fields are left to refuse.
    await typeInto(name, 'Alex Morgan');
    continueCheckout();
    await expect(await form(canvasElement).findByText('Invalid Credit Card Information', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Google Pay answered OK: the wallet is used, the card fields hide, the name comes from the wallet. */
export const WalletUsed: TagStory = {
  name: 'Wallet used',
  play: async ({ canvasElement }) => {
    // Google draws its button before the wallet is ready to answer: click until it does, as a shopper would.
    await waitFor(
      async () => {
        const google = canvasElement.querySelector<HTMLButtonElement>('resort-payment-form .sq-double-gpay');
        await expect(google).not.toBeNull();
        if (!form(canvasElement).queryByText(/Paying with Google Pay as/)) google?.click();
        await expect(form(canvasElement).getByText(/Paying with Google Pay as/)).toBeVisible();
      },
      { timeout: 5000, interval: 250 },
    );
  },
};

/** An amount of 0: `No Payment Required`, and no token is needed. */
export const NoPaymentRequired: TagStory = { name: 'No payment required', args: { amount: 0 } };

/** Square's script could not be loaded: the form says so, with Retry. */
export const SdkLoadFailure: TagStory = {
  name: 'SDK load failure',
  parameters: { msw: [paymentConfig({ scriptSrc: '/square-double/missing-square.js' }), walletsAllowed()] },
};

/** The configuration could not be read: why, with Retry. */
export const ConfigurationError: TagStory = { name: 'Configuration error', parameters: { msw: [paymentConfigFails(), walletsAllowed()] } };

/** My Account's card update: no heading, no wallets; the token goes out as card info. */
export const UpdateCardMode: TagStory = { name: 'Update-card mode', args: { amount: undefined, updateCard: true } };

/**
 * The store requires the billing address (`requiresBillingAddress`): Country, then the State,
 * Province or Region the country uses; continuing without a state says so and puts the focus there.
 */
export const BillingAddressRequired: TagStory = {
  name: 'Billing address required',
  parameters: { msw: [paymentConfig({ requiresBillingAddress: true }), walletsAllowed()] },
  play: async ({ canvasElement }) => {
    const group = await form(canvasElement).findByRole('group', { name: 'Billing Address' });
    await expect(within(group).getByRole('combobox', { name: 'Country' })).toHaveValue('US');
    await expect(within(group).getByRole('combobox', { name: 'State' })).toBeVisible();
  },
};

/** A store whose provider this version does not take (here Moneris): the form says so, with no card fields. */
export const UnsupportedProvider: TagStory = {
  name: 'Unsupported provider',
  parameters: { msw: [paymentConfig({ PaymentProvider: 'Moneris', applicationId: '', locationId: '' }), walletsAllowed()] },
  play: async ({ canvasElement }) => {
    await expect(await form(canvasElement).findByRole('alert')).toHaveTextContent('This store takes cards through Moneris, which this version of the payment form does not support.');
    await expect(form(canvasElement).queryByRole('textbox', { name: 'Cardholder name' })).toBeNull();
  },
};

/** The page's `window.braintree` while a story puts its own there. */
type BraintreeWindow = { braintree?: unknown };

/**
 * A Braintree store (`PaymentProvider: Braintree`): the name on the card and Braintree's four
 * hosted fields — card number, expiry, CVC, postal code — each its own frame (the double's).
 */
export const BraintreeReady: TagStory = {
  name: 'Braintree, ready',
  parameters: { msw: [braintreeConfig(), walletsAllowed()] },
  play: async ({ canvasElement }) => {
    await expect(await form(canvasElement).findByRole('textbox', { name: 'Cardholder name' })).toBeVisible();
    // The fields are created once each frame has answered: the card details stop being busy.
    await waitFor(() => expect(form(canvasElement).getByRole('group', { name: 'Card details' })).not.toHaveAttribute('aria-busy'), { timeout: 10_000 });
    await expect(canvasElement.querySelectorAll('resort-payment-form iframe[title^="Secure Credit Card Frame"]')).toHaveLength(4);
  },
};

// The refusal needs a card typed into Braintree's fields, which a play function cannot reach inside
// their sandboxed frames: this story puts the double's in-process fields on `window.braintree`
// (which the form's loader takes first, as it takes Braintree's own script) and types through them.
let keyboard: InProcessBraintree | null = null;

/** Braintree refuses the card on tokenize (a CVV it does not verify): its own message, and no token. */
export const BraintreeTokenizeRefused: TagStory = {
  name: 'Braintree, tokenize refused',
  parameters: { msw: [braintreeConfig(), walletsAllowed()] },
  beforeEach: () => {
    const page = window as unknown as BraintreeWindow;
    const before = page.braintree;
    keyboard = inProcessBraintree();
    page.braintree = keyboard;
    return () => {
      page.braintree = before;
      keyboard = null;
    };
  },
  play: async ({ canvasElement }) => {
    const name = await form(canvasElement).findByRole('textbox', { name: 'Cardholder name' });
    await waitFor(() => expect(form(canvasElement).getByRole('group', { name: 'Card details' })).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
    await typeInto(name, 'Alex Morgan');
    keyboard?.current().fill(refusedCvvCard);
    continueCheckout();
    await expect(await form(canvasElement).findByText('CVV did not pass verification', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A Braintree store that requires the billing address: the same Country and State as with Square. */
export const BraintreeBillingAddress: TagStory = {
  name: 'Braintree, billing address required',
  parameters: { msw: [braintreeConfig({ requiresBillingAddress: true }), walletsAllowed()] },
  play: async ({ canvasElement }) => {
    const group = await form(canvasElement).findByRole('group', { name: 'Billing Address' });
    await expect(within(group).getByRole('combobox', { name: 'Country' })).toHaveValue('US');
    await expect(within(group).getByRole('combobox', { name: 'State' })).toBeVisible();
  },
};
