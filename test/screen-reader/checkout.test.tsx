/**
 * The checkout page's part of the journey, to Place order, as a screen-reader user hears it: the
 * order summary's totals, the payment form's fields and groups, a refused card announced, and the
 * host's Place order (a button of the host page, which asks the form for its token).
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { startMswServer } from '../msw.ts';
import { OrderSummary } from '../../widgets/cart/OrderSummary.tsx';
import { PaymentForm } from '../../widgets/payment-form/PaymentForm.tsx';
import { CHROME_UA, configAnswers, paymentPage, personalizationAnswers, recordPaymentEvents } from '../../widgets/payment-form/test-helpers.ts';
import { resetCartStore } from '../../src/stores/cart.ts';
import { familyCart } from '../../widgets/cart/cart.fixtures.ts';
import { sandboxCard } from '../../widgets/payment-form/payment.fixtures.ts';
import { listen } from './listener.ts';

const server = startMswServer();

describe('the checkout heard by a screen-reader user', () => {
  it('the totals, the card form, a card refused and announced, then Place order with the card complete', async () => {
    const square = paymentPage();
    resetCartStore();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME_UA);
    server.use(configAnswers(), personalizationAnswers(), http.get('/api/minicart', () => HttpResponse.json(familyCart())));
    const recorder = recordPaymentEvents();
    const placeOrder = () => window.dispatchEvent(new CustomEvent('resort:checkout:continue'));
    render(
      <>
        <OrderSummary />
        <PaymentForm amount={familyCart().TotalPrice} />
        <button type="button" onClick={placeOrder}>
          Place order
        </button>
      </>,
    );
    await vi.waitFor(() => expect(square.mounts.length).toBeGreaterThan(0));
    await screen.findByRole('textbox', { name: 'Cardholder name' });
    await screen.findByText('Total');
    const sr = await listen();
    const user = userEvent.setup();
    expect(await sr.readUntil('button, Place order')).toEqual([
      'region, Order Summary',
      'heading, Order Summary, level 2',
      'table',
      'rowgroup',
      'row, Sub-Total $1,912.10',
      'rowheader, Sub-Total',
      'cell, $1,912.10',
      'end of row, Sub-Total $1,912.10',
      'row, Tax 4.5% $86.86',
      'rowheader, Tax 4.5%',
      'cell, $86.86',
      'end of row, Tax 4.5% $86.86',
      'row, Tax 2% $38.60',
      'rowheader, Tax 2%',
      'cell, $38.60',
      'end of row, Tax 2% $38.60',
      'row, Total $2,037.56',
      'rowheader, Total',
      'cell, $2,037.56',
      'end of row, Total $2,037.56',
      'end of rowgroup',
      'end of table',
      'end of region, Order Summary',
      'region, Payment Details',
      'heading, Payment Details, level 2',
      'group, Express checkout',
      'button, Buy with Google Pay',
      'paragraph',
      'Or pay by card',
      'end of paragraph',
      'end of group, Express checkout',
      'Cardholder name',
      'textbox, Cardholder name, required',
      // The card's own fields are the provider's frames (here its double's), read inside them.
      'group, Card details',
      'paragraph',
      'We accept Visa, MasterCard, American Express, Apple, Paypal.',
      'end of paragraph',
      // Empty until a card is refused: the region is on the page before its message, so it is heard.
      'alert',
      'end of region, Payment Details',
      'button, Place order',
    ]);

    await user.click(screen.getByRole('textbox', { name: 'Cardholder name' }));
    expect(await sr.said()).toEqual(['textbox, Cardholder name, required']);
    await user.keyboard('Alex Morgan');
    act(() => square.current().type('cardNumber', '4111 1111 1111 1111'));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    // The refusal and each field at fault, at once (the reader joins the paragraph and the list
    // items a screen reader pauses between).
    expect(await sr.said()).toEqual(['button, Place order', 'assertive: Invalid Credit Card InformationExpiration Date is not valid.CVC is not valid.Billing Postal Code is not valid.']);
    expect(recorder.of('resort:payment:token')).toHaveLength(0);

    act(() => square.current().fill(sandboxCard));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await vi.waitFor(() => expect(recorder.of('resort:payment:token')).toHaveLength(1));
    // Nothing more to hear: the host page goes on to place the order.
    expect(await sr.said()).toEqual([]);
    recorder.stop();
    await sr.stop();
  });
});
