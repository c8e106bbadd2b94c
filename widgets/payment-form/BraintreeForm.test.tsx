import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PaymentForm } from './PaymentForm.tsx';
import { braintreeConfigAnswers, braintreePage, configAnswers, personalizationAnswers, recordPaymentEvents, setSquare } from './test-helpers.ts';
import { startMswServer } from '../../test/msw.ts';
import { refusedCvvCard, sandboxCard, vaultedCard } from './payment.fixtures.ts';
import type { InProcessBraintree } from '../../examples/braintree-double/in-process.ts';
import type { PaymentTokenDetail } from '../../src/events/bus.ts';
import { expectReportedOnce } from '../../test/error-reports.ts';

const server = startMswServer();
let braintree: InProcessBraintree;
let recorder: ReturnType<typeof recordPaymentEvents>;

beforeEach(() => {
  braintree = braintreePage();
  setSquare(undefined);
  server.use(braintreeConfigAnswers(), personalizationAnswers());
  recorder = recordPaymentEvents();
});
afterEach(() => {
  recorder.stop();
  delete (window as unknown as { braintree?: unknown }).braintree;
});

const continueCheckout = () => act(async () => void window.dispatchEvent(new CustomEvent('resort:checkout:continue')));
const lastChanged = () => recorder.of('resort:payment:changed').at(-1);

async function ready() {
  await waitFor(() => expect(braintree.mounts.length).toBeGreaterThan(0));
  await waitFor(() => expect(screen.queryByRole('status', { name: /Loading the secure payment form/ })).not.toBeInTheDocument());
}

async function fillCard(card: { number: string; expiry: string; cvv: string; postalCode: string } = sandboxCard, name = 'Alex Morgan') {
  await userEvent.type(screen.getByRole('textbox', { name: 'Cardholder name' }), name);
  act(() => braintree.current().fill(card));
}

