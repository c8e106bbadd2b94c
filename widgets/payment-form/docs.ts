/** Descriptions of `<resort-payment-form>` (manifest and README check). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { paymentFormElement } from './meta.ts';

export const paymentFormMeta = withDocs(paymentFormElement, {
  description:
    "The checkout's payment form: the heading Payment Details (hidden on the update-card page), the cardholder name, Square's card fields (in Square's own frame, attached to an element in light DOM) and the Apple Pay and Google Pay buttons when the store enables them and digital wallets are allowed. Square's script is loaded only when the form is on the page, from the configuration's `scriptSrc`. `el.tokenize()` (or `resort:checkout:continue`, or a new `token-hash`) tokenizes the card or uses the wallet's token and sends `resort:payment:token`; a failed tokenize shows its error for 3 seconds and sends nothing but `resort:payment:failed`.",
  attributes: {
    amount: 'The amount to pay. 0 or less (with no `card-required`) shows No Payment Required and needs no token; unset means payment is required. The wallets show it as the total.',
    cardRequired: 'Ask for a card even when the amount is 0 or less.',
    tokenHash: 'A value the host changes to ask for a token (the legacy checkout does this); each new value tokenizes once.',
    updateCard: "My Account's card update: the heading is hidden, no wallets, and the token goes out as card info (Last4, Name, Exp, Brand, Token). The configuration's isUpdateCreditCardPage does the same.",
    configUrl: "Where the payment configuration is read (`applicationId`, `locationId`, `requiresBillingAddress`, `isApplePayEnabled`, `isGooglePayEnabled`, `isUpdateCreditCardPage`, and `scriptSrc`, the address of Square's script).",
  },
  events: [
    { name: 'resort:payment:changed', description: 'Sent whenever validity or the payment type changes: `detail.valid`, `detail.type` (`square-card`, `square-apple`, `square-google`) and `detail.required` (false when no payment is required).' },
    {
      name: 'resort:payment:token',
      description: 'Sent after a successful tokenize: `detail.payment` (Nonce, CardNumber as the last 4, PaymentType `Payments.Square`, CardHolderName, CreditCard, ExpirationDate, ExpirationYear, ExpirationMonth, CardType, ZipPostalCode, IsDigitalWalletTransaction, Source `SQUARE_CC`) at checkout, or `detail.card` (Last4, Name, Exp, Brand, Token) in update-card mode; `detail.required` false and both null when no payment is required.',
    },
    { name: 'resort:payment:failed', description: 'Sent when a requested tokenize gave no token (`detail.message`), so the host re-enables its button; nothing else is sent.' },
    { name: 'resort:checkout:continue', description: 'Listened for: tokenize now (as `el.tokenize()` does).' },
  ],
});
