import { StrictMode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentForm } from './PaymentForm.tsx';
import { CHROME_UA, SAFARI_IOS_UA, configAnswers, setSquare, paymentPage, personalizationAnswers, recordPaymentEvents } from './test-helpers.ts';
import { startMswServer } from '../../test/msw.ts';
import { refusedCvvCard, sandboxCard } from './payment.fixtures.ts';
import type { InProcessSquare } from '../../examples/square-double/in-process.ts';
import type { PaymentTokenDetail } from '../../src/events/bus.ts';
import { expectReportedOnce } from '../../test/error-reports.ts';
import { ga4Problems } from '../../test/ga4-schema.ts';
import { familyCart } from '../cart/cart.fixtures.ts';
import { patchCart, resetCartStore } from '../../src/stores/cart.ts';
import { http, HttpResponse } from 'msw';
import type { Payments } from '@square/web-payments-sdk-types';
import { setPageData } from '../../src/stores/page-data-actions.ts';

const server = startMswServer();
let square: InProcessSquare;
let recorder: ReturnType<typeof recordPaymentEvents>;

beforeEach(() => {
  square = paymentPage();
  server.use(configAnswers(), personalizationAnswers());
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME_UA);
  recorder = recordPaymentEvents();
});
afterEach(() => recorder.stop());

const continueCheckout = () => act(async () => void window.dispatchEvent(new CustomEvent('resort:checkout:continue')));
const lastChanged = () => recorder.of('resort:payment:changed').at(-1);

async function ready() {
  await waitFor(() => expect(square.mounts.length).toBeGreaterThan(0));
  await screen.findByRole('textbox', { name: 'Cardholder name' });
  await waitFor(() => expect(screen.queryByRole('status', { name: /Loading the secure payment form/ })).not.toBeInTheDocument());
}

async function fillCard(card: { number: string; expiry: string; cvv: string; postalCode: string } = sandboxCard, name = 'Alex Morgan') {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Cardholder name' }), name);
  act(() => square.current().fill(card));
  return user;
}