describe('<resort-payment-form> on a Braintree store', () => {
  it('creates Braintree’s four hosted fields in the document, and no Square card', async () => {
    render(<PaymentForm amount={120} />);
    await ready();
    expect(braintree.mounts).toHaveLength(1);
    const containers = braintree.mounts[0]!.containers;
    expect(Object.keys(containers).sort()).toEqual(['cvv', 'expirationDate', 'number', 'postalCode']);
    for (const container of Object.values(containers)) expect(container.getRootNode()).toBe(document);
    for (const label of ['Card number', 'Expiration date (MM/YY)', 'CVC', 'Billing postal code']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(lastChanged()).toMatchObject({ valid: false, type: 'braintree-card', required: true });
  });

  it('is valid once every field is valid and a name is on the card, and tears the fields down on unmount', async () => {
    const view = render(<PaymentForm amount={120} />);
    await ready();
    act(() => braintree.current().fill(sandboxCard));
    expect(lastChanged()).toMatchObject({ valid: false });
    await userEvent.type(screen.getByRole('textbox', { name: 'Cardholder name' }), 'Alex Morgan');
    expect(lastChanged()).toMatchObject({ valid: true, type: 'braintree-card' });
    act(() => braintree.current().type('cvv', '1x'));
    expect(lastChanged()).toMatchObject({ valid: false });
    view.unmount();
    expect(braintree.mounts[0]!.tornDown).toBe(true);
  });

  it('says Name on credit card is required before asking Braintree for a nonce', async () => {
    render(<PaymentForm amount={120} />);
    await ready();
    act(() => braintree.current().fill(sandboxCard));
    await continueCheckout();
    expect(await screen.findByText('Name on credit card is required')).toBeInTheDocument();
    expect(braintree.mounts[0]!.tokenizedWith).toEqual([]);
    expect(recorder.of('resort:payment:failed')).toEqual([expect.objectContaining({ message: 'Name on credit card is required' })]);
  });

  it('on continue, sends the nonce with the Braintree payment info — last 4 only', async () => {
    render(<PaymentForm amount={120} />);
    await ready();
    await fillCard();
    await continueCheckout();
    await waitFor(() => expect(recorder.of('resort:payment:token')).toHaveLength(1));
    const detail = recorder.of('resort:payment:token')[0] as PaymentTokenDetail;
    expect(detail).toMatchObject({ type: 'braintree-card', card: null });
    expect(detail.payment).toMatchObject({ CardNumber: '1111', PaymentType: 'Payments.Braintree', CardHolderName: 'Alex Morgan', CardType: 'Visa', ExpirationDate: '12/2030', Source: 'BRAINTREE_CC', IsDigitalWalletTransaction: false });
    expect(detail.payment?.Nonce).toMatch(/^tokencc_/);
    expect(braintree.mounts[0]!.tokenizedWith).toEqual(['Alex Morgan']);
    expect(JSON.stringify(recorder.events)).not.toMatch(/4111\s?1111\s?1111\s?1111/);
  });

  it('empty fields show only each field’s error, with Invalid Credit Card Information for 3 seconds', async () => {
    render(<PaymentForm amount={120} />);
    await ready();
    await userEvent.type(screen.getByRole('textbox', { name: 'Cardholder name' }), 'Alex Morgan');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await continueCheckout();
    expect(await screen.findByText('Invalid Credit Card Information')).toBeInTheDocument();
    for (const text of ['Credit Card Number is not valid.', 'Expiration Date is not valid.', 'CVC is not valid.', 'Billing Postal Code is not valid.']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(recorder.of('resort:payment:token')).toHaveLength(0);
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('Invalid Credit Card Information')).not.toBeInTheDocument();
    vi.useRealTimers();
    // A field the shopper fixes loses its error; the others keep theirs.
    act(() => braintree.current().type('number', sandboxCard.number));
    expect(screen.queryByText('Credit Card Number is not valid.')).not.toBeInTheDocument();
    expect(screen.getByText('CVC is not valid.')).toBeInTheDocument();
  });

  it.each([
    ['a CVV Braintree refuses', refusedCvvCard, null, 'CVV did not pass verification'],
    ['a card already in the vault', vaultedCard, null, 'This payment method already exists in your vault.'],
    ['a failure on Braintree’s side', { ...sandboxCard, expiry: '01/40' }, null, 'Tokenization failed server side. Is the card valid?'],
    ['a network error', sandboxCard, { ok: false, code: 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR' } as const, 'Network error occurred when tokenizing.'],
  ])('%s shows the store’s message and sends no token', async (_case, card, forced, text) => {
    render(<PaymentForm amount={120} />);
    await ready();
    await fillCard(card);
    if (forced) braintree.nextTokenize = forced;
    await continueCheckout();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(recorder.of('resort:payment:token')).toHaveLength(0);
    // Reported once (the reporter hides what may look like card data in the sentence).
    expectReportedOnce({ widget: 'resort-payment-form', operation: 'tokenize card (Braintree)' });
  });

  it('on a card update, vaults the card and sends the card info with its PaymentKey', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/payment/addbraintreepaymentmethodtocustomer/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ PaymentToken: 'btpm_kept' });
      }),
    );
    render(<PaymentForm updateCard />);
    await ready();
    await fillCard();
    await continueCheckout();
    await waitFor(() => expect(recorder.of('resort:payment:token')).toHaveLength(1));
    const detail = recorder.of('resort:payment:token')[0] as PaymentTokenDetail;
    expect(sent).toEqual([{ CardNumberLastFour: '1111', CardHolderName: 'Alex Morgan', Nonce: detail.card?.Token }]);
    expect(detail.card).toMatchObject({ Last4: '1111', Name: 'Alex Morgan', Brand: 'Visa', Exp: { Month: '12', Year: '2030' }, PaymentKey: 'btpm_kept' });
    expect(detail.card?.Token).toMatch(/^tokencc_/);
  });

  it('a vaulting the store refuses shows its message and sends no card', async () => {
    server.use(http.post('/api/payment/addbraintreepaymentmethodtocustomer/', () => HttpResponse.json({ message: 'This card entry was already used. Enter your card details again.' }, { status: 400 })));
    render(<PaymentForm updateCard />);
    await ready();
    await fillCard();
    await continueCheckout();
    expect(await screen.findByText('This card entry was already used. Enter your card details again.')).toBeInTheDocument();
    expect(recorder.of('resort:payment:token')).toHaveLength(0);
  });

  it('a client token Braintree refuses shows the load error with Retry', async () => {
    server.use(braintreeConfigAnswers({ BraintreeConfig: { ClientToken: 'not-a-token', AllowedPaymentTypes: [] } }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PaymentForm amount={120} />);
    expect(await screen.findByText('The secure payment form could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(braintree.mounts).toHaveLength(0);
  });
});

describe('<resort-payment-form> on a store whose provider this version does not take', () => {
  it.each(['Heartland', 'Moneris', 'Windcave', 'FreedomPay'])('names %s as not supported, with no card fields', async (provider) => {
    server.use(configAnswers({ PaymentProvider: provider }));
    render(<PaymentForm amount={120} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(`This store takes cards through ${provider}, which this version of the payment form does not support.`);
    expect(screen.queryByRole('textbox', { name: 'Cardholder name' })).not.toBeInTheDocument();
    expect(braintree.mounts).toHaveLength(0);
    expect(recorder.of('resort:payment:changed').at(-1)).toBeUndefined();
  });
});
