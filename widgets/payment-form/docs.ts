/** Descriptions of `<resort-payment-form>` (manifest, `docs/tags/` and Storybook; `npm run docs`). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { paymentFormElement } from './meta.ts';
import { paymentFormLabels } from './labels.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';
import { fieldLabels } from '../../src/ui/fields/field-labels.ts';

export const paymentFormMeta = withDocs(paymentFormElement, {
  description:
    "The checkout's payment form: the heading Payment Details (hidden on the update-card page), the cardholder name and the card fields of the store's provider (`PaymentProvider` in the payment configuration): Square's card (in Square's own frame, attached to an element in light DOM) with the Apple Pay and Google Pay buttons when the store enables them and digital wallets are allowed, or Braintree's hosted fields (each in its own frame, in light DOM). A provider this version does not take (Heartland, Moneris, Windcave, FreedomPay) is named as not supported. The provider's script is loaded only when the form is on the page and only for that provider. `el.tokenize()` (or `resort:checkout:continue`, or a new `token-hash`) tokenizes the card or uses the wallet's token and sends `resort:payment:token`; a failed tokenize shows its error for 3 seconds and sends nothing but `resort:payment:failed`.",
  attributes: {
    amount: 'The amount to pay. 0 or less (with no `card-required`) shows No Payment Required and needs no token; unset means payment is required. The wallets show it as the total.',
    cardRequired: 'Ask for a card even when the amount is 0 or less.',
    tokenHash: 'A value the host changes to ask for a token (the legacy checkout does this); each new value tokenizes once.',
    updateCard: "My Account's card update: the heading is hidden, no wallets, and the token goes out as card info (Last4, Name, Exp, Brand, Token; with Braintree the card is vaulted first and PaymentKey carries its payment token). The configuration's isUpdateCreditCardPage does the same.",
    placeOrder: 'Draw Place order under the form: pressing it places the order (`POST api/checkout/complete`, as `ResortWidgets.placeOrder()` does) with the form\'s token, opens the confirmation, or says beside the button why not, in the store\'s words. Not in update-card mode.',
    cartVersion: 'With `place-order`: the version of the cart whose total the page shows, as the store wrote it; the store refuses an order for another (409).',
    cartHash: 'With `place-order`: the hash of that cart (default: the cart the islands hold).',
    idempotencyKey: 'With `place-order`: the key the store made for this checkout, sent with every try (default: one made for the page).',
    configUrl: "Where the payment configuration is read (`PaymentProvider`, `applicationId`, `locationId`, `BraintreeConfig` with `ClientToken` and `AllowedPaymentTypes`, `requiresBillingAddress`, `isApplePayEnabled`, `isGooglePayEnabled`, `isUpdateCreditCardPage`, and `scriptSrc`, the address of the provider's script).",
  },
  events: [
    { name: 'resort:payment:changed', description: 'Sent whenever validity or the payment type changes: `detail.valid`, `detail.type` (`square-card`, `square-apple`, `square-google`, `braintree-card`) and `detail.required` (false when no payment is required).' },
    {
      name: 'resort:payment:token',
      description: 'Sent after a successful tokenize: `detail.payment` (Nonce, CardNumber as the last 4, PaymentType `Payments.Square`, CardHolderName, CreditCard, ExpirationDate, ExpirationYear, ExpirationMonth, CardType, ZipPostalCode, IsDigitalWalletTransaction, Source `SQUARE_CC`; with Braintree PaymentType `Payments.Braintree` and Source `BRAINTREE_CC`) at checkout, or `detail.card` (Last4, Name, Exp, Brand, Token, and PaymentKey with Braintree) in update-card mode; `detail.required` false and both null when no payment is required.',
    },
    { name: 'resort:payment:failed', description: 'Sent when a requested tokenize gave no token (`detail.message`), so the host re-enables its button; nothing else is sent.' },
    { name: 'resort:checkout:continue', description: 'Listened for: tokenize now (as `el.tokenize()` does).' },
    { name: 'resort:order:completed', description: 'Sent when the order is placed (`place-order`, or `ResortWidgets.placeOrder()`): `detail.orderId`, `detail.orderNumber`, `detail.redirectUrl` (its confirmation).' },
    {
      name: 'resort:order:failed',
      description: 'Sent when the order was not placed: `detail.reason` (`cart-changed`: the cart changed since the page showed its total; `refused`: the store refused it, with the releases still to sign in `detail.waivers`; `failed`: the store could not be asked) and `detail.message`, the store\'s words or ours.',
    },
  ],
  reference: `
The checkout's payment form: \`Payment Details\` (hidden on the update-card page), \`Cardholder name\`
(\`Cardholder name is required.\` once left empty), Square's card fields, the accepted cards (\`We
accept Visa, MasterCard, American Express, Apple, Paypal.\` unless the configuration lists others)
and, when the store enables them and \`GET /api/checkout/personalization\` allows digital wallets,
\`Pay with Apple Pay\` (our own button: Apple Pay has no \`attach\`) and Google Pay (Chrome only, not
on iOS). The configuration comes from \`GET /api/payment/configuration\` (\`applicationId\`,
\`locationId\`, \`requiresBillingAddress\`, \`isApplePayEnabled\`, \`isGooglePayEnabled\`,
\`isUpdateCreditCardPage\`, and our \`scriptSrc\` and \`acceptedCards\`).

- **Square's script** is added only when the tag is on the page (the form itself is a chunk loaded
  with it), from \`scriptSrc\` when the configuration names one, else Square's production or
  Sandbox script by the application id, through the library's Trusted Types policy
  (\`resort-widgets\`: a page that requires Trusted Types refuses a plain string there). A failed
  load says so with \`Retry\`, which adds the script again.
- **Square's language**: before it makes the card and Google Pay, the form asks Square for the
  page's language (\`payments.setLocale()\`): the locale the page formats in where Square supports
  it (en-US, en-CA, en-GB, en-AU, en-IE, fr-CA, fr-FR, es-US, es-ES), else its language's
  (\`fr-BE\` asks for \`fr-CA\`), else \`en-US\`. Without it Square draws its fields in the
  browser's language. Where Square refuses (an application it is not enabled for), the fields keep
  the browser's language and the form still takes payments. A change of language makes the card
  again.
- **The card** is attached to an element in the tag's light DOM (hosted payment frames do not work
  inside a shadow root), shown in place through a \`<slot>\`; styled through Square's own style
  options from our CSS variables; measured again when it becomes visible; attached once even under
  React's StrictMode double effects; destroyed when the form goes away. The card number and CVV
  exist only inside Square's frame: our code sees the card events and the token.
- **Validity**: invalid until the number, expiry and CVV are complete and valid, the name is given,
  no card error shows, and a postal code that shows (payments in USD, CAD and GBP) is valid. Each
  change goes out as \`resort:payment:changed\` with the payment type (\`square-card\`, \`square-apple\`,
  \`square-google\`). A wallet that answers OK is used (the other wallet and the card fields hide;
  the name is the wallet's given and family names or \`Unavailable\`; \`Use another way to pay\` goes
  back); Cancel resets; a wallet \`tokenize()\` that has not settled after 60 seconds (Apple Pay's
  cancel can leave it pending) resets the form; a wallet that cannot be set up is hidden and logged.
- **The token**: \`el.tokenize()\`, \`resort:checkout:continue\` or a new \`token-hash\` tokenizes (one at
  a time) and sends \`resort:payment:token\` with the payment info (\`Nonce\`, \`CardNumber\` as the last
  4, \`PaymentType\` \`Payments.Square\`, \`CardHolderName\`, \`CreditCard\`, \`ExpirationDate\`,
  \`ExpirationYear\`, \`ExpirationMonth\`, \`CardType\`, \`ZipPostalCode\`, \`IsDigitalWalletTransaction\`,
  \`Source\` \`SQUARE_CC\`), or in update-card mode the card info (\`Last4\`, \`Name\`, \`Exp\`, \`Brand\`,
  \`Token\`); \`el.tokenize()\` resolves the same detail. A tokenize that fails shows for 3 seconds
  (\`Invalid Credit Card Information\` with \`Credit Card Number is not valid.\`, \`Expiration Date is
  not valid.\`, \`CVC is not valid.\`, \`Billing Postal Code is not valid.\`; \`Network error occurred
  when tokenizing.\`; \`Oops! An unexpected error occured: …\`), sends \`resort:payment:failed\` and
  \`el.tokenize()\` resolves \`null\`: a failed tokenize never lets an order through.
- **Place order** (\`place-order\`, with \`cart-version\`, \`cart-hash\` and \`idempotency-key\`): the
  form draws \`Place order\` under its fields and places the order itself. While it waits the button
  reads \`Placing order…\`, keeps the focus and sends nothing more; a placed order says \`Order placed.
  Opening your confirmation…\` and opens it; otherwise the notice beside the button says why, in the
  store's words (a declined card, a release still to sign), or ours (\`Check your payment details
  above.\` when the card gave no token; \`Your order could not be placed. Check your connection and
  try again.\`). A cart changed since the page showed its total (409) adds \`Show my cart’s new
  total\`, which loads the page again. The spec's error catalogue names no wording here.
- **Placing the order**: \`ResortWidgets.placeOrder({ idempotencyKey, cartHash, cartVersion })\`
  asks this form for its token and posts \`POST api/checkout/complete\` (reCAPTCHA action
  \`checkout/complete\`, the idempotency key, the cart's hash and version); a double click sends one
  order, a changed cart (409) and a declined card come back in the store's words
  ([host-page.md](../host-page.md#placing-the-order-resortwidgetsplaceorder)). Its failures are
  reported under this tag.
- An \`amount\` of 0 or less (without \`card-required\`) shows \`No Payment Required\` and needs no
  token; when payment is required again the form is set up again.

When the configuration says \`requiresBillingAddress\` (the demo store does with
\`REQUIRE_BILLING_ADDRESS=1 npm start\`), the form adds a \`Billing Address\` group, whichever the
provider: Country (the store's \`DefaultCountry\` first) and the State, Province or Region that
country uses — required where it is a list (United States, Canada, Australia). The postal code stays
in the provider's card fields. Continuing without it says \`Complete the billing address.\` and puts
the focus on what is missing; the provider is not asked. With Square the card is then tokenized with
Square's verification details (\`CHARGE\` of the amount at checkout, \`STORE\` for My Account's card
on file) with the address as the billing contact; with Braintree the address goes to its tokenize as
\`billingAddress\` (\`countryCodeAlpha2\`, \`region\`). Either way the payment info gains
\`BillingCountry\` and \`BillingState\`. A wallet payment brings its own billing contact, so the
group hides while a wallet is used.

## Braintree

When the configuration names \`Braintree\` (\`PaymentProvider\`) with \`BraintreeConfig.ClientToken\`, the
form creates Braintree's client and hosted fields with that token: \`Card number\`, \`Expiration date
(MM/YY)\`, \`CVC\` and \`Billing postal code\`, each Braintree's own frame in the tag's light DOM, torn
down when the form goes away. Braintree's library is the published \`braintree-web\` (its \`client\`
and \`hosted-fields\` modules, version pinned), in chunks loaded only on a Braintree store; a
configuration with \`scriptSrc\` loads that script instead, which must define \`window.braintree\`
(the demo store's double). The name on the card is required (\`Name on credit card is required\`).
A tokenize Braintree refuses shows the store's words for its error code: a card already in the
vault \`This payment method already exists in your vault.\`, a CVV refused \`CVV did not pass
verification\`, a failure on Braintree's side \`Tokenization failed server side. Is the card
valid?\`, a network error \`Network error occurred when tokenizing.\`, anything else \`Oops! An
unexpected error occured: …\`; empty or invalid fields show only each field's error (with \`Invalid
Credit Card Information\` for 3 seconds). At checkout the token is Braintree's nonce; on a card
update the form first posts \`CardNumberLastFour\`, \`CardHolderName\` and \`Nonce\` to
\`POST /api/payment/addbraintreepaymentmethodtocustomer/\`, and the card info carries the answer's
\`PaymentToken\` as \`PaymentKey\` (a refusal shows the store's message and sends no card).

## Other providers

Heartland, Moneris, Windcave and FreedomPay (the other providers a store may name) have no card
form in this version: the form says \`This store takes cards through {provider}, which this version
of the payment form does not support.\` instead of showing empty fields, and no token can be made.
A provider named without what it needs (Square without \`applicationId\`/\`locationId\`, Braintree
without a client token) shows \`The payment form could not be set up.\` See \`docs/card-providers.md\`
for what adding a provider takes.

## Switching from the Square double to Square

The demo store's \`GET /api/payment/configuration\` points \`scriptSrc\` at the Square double it
serves. To use a real Square Sandbox application instead, start the store with your application's
ids from Square's Developer Dashboard:

\`\`\`sh
SQUARE_APPLICATION_ID=sandbox-sq0idb-… SQUARE_LOCATION_ID=L… npm start
\`\`\`

The configuration then carries that application id and no \`scriptSrc\`, so the form loads Square's
Sandbox script (\`https://sandbox.web.squarecdn.com/v1/square.js\`; an \`sq0idp-\` id loads production,
and \`SQUARE_SCRIPT_SRC\` overrides the address). A real host must also (1) allow Square in its
Content-Security-Policy — \`script-src\`, \`frame-src\` and \`connect-src\` for \`*.squarecdn.com\` and
\`*.squareup.com\` / \`*.squareupsandbox.com\` — and (2) charge the token on its server with Square's
Payments API (\`CreatePayment\` with the token as \`source_id\`, the idempotency key and the
location). The demo store's own charge only knows the double's tokens and refuses any other.
`,
  fallback: {
    description:
      "The card fields are the card provider's own script: a sentence saying that paying by card needs JavaScript and that the cart is kept.",
    example: `
<resort-payment-form location-id="…">
  <p data-resort-fallback>Paying by card needs JavaScript: the card fields are the card provider's own script. If they do not appear in a moment, it cannot run in this browser: your cart is kept. Turn JavaScript on (or try another browser or network), then come back to pay.</p>
</resort-payment-form>
`,
  },
  labels: { paymentFormLabels, commonLabels, fieldLabels },
});