describe('<resort-payment-form>', () => {
  describe('in the page’s language', () => {
    /** What the form asks of Square's payments, in order: `setLocale <locale>`, `card`, `googlePay`. */
    function recordAsks(): string[] {
      const asks: string[] = [];
      const make = square.payments.bind(square);
      vi.spyOn(square, 'payments').mockImplementation((...args: Parameters<typeof make>) => {
        const payments: Payments = make(...args);
        return {
          ...payments,
          setLocale: (locale: string) => (asks.push(`setLocale ${locale}`), payments.setLocale(locale)),
          card: (options) => (asks.push('card'), payments.card(options)),
          googlePay: (request) => (asks.push('googlePay'), payments.googlePay(request)),
        };
      });
      return asks;
    }

    it('asks Square for French before it makes the card and Google Pay on a French page: the fields and the button are drawn in French', async () => {
      setPageData({ currency: 'CAD', locale: 'fr-CA', Store: { Name: 'Summit Ridge Resort' } });
      const asks = recordAsks();
      render(<PaymentForm amount={120} />);
      await waitFor(() => expect(square.mounts.length).toBeGreaterThan(0));
      expect(square.mounts[0]!.locale).toBe('fr-CA');
      expect(await screen.findByRole('button', { name: 'Acheter avec Google Pay' })).toBeInTheDocument();
      expect(asks.slice(0, 1)).toEqual(['setLocale fr-CA']);
      expect(asks).toEqual(expect.arrayContaining(['card', 'googlePay']));
    });

    it('asks for US English on an English page, whatever the browser’s language (Square would follow a French browser)', async () => {
      vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-CA');
      const asks = recordAsks();
      render(<PaymentForm amount={120} />);
      await ready();
      expect(asks[0]).toBe('setLocale en-US');
      expect(square.mounts[0]!.locale).toBe('en-US');
      expect(await screen.findByRole('button', { name: 'Buy with Google Pay' })).toBeInTheDocument();
    });

    it('keeps the browser’s language, and still takes payments, where Square refuses to change it', async () => {
      const make = square.payments.bind(square);
      vi.spyOn(square, 'payments').mockImplementation((...args: Parameters<typeof make>) => ({ ...make(...args), setLocale: () => Promise.reject(new Error('FeatureDisabledError')) }));
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      render(<PaymentForm amount={120} />);
      await ready();
      expect(square.mounts).toHaveLength(1);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Square would not draw its fields in en-US'), expect.any(Error));
    });
  });

  it('shows Payment Details, the cardholder name and Square’s card attached once to an element of the document', async () => {
    render(<PaymentForm amount={120} />);
    expect(await screen.findByRole('heading', { name: 'Payment Details' })).toBeInTheDocument();
    await ready();
    expect(square.mounts).toHaveLength(1);
    expect(square.mounts[0]!.container.getRootNode()).toBe(document);
    expect(screen.getByText('We accept Visa, MasterCard, American Express, Apple, Paypal.')).toBeInTheDocument();
    expect(lastChanged()).toMatchObject({ valid: false, type: 'square-card', required: true });
  });

  it('attaches once under StrictMode’s double effects, and destroys the card on unmount', async () => {
    const view = render(
      <StrictMode>
        <PaymentForm amount={120} />
      </StrictMode>,
    );
    await ready();
    expect(square.mounts).toHaveLength(1);
    view.unmount();
    expect(square.mounts[0]!.unmounted).toBe(true);
  });

  it('is valid once every card field is complete and a name is given; a card error makes it invalid again', async () => {
    render(<PaymentForm amount={120} />);
    await ready();
    act(() => square.current().fill(sandboxCard));
    expect(lastChanged()).toMatchObject({ valid: false });
    await userEvent.type(screen.getByRole('textbox', { name: 'Cardholder name' }), 'Alex Morgan');
    expect(lastChanged()).toMatchObject({ valid: true, type: 'square-card' });
    act(() => square.current().type('cvv', '1x'));
    expect(lastChanged()).toMatchObject({ valid: false });
  });

  it('says Cardholder name is required. after the field is left empty', async () => {
    render(<PaymentForm amount={120} />);
    await ready();
    const name = screen.getByRole('textbox', { name: 'Cardholder name' });
    await userEvent.click(name);
    expect(screen.queryByText('Cardholder name is required.')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('Cardholder name is required.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('on continue, tokenizes and sends the payment info — last 4 only, never the card number', async () => {
    resetCartStore();
    server.use(http.get('/api/minicart', () => HttpResponse.json(familyCart())));
    render(<PaymentForm amount={120} />);
    await ready();
    await fillCard();
    await continueCheckout();
    await waitFor(() => expect(recorder.of('resort:payment:token')).toHaveLength(1));
    const detail = recorder.of('resort:payment:token')[0] as PaymentTokenDetail;
    expect(detail.payment).toMatchObject({ CardNumber: '1111', PaymentType: 'Payments.Square', CardHolderName: 'Alex Morgan', CardType: 'VISA', ExpirationMonth: '12', ExpirationYear: '2030', ZipPostalCode: '80435', IsDigitalWalletTransaction: false, Source: 'SQUARE_CC' });
    expect(detail.payment?.Nonce).toMatch(/^cnon:/);
    expect(JSON.stringify(recorder.events)).not.toMatch(/4111\s?1111\s?1111\s?1111/);
    expect(document.documentElement.outerHTML).not.toMatch(/4111\s?1111\s?1111\s?1111/);
    // GA4's add_payment_info, once, for the cart being paid for (loaded, as no cart island is here).
    const paymentInfo = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'add_payment_info');
    await waitFor(() => expect(paymentInfo()).toHaveLength(1));
    expect(paymentInfo()[0]).toMatchObject({ ecommerce: { currency: 'USD', value: familyCart().TotalPrice, payment_type: 'square-card' } });
    expect(ga4Problems(paymentInfo()[0])).toEqual([]);
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/4111|1111|cnon:|Alex/);
  });

  it('a card Square finds invalid shows Invalid Credit Card Information with the fields for 3 seconds and sends no token', async () => {
    render(<PaymentForm amount={120} />);
    await ready();
    await userEvent.type(screen.getByRole('textbox', { name: 'Cardholder name' }), 'Alex Morgan');
    act(() => square.current().type('cardNumber', '4111 1111 1111 1111'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await continueCheckout();
    const alert = await screen.findByText('Invalid Credit Card Information');
    expect(alert).toBeInTheDocument();
    expect(screen.getByText('Expiration Date is not valid.')).toBeInTheDocument();
    expect(screen.getByText('CVC is not valid.')).toBeInTheDocument();
    expect(recorder.of('resort:payment:token')).toHaveLength(0);
    expect(recorder.of('resort:payment:failed')).toEqual([expect.objectContaining({ message: 'Invalid Credit Card Information' })]);
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    // React may mount the 3-second timer a moment after the message shows (a loaded machine yields).
    await waitFor(() => expect(screen.queryByText('Invalid Credit Card Information')).not.toBeInTheDocument(), { timeout: 4000 });
    vi.useRealTimers();
  });

  it('a network error while tokenizing says so', async () => {
    render(<PaymentForm amount={120} />);
    await ready();
    await fillCard(refusedCvvCard);
    square.nextTokenize = { status: 'Error', errors: [{ type: 'NETWORK_ERROR', message: 'offline' }] };
    await continueCheckout();
    expect(await screen.findByText('Network error occurred when tokenizing.')).toBeInTheDocument();
    expect(recorder.of('resort:payment:token')).toHaveLength(0);
    expectReportedOnce({ widget: 'resort-payment-form', operation: 'tokenize card', message: 'Network error occurred when tokenizing.' });
  });

  it('two continue requests at once tokenize once', async () => {
    render(<PaymentForm amount={120} />);
    await ready();
    await fillCard();
    await act(async () => {
      window.dispatchEvent(new CustomEvent('resort:checkout:continue'));
      window.dispatchEvent(new CustomEvent('resort:checkout:continue'));
    });
    await waitFor(() => expect(recorder.of('resort:payment:token')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(recorder.of('resort:payment:token')).toHaveLength(1);
  });

  it('a new token-hash asks for a token; the first one does not', async () => {
    const view = render(<PaymentForm amount={120} tokenHash="a" />);
    await ready();
    await fillCard();
    expect(recorder.of('resort:payment:token')).toHaveLength(0);
    view.rerender(<PaymentForm amount={120} tokenHash="b" />);
    await waitFor(() => expect(recorder.of('resort:payment:token')).toHaveLength(1));
  });

  it('at 0 says No Payment Required, needs no token, and sets the card up again when payment is required again', async () => {
    const view = render(<PaymentForm amount={120} />);
    await ready();
    view.rerender(<PaymentForm amount={0} />);
    expect(screen.getByText('No Payment Required')).toBeInTheDocument();
    expect(square.mounts[0]!.unmounted).toBe(true);
    expect(lastChanged()).toMatchObject({ valid: true, required: false });
    await continueCheckout();
    expect(recorder.of('resort:payment:token')).toEqual([expect.objectContaining({ required: false, payment: null })]);
    view.rerender(<PaymentForm amount={40} />);
    await waitFor(() => expect(square.mounts).toHaveLength(2));
    expect(lastChanged()).toMatchObject({ valid: false, required: true });
  });

  it('Google Pay OK uses the wallet: card fields hide, the name comes from the wallet, the type is square-google', async () => {
    render(<PaymentForm amount={120} />);
    await ready();
    const google = await screen.findByRole('button', { name: 'Buy with Google Pay' });
    await userEvent.click(google);
    expect(await screen.findByText('Paying with Google Pay as Alex Morgan.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Cardholder name' })).not.toBeInTheDocument();
    // The change event follows the render that shows the wallet (an effect): it may come a tick later.
    await waitFor(() => expect(lastChanged()).toMatchObject({ valid: true, type: 'square-google' }));
    await continueCheckout();
    await waitFor(() => expect(recorder.of('resort:payment:token')).toHaveLength(1));
    expect((recorder.of('resort:payment:token')[0] as PaymentTokenDetail).payment).toMatchObject({ IsDigitalWalletTransaction: true, CardHolderName: 'Alex Morgan' });
    await userEvent.click(screen.getByRole('button', { name: 'Use another way to pay' }));
    expect(lastChanged()).toMatchObject({ type: 'square-card' });
  });

  it('keeps the wallets’ row (a button’s room and “Or pay by card”) while Google Pay is set up, and takes it away when it cannot be', async () => {
    type Payments = { googlePay(request: unknown): Promise<unknown> };
    type SquareLike = { payments(...args: unknown[]): Promise<Payments> };
    /** Square's double with Google Pay's set-up held until `release` is called. */
    const holdGooglePay = (available: boolean) => {
      const working = square;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      setSquare({
        payments: async (...args: unknown[]) => {
          const payments = await (working as unknown as SquareLike).payments(...args);
          return new Proxy(payments, {
            get: (target, key) =>
              key === 'googlePay'
                ? async (request: unknown) => {
                    await held;
                    if (!available) throw new Error('Google Pay is not available here.');
                    return target.googlePay(request);
                  }
                : bound(target, key),
          });
        },
      });
      return () => release();
    };
    // By its label: a hidden group has no role for the accessibility tree.
    const wallets = () => document.querySelector<HTMLElement>('[role="group"][aria-label="Express checkout"]');
    function bound(target: object, key: string | symbol): unknown {
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    }

    let release = holdGooglePay(true);
    const view = render(<PaymentForm amount={120} />);
    await ready();
    // Being set up: the row shows, busy, with the button's room and the line under it.
    expect(wallets()).toBeVisible();
    expect(wallets()).toHaveAttribute('aria-busy', 'true');
    expect(wallets()?.querySelector('.rw-payment__gpay')).toBeVisible();
    expect(screen.getByText('Or pay by card')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Buy with Google Pay' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Buy with Google Pay' })).toBeVisible();
    await waitFor(() => expect(wallets()).not.toHaveAttribute('aria-busy'));
    view.unmount();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    square = paymentPage();
    release = holdGooglePay(false);
    render(<PaymentForm amount={120} />);
    await ready();
    expect(wallets()).toBeVisible();
    release();
    await waitFor(() => expect(wallets()).not.toBeVisible());
    expect(screen.queryByText('Or pay by card')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Google Pay could not be set up'), expect.anything());
  });

  it('a wallet Cancel resets; a wallet without a name gives Unavailable', async () => {
    square = paymentPage({ googlePay: { available: true, answer: 'Cancel', billing: {} } });
    render(<PaymentForm amount={120} />);
    await ready();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy with Google Pay' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy with Google Pay' })).toBeInTheDocument());
    expect(lastChanged()).toMatchObject({ type: 'square-card', valid: false });
    window.SquareDoubleControls = { googlePay: { available: true, answer: 'OK', billing: {} } };
    // The cancelled request may still be settling on a busy machine (a click meanwhile is ignored,
    // one request at a time): click again until the wallet answers, as a shopper would.
    await waitFor(async () => {
      if (!screen.queryByText('Paying with Google Pay as Unavailable.')) await userEvent.click(screen.getByRole('button', { name: 'Buy with Google Pay' }));
      expect(screen.getByText('Paying with Google Pay as Unavailable.')).toBeInTheDocument();
    });
  });

  it('Apple Pay: our own button tokenizes; one that never settles times out and resets the form', async () => {
    square = paymentPage({ applePay: { available: true, answer: 'hang', billing: {} } });
    server.use(configAnswers({ isApplePayEnabled: true }));
    render(<PaymentForm amount={120} />);
    await ready();
    const apple = await screen.findByRole('button', { name: 'Pay with Apple Pay' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(apple);
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByText('Apple Pay did not answer. Try again, or pay by card.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with Apple Pay' })).toBeEnabled();
    expect(lastChanged()).toMatchObject({ type: 'square-card' });
    vi.useRealTimers();
  });

  it('no Google Pay on iOS, and no wallets when digital wallets are not allowed; a wallet that fails to set up is hidden and logged', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(SAFARI_IOS_UA);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(configAnswers({ isApplePayEnabled: true }));
    const view = render(<PaymentForm amount={120} />);
    await ready();
    expect(screen.queryByRole('button', { name: 'Buy with Google Pay' })).not.toBeInTheDocument();
    // Apple Pay is enabled but the double (like Square outside Safari) refuses it.
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('Apple Pay is not available'), expect.anything()));
    expect(screen.queryByRole('button', { name: 'Pay with Apple Pay' })).not.toBeInTheDocument();
    view.unmount();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME_UA);
    server.use(personalizationAnswers(false));
    square = paymentPage();
    render(<PaymentForm amount={120} />);
    await ready();
    expect(screen.queryByRole('button', { name: 'Buy with Google Pay' })).not.toBeInTheDocument();
  });

  it('when Square cannot be loaded, says so with Retry, which loads it again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const working = square;
    setSquare({
      payments() {
        throw new Error('Square.js failed to load properly.');
      },
    });
    render(<PaymentForm amount={120} />);
    expect(await screen.findByText(/The secure payment form could not be loaded/)).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    setSquare(working);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await ready();
  });

  it('update-card mode hides the heading, offers no wallet and sends the card info', async () => {
    resetCartStore();
    patchCart({ cart: familyCart() });
    render(<PaymentForm updateCard />);
    await ready();
    expect(screen.queryByRole('heading', { name: 'Payment Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy with Google Pay' })).not.toBeInTheDocument();
    await fillCard();
    await continueCheckout();
    await waitFor(() => expect(recorder.of('resort:payment:token')).toHaveLength(1));
    const detail = recorder.of('resort:payment:token')[0] as PaymentTokenDetail;
    expect(detail.payment).toBeNull();
    expect(detail.card).toMatchObject({ Last4: '1111', Name: 'Alex Morgan', Exp: { Month: '12', Year: '2030' }, Brand: 'VISA' });
    // A card on file is no purchase: no add_payment_info.
    expect(window.dataLayer).toEqual([]);
  });

  it('measures the card again when it becomes visible', async () => {
    const observers: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
        unobserve() {}
      },
    );
    render(<PaymentForm amount={120} />);
    await ready();
    const entry = (width: number) => [{ contentRect: { width } } as ResizeObserverEntry];
    act(() => observers.forEach((callback) => callback(entry(0), {} as ResizeObserver)));
    act(() => observers.forEach((callback) => callback(entry(300), {} as ResizeObserver)));
    expect(square.mounts[0]!.recalculations).toBe(1);
    vi.unstubAllGlobals();
  });

  describe('billing address, when the store requires it (the rest, for both providers, in BillingAddress.test.tsx)', () => {
    beforeEach(() => server.use(configAnswers({ requiresBillingAddress: true })));

    it('is not asked when a wallet pays: the wallet brings its own billing contact', async () => {
      render(<PaymentForm amount={120} />);
      await ready();
      expect(screen.getByRole('group', { name: 'Billing Address' })).toBeInTheDocument();
      await userEvent.click(await screen.findByRole('button', { name: 'Buy with Google Pay' }));
      expect(await screen.findByText('Paying with Google Pay as Alex Morgan.')).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Billing Address' })).not.toBeInTheDocument();
      expect(lastChanged()).toMatchObject({ valid: true, type: 'square-google' });
    });
  });
});
