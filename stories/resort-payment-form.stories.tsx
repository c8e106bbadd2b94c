import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paymentFormMeta } from '../widgets/payment-form/docs.ts';
import { typeInto } from './interactions.ts';
import { tagMeta, type TagArgs, type TagStory } from './tag-story.tsx';
import { paymentConfig, paymentConfigFails, paymentConfigPending, walletsAllowed } from './payment-handlers.ts';

// The stories load the Square double (served by Storybook at `/square-double/`) exactly as a store
// loads Square: through the configuration's `scriptSrc`. Its card fields are in its own frame:
// type a Sandbox card there (4111 1111 1111 1111, any future expiry, CVV 111, a postal code).
// (A line comment: a doc comment here would become the docs page's description and replace
// the parameters tagMeta gives, the MSW handlers among them.)
export default {
  title: 'Checkout/<resort-payment-form>',
  ...tagMeta(paymentFormMeta, {
    load: () => import('../widgets/payment-form/elements/resort-payment-form.ts'),
    args: { amount: 269.7 },
    parameters: { msw: [paymentConfig(), walletsAllowed()] },
    decorators: [
      (Story) => (
        <div style={{ maxWidth: '40rem' }}>
          <Story />
        </div>
      ),
    ],
  }),
} satisfies Meta<TagArgs>;

/** Queries inside the tag's shadow root. */
function form(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector('resort-payment-form');
  if (!element?.shadowRoot) throw new Error('story: <resort-payment-form> has not started');
  return within(element.shadowRoot as unknown as HTMLElement);
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
    await waitFor(() => expect(canvasElement.querySelector('resort-payment-form iframe')).not.toBeNull());
    name.focus();
    // A name, so only Square's fields are left to refuse.
    await typeInto(name, 'Alex Morgan');
    continueCheckout();
    await expect(await form(canvasElement).findByText('Invalid Credit Card Information')).toBeVisible();
  },
};

/** Google Pay answered OK: the wallet is used, the card fields hide, the name comes from the wallet. */
export const WalletUsed: TagStory = {
  name: 'Wallet used',
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('resort-payment-form .sq-double-gpay')).not.toBeNull(), { timeout: 5000 });
    (canvasElement.querySelector('resort-payment-form .sq-double-gpay') as HTMLButtonElement).click();
    await expect(await form(canvasElement).findByText(/Paying with Google Pay as/)).toBeVisible();
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
