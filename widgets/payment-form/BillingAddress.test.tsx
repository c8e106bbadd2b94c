import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentForm } from './PaymentForm.tsx';
import { braintreeConfigAnswers, braintreePage, configAnswers, CHROME_UA, paymentPage, personalizationAnswers, recordPaymentEvents, setSquare } from './test-helpers.ts';
import { startMswServer } from '../../test/msw.ts';
import { sandboxCard } from './payment.fixtures.ts';
import type { PaymentTokenDetail } from '../../src/events/bus.ts';
import { familyCart } from '../cart/cart.fixtures.ts';
import { patchCart, resetCartStore } from '../../src/stores/cart.ts';
import { pasteInto } from '../../test/paste-into.ts';

/**
 * The billing address a store can require (`requiresBillingAddress`), the same whichever provider
 * takes the card: the same fields, the same checks before the provider is asked, the same payment
 * info; each provider is given the address its own way.
 */
const server = startMswServer();
let recorder: ReturnType<typeof recordPaymentEvents>;

interface Provider {
  type: string;
  /** A checkout page of this provider's store; `givenAddresses` lists the address of each tokenize where the double records it. */
  setUp(): { mounted: () => number; fill: () => void; givenAddresses: (() => unknown[]) | null };
  /** What the provider made of the address, as the payment info shows it. */
  sent: { country: string; region: string; toProvider: unknown };
}

const providers: Record<string, Provider> = {
  Square: {
    type: 'square-card',
    setUp() {
      const square = paymentPage();
      server.use(configAnswers({ requiresBillingAddress: true }), personalizationAnswers());
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME_UA);
      return { mounted: () => square.mounts.length, fill: () => square.current().fill(sandboxCard), givenAddresses: null };
    },
    sent: { country: 'US', region: 'CO', toProvider: null },
  },
  Braintree: {
    type: 'braintree-card',
    setUp() {
      const braintree = braintreePage();
      setSquare(undefined);
      server.use(braintreeConfigAnswers({ requiresBillingAddress: true }), personalizationAnswers());
      return {
        mounted: () => braintree.mounts.length,
        fill: () => braintree.current().fill(sandboxCard),
        givenAddresses: () => braintree.mounts.flatMap((mount) => mount.billedTo),
      };
    },
    sent: { country: 'US', region: 'CO', toProvider: { countryCodeAlpha2: 'US', region: 'CO' } },
  },
};

afterEach(() => {
  recorder.stop();
  delete (window as unknown as { braintree?: unknown }).braintree;
});

const continueCheckout = () => act(async () => void window.dispatchEvent(new CustomEvent('resort:checkout:continue')));
const lastChanged = () => recorder.of('resort:payment:changed').at(-1);
const tokens = () => recorder.of('resort:payment:token') as PaymentTokenDetail[];

describe.each(Object.entries(providers))('<resort-payment-form> on a %s store that requires the billing address', (_name, provider) => {
  let page: ReturnType<Provider['setUp']>;
  beforeEach(() => {
    page = provider.setUp();
    recorder = recordPaymentEvents();
    // A token at checkout is GA4's add_payment_info, which reads the cart: the page has one.
    resetCartStore();
    patchCart({ cart: familyCart() });
  });

  async function readyAndFilled() {
    render(<PaymentForm amount={120} />);
    await waitFor(() => expect(page.mounted()).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('status', { name: /Loading the secure payment form/ })).not.toBeInTheDocument());
    // The name in one input, as the browser's autofill gives it: these tests are about the address.
    await pasteInto(screen.getByRole('textbox', { name: 'Cardholder name' }), 'Alex Morgan');
    act(() => page.fill());
  }

  it('asks for the country (the store’s default first) and the state the country uses; the form is valid only with both', async () => {
    await readyAndFilled();
    const group = screen.getByRole('group', { name: 'Billing Address' });
    expect(within(group).getByRole('combobox', { name: 'Country' })).toHaveValue('US');
    expect(lastChanged()).toMatchObject({ valid: false, type: provider.type });
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'State' }), 'CO');
    expect(lastChanged()).toMatchObject({ valid: true, type: provider.type });
  });

  it('on continue without a state, says Complete the billing address., shows State is required., puts the focus on it and sends no token', async () => {
    await readyAndFilled();
    await continueCheckout();
    await waitFor(() => expect(recorder.of('resort:payment:failed')).toEqual([expect.objectContaining({ message: 'Complete the billing address.' })]));
    expect(screen.getByText('State is required.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveFocus();
    if (page.givenAddresses) expect(page.givenAddresses()).toEqual([]);
    expect(tokens()).toHaveLength(0);
  });

  it('sends the address to the provider with the card and on with the payment info', async () => {
    await readyAndFilled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'CO');
    await continueCheckout();
    await waitFor(() => expect(tokens()).toHaveLength(1));
    expect(tokens()[0]?.payment).toMatchObject({ BillingCountry: provider.sent.country, BillingState: provider.sent.region, CardHolderName: 'Alex Morgan' });
    if (page.givenAddresses) expect(page.givenAddresses()).toEqual([provider.sent.toProvider]);
    // Square verified the buyer with the address: its token gives back the billing contact's postal code.
    else expect(tokens()[0]?.payment).toMatchObject({ ZipPostalCode: '80435' });
  });

  it('takes a region as free text, or none, for a country without a list', async () => {
    await readyAndFilled();
    const country = screen.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(within(country).getByRole('option', { name: 'France' })).toBeInTheDocument());
    await userEvent.selectOptions(country, 'FR');
    expect(screen.getByRole('textbox', { name: 'Region' })).toHaveValue('');
    expect(lastChanged()).toMatchObject({ valid: true });
    await continueCheckout();
    await waitFor(() => expect(tokens()).toHaveLength(1));
    expect(tokens()[0]?.payment).toMatchObject({ BillingCountry: 'FR', BillingState: '' });
  });
});
