/**
 * A double of Square's Web Payments SDK (`window.Square`), written against its published types
 * (`@square/web-payments-sdk-types`): each class below `implements` the SDK's own interface, so
 * a change there breaks this file rather than the widget in production.
 *
 * What it keeps from the real one:
 * - `Square.payments(appId, locationId)` is synchronous and refuses an application id of the
 *   wrong form; `card()`, `applePay()`, `googlePay()` resolve the method object;
 *   `paymentRequest()` checks its total and returns synchronously.
 * - The card's fields live in a frame of their own (`FieldsPort`): the page gets the eight card
 *   events and the token, never the number or the CVV. `attach` refuses a second attach
 *   (`PaymentMethodAlreadyAttachedError`) and a container inside a shadow root (hosted frames do
 *   not work there); `tokenize` before `attach` throws; after `destroy` everything throws.
 * - Style options are limited to Square's selectors and properties (anything else throws).
 * - `tokenize()` resolves one of the three result shapes: `OK` with `details.card`, `Invalid` /
 *   `Error` with `errors[]`, or `Cancel` / `Abort` / `Unknown`.
 * - Apple Pay has no `attach` (the page draws its own button); Google Pay draws its button into
 *   the element it is attached to. Wallets are available where `SquareDoubleControls` says (Apple
 *   Pay only in Safari for real), and their `tokenize()` answers as the controls say — including
 *   `hang`, the Apple Pay cancel that never settles.
 * - Each payments instance has a locale (`locales.ts`): the browser's language until
 *   `setLocale()`, which takes only a locale Square supports; a card or Google Pay made afterwards
 *   draws its words in it.
 */
import type {
  ApplePay,
  Card,
  CardClassSelectors,
  CardInputEvent,
  CardOptions,
  ChargeCardVerificationDetails,
  GooglePay,
  GooglePayButtonOptions,
  PaymentRequest,
  PaymentRequestOptions,
  Payments,
  SqEvent,
  StoreCardVerificationDetails,
  TokenResult,
} from '@square/web-payments-sdk-types';
import type { CardEventDetail } from './card-fields.ts';
import type { CardField } from './sandbox-cards.ts';
import { localNonce, requestNonce } from './nonces.ts';
import { browserLocale, cardWords, supportedLocale } from './locales.ts';

// ── Errors: named as Square names them, so `error.name` reads the same. ──────────────────────
class SquareDoubleError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}
export const errors = {
  InvalidApplicationIdError: (id: unknown) => new SquareDoubleError('InvalidApplicationIdError', `The Payment 'applicationId' option is not in the correct format: ${String(id)}.`),
  InvalidLocationIdError: () => new SquareDoubleError('InvalidLocationIdError', "The Payment 'locationId' option is required."),
  PaymentMethodAlreadyAttachedError: (method: string) => new SquareDoubleError('PaymentMethodAlreadyAttachedError', `${method} is already attached.`),
  PaymentMethodNotAttachedError: (method: string) => new SquareDoubleError('PaymentMethodNotAttachedError', `${method} is not attached; call attach() first.`),
  PaymentMethodAlreadyDestroyedError: (method: string) => new SquareDoubleError('PaymentMethodAlreadyDestroyedError', `${method} was destroyed.`),
  ElementNotFoundError: (selector: string) => new SquareDoubleError('ElementNotFoundError', `No element in the document matches "${selector}".`),
  WebSdkEmbedError: () => new SquareDoubleError('WebSdkEmbedError', 'The payment fields must be attached to an element of the document itself: hosted frames do not work inside a shadow root.'),
  PaymentMethodUnsupportedError: (method: string) => new SquareDoubleError('PaymentMethodUnsupportedError', `${method} is not supported in this browser.`),
  InvalidOptionError: (detail: string) => new SquareDoubleError('InvalidOptionError', `Invalid option: ${detail}.`),
  InvalidStylesError: (detail: string) => new SquareDoubleError('InvalidStylesError', `Unsupported style: ${detail}.`),
  InvalidPaymentRequestError: (detail: string) => new SquareDoubleError('InvalidPaymentRequestError', `Invalid payment request: ${detail}.`),
  InvalidFieldNameError: (field: string) => new SquareDoubleError('InvalidFieldNameError', `"${field}" is not a card field.`),
};

const CARD_FIELDS: readonly CardField[] = ['cardNumber', 'expirationDate', 'cvv', 'postalCode'];

// ── Style options: Square's selectors and the properties each allows. ─────────────────────────
const INPUT_PROPS = ['backgroundColor', 'color', 'fontFamily', 'fontSize', 'fontWeight'];
const TEXT_PROPS = ['color'];
const ALLOWED_STYLES: Readonly<Record<string, readonly string[]>> = {
  input: INPUT_PROPS,
  'input.is-focus': INPUT_PROPS,
  'input::placeholder': TEXT_PROPS,
  'input.is-focus::placeholder': TEXT_PROPS,
  'input.is-error': TEXT_PROPS,
  'input.is-error::placeholder': TEXT_PROPS,
  '.input-container': ['borderColor', 'borderRadius', 'borderWidth'],
  '.input-container.is-focus': ['borderColor', 'borderWidth'],
  '.input-container.is-error': ['borderColor', 'borderWidth'],
  '.message-text': TEXT_PROPS,
  '.message-icon': TEXT_PROPS,
  '.message-text.is-error': TEXT_PROPS,
  '.message-icon.is-error': TEXT_PROPS,
};

/** Throws as Square does for a selector or property it does not offer. */
export function checkCardStyle(style: CardClassSelectors | undefined): void {
  for (const [selector, properties] of Object.entries(style ?? {})) {
    const allowed = ALLOWED_STYLES[selector];
    if (!allowed) throw errors.InvalidStylesError(`selector "${selector}"`);
    for (const [property, value] of Object.entries(properties ?? {})) {
      if (!allowed.includes(property)) throw errors.InvalidStylesError(`"${property}" on "${selector}"`);
      if (typeof value !== 'string' || /[;{}<>]/.test(value)) throw errors.InvalidStylesError(`the value of "${property}" on "${selector}"`);
    }
  }
}

// ── The card's fields, wherever they live. ────────────────────────────────────────────────────
/** What the card asks of its fields: in a frame (`frame-port.ts`) or in process (`in-process.ts`). */
export interface FieldsPort {
  mount(container: HTMLElement, options: CardOptions): Promise<void>;
  configure(options: CardOptions): void;
  focus(field: CardField): void;
  clear(): void;
  setError(field: CardField): void;
  recalculateSize(): void;
  tokenize(): Promise<TokenResult>;
  unmount(): void;
}
/** `locale`: the payments' locale when the card was made, the language its fields are drawn in. */
export type FieldsFactory = (onEvent: (detail: CardEventDetail) => void, locale: string) => FieldsPort;

class DoubleSqEvent<T> implements SqEvent<T> {
  constructor(
    readonly type: string,
    readonly detail: T,
  ) {}
}

type Listener = (event: SqEvent<CardInputEvent>) => void;

/** What Square asks of a card's verification details. */
function checkVerificationDetails(details: ChargeCardVerificationDetails | StoreCardVerificationDetails): void {
  const intent: unknown = details.intent;
  if (intent !== 'CHARGE' && intent !== 'CHARGE_AND_STORE' && intent !== 'STORE') throw errors.InvalidOptionError(`verificationDetails.intent ${String(intent)}`);
  if (details.intent !== 'STORE') {
    if (typeof details.amount !== 'string' || !/^\d+(\.\d+)?$/.test(details.amount)) throw errors.InvalidOptionError(`verificationDetails.amount ${String(details.amount)}`);
    if (typeof details.currencyCode !== 'string' || !/^[A-Z]{3}$/.test(details.currencyCode)) throw errors.InvalidOptionError(`verificationDetails.currencyCode ${String(details.currencyCode)}`);
  }
  const contact: unknown = details.billingContact;
  if (typeof contact !== 'object' || contact === null) throw errors.InvalidOptionError('verificationDetails.billingContact');
  const country: unknown = (contact as { countryCode?: unknown }).countryCode;
  if (country !== undefined && (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country))) throw errors.InvalidOptionError(`billingContact.countryCode ${JSON.stringify(country)}`);
}

class DoubleCard implements Card {
  #listeners = new Map<string, Set<Listener>>();
  #port: FieldsPort;
  #options: CardOptions;
  #attached = false;
  #destroyed = false;

  constructor(factory: FieldsFactory, options: CardOptions, locale: string) {
    this.#options = options;
    this.#port = factory((detail) => {
      const event = new DoubleSqEvent(detail.eventType, detail as unknown as CardInputEvent);
      for (const listener of this.#listeners.get(detail.eventType) ?? []) {
        try {
          listener(event);
        } catch (error) {
          console.error('Square: a card event listener threw', error);
        }
      }
    }, locale);
  }

  #alive(): void {
    if (this.#destroyed) throw errors.PaymentMethodAlreadyDestroyedError('Card');
  }

  #checkField(field: string): asserts field is CardField {
    if (!CARD_FIELDS.includes(field as CardField)) throw errors.InvalidFieldNameError(field);
  }

  async attach(selectorOrElement: string | HTMLElement): Promise<void> {
    this.#alive();
    if (this.#attached) throw errors.PaymentMethodAlreadyAttachedError('Card');
    const element = typeof selectorOrElement === 'string' ? document.querySelector<HTMLElement>(selectorOrElement) : selectorOrElement;
    if (!element || !element.isConnected) throw errors.ElementNotFoundError(typeof selectorOrElement === 'string' ? selectorOrElement : element?.tagName ?? 'element');
    if (element.getRootNode() !== element.ownerDocument) throw errors.WebSdkEmbedError();
    this.#attached = true;
    try {
      await this.#port.mount(element, this.#options);
    } catch (error) {
      this.#attached = false;
      throw error;
    }
  }

  async configure(options: CardOptions): Promise<void> {
    this.#alive();
    checkCardStyle(options.style);
    this.#options = { ...this.#options, ...options };
    this.#port.configure(this.#options);
    return Promise.resolve();
  }

  async detach(): Promise<boolean> {
    this.#alive();
    if (!this.#attached) return false;
    this.#port.unmount();
    this.#attached = false;
    return Promise.resolve(true);
  }

  async destroy(): Promise<boolean> {
    if (this.#destroyed) return false;
    this.#port.unmount();
    this.#attached = false;
    this.#destroyed = true;
    this.#listeners.clear();
    return Promise.resolve(true);
  }

  recalculateSize(): void {
    this.#alive();
    if (this.#attached) this.#port.recalculateSize();
  }

  async focus(field: CardField): Promise<boolean> {
    this.#alive();
    this.#checkField(field);
    if (!this.#attached) return false;
    this.#port.focus(field);
    return Promise.resolve(true);
  }

  async clear(): Promise<boolean> {
    this.#alive();
    if (!this.#attached) return false;
    this.#port.clear();
    return Promise.resolve(true);
  }

  async setError(field: CardField): Promise<boolean> {
    this.#alive();
    this.#checkField(field);
    if (!this.#attached) return false;
    this.#port.setError(field);
    return Promise.resolve(true);
  }

  addEventListener(eventType: string, callback: Listener): void {
    this.#alive();
    let set = this.#listeners.get(eventType);
    if (!set) this.#listeners.set(eventType, (set = new Set()));
    set.add(callback);
  }

  removeEventListener(eventType: string, callback: Listener): void {
    this.#listeners.get(eventType)?.delete(callback);
  }

  /**
   * With verification details Square verifies the buyer, and the token's billing details carry
   * the contact given (the postal code stays the card field's); details of the wrong shape are
   * refused before anything is sent, as Square refuses them.
   */
  async tokenize(verificationDetails?: ChargeCardVerificationDetails | StoreCardVerificationDetails): Promise<TokenResult> {
    this.#alive();
    if (!this.#attached) throw errors.PaymentMethodNotAttachedError('Card');
    if (verificationDetails !== undefined) checkVerificationDetails(verificationDetails);
    const result = await this.#port.tokenize();
    if (result.status !== 'OK' || verificationDetails === undefined) return result;
    const billing = { ...verificationDetails.billingContact, ...(result.details?.billing?.postalCode ? { postalCode: result.details.billing.postalCode } : {}) };
    return { ...result, details: { ...result.details, method: result.details?.method ?? 'Card', billing } };
  }
}

// ── Wallets. ──────────────────────────────────────────────────────────────────────────────────
export type WalletAnswer = 'OK' | 'Cancel' | 'Error' | 'hang';

export interface WalletControls {
  /** Whether the browser offers the wallet (`applePay()` / `googlePay()` reject otherwise). */
  available: boolean;
  /** What `tokenize()` answers; `hang` never settles. */
  answer: WalletAnswer;
  /** The billing contact the wallet gives. */
  billing: { givenName?: string; familyName?: string; postalCode?: string };
}

/** How the double's wallets behave; stories and tests change it (`window.SquareDoubleControls`). */
export interface SquareDoubleControls {
  applePay: WalletControls;
  googlePay: WalletControls;
}

export function defaultControls(): SquareDoubleControls {
  const wallet = (available: boolean): WalletControls => ({ available, answer: 'OK', billing: { givenName: 'Alex', familyName: 'Morgan', postalCode: '80435' } });
  return { applePay: wallet(false), googlePay: wallet(true) };
}

declare global {
  interface Window {
    SquareDoubleControls?: Partial<SquareDoubleControls>;
  }
}

function controlsFor(method: 'applePay' | 'googlePay'): WalletControls {
  const given = (typeof window === 'undefined' ? undefined : window.SquareDoubleControls?.[method]) ?? {};
  return { ...defaultControls()[method], ...given };
}

/** The wallet's card: a Sandbox Visa that pays. */
const walletCard = () => ({ brand: 'VISA' as const, last4: '1111', expMonth: 12, expYear: new Date().getFullYear() + 3 });

async function walletTokenize(method: 'applePay' | 'googlePay', request: PaymentRequestOptions, nonceUrl: string | null): Promise<TokenResult> {
  const controls = controlsFor(method);
  if (controls.answer === 'hang') return new Promise<TokenResult>(() => {});
  await new Promise((resolve) => setTimeout(resolve, 10));
  if (controls.answer === 'Cancel') return { status: 'Cancel' };
  if (controls.answer === 'Error') return { status: 'Error', errors: [{ type: 'UNEXPECTED_ERROR', message: 'The wallet could not complete the payment.' }] };
  const card = walletCard();
  const token = nonceUrl ? await requestNonce(nonceUrl, { ...card, postalCode: controls.billing.postalCode ?? '', outcome: 'OK' }) : localNonce();
  if (token === null) return { status: 'Error', errors: [{ type: 'NETWORK_ERROR', message: 'Square could not be reached to tokenize the wallet payment.' }] };
  return {
    status: 'OK',
    token,
    details: {
      method: method === 'applePay' ? 'Apple Pay' : 'Google Pay',
      card: { ...card, brand: card.brand as never },
      billing: { ...controls.billing, countryCode: request.countryCode },
    },
  };
}

class DoubleApplePay implements ApplePay {
  #destroyed = false;
  constructor(
    private readonly request: PaymentRequestOptions,
    private readonly nonceUrl: string | null,
  ) {}
  addEventListener(): void {}
  removeEventListener(): void {}
  async tokenize(): Promise<TokenResult> {
    if (this.#destroyed) throw errors.PaymentMethodAlreadyDestroyedError('Apple Pay');
    return walletTokenize('applePay', this.request, this.nonceUrl);
  }
  async destroy(): Promise<boolean> {
    this.#destroyed = true;
    return Promise.resolve(true);
  }
}

class DoubleGooglePay implements GooglePay {
  #destroyed = false;
  #button: HTMLButtonElement | null = null;
  constructor(
    private readonly request: PaymentRequestOptions,
    private readonly nonceUrl: string | null,
    private readonly locale: string,
  ) {}
  addEventListener(): void {}
  removeEventListener(): void {}
  async attach(selectorOrElement: string | HTMLElement, options: GooglePayButtonOptions = {}): Promise<void> {
    if (this.#destroyed) throw errors.PaymentMethodAlreadyDestroyedError('Google Pay');
    if (this.#button) throw errors.PaymentMethodAlreadyAttachedError('Google Pay');
    const element = typeof selectorOrElement === 'string' ? document.querySelector<HTMLElement>(selectorOrElement) : selectorOrElement;
    if (!element) throw errors.ElementNotFoundError(typeof selectorOrElement === 'string' ? selectorOrElement : 'element');
    // Google draws its own button; the page listens for clicks on the element and calls tokenize().
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'sq-double-gpay';
    const words = cardWords(this.locale).googlePay;
    button.lang = this.locale;
    button.textContent = options.buttonType === 'long' || options.buttonType === undefined ? words.long : words.short;
    button.setAttribute('aria-label', words.long);
    const dark = (options.buttonColor ?? 'default') !== 'white';
    button.style.cssText = `all: initial; box-sizing: border-box; display: block; width: ${options.buttonSizeMode === 'static' ? '240px' : '100%'}; min-height: 44px; border-radius: ${options.buttonRadius ?? 4}px; font: 600 16px system-ui, sans-serif; text-align: center; cursor: pointer; background: ${dark ? '#000' : '#fff'}; color: ${dark ? '#fff' : '#000'}; border: 1px solid #3c4043;`;
    element.append(button);
    this.#button = button;
    return Promise.resolve();
  }
  async detach(): Promise<boolean> {
    this.#button?.remove();
    const had = this.#button !== null;
    this.#button = null;
    return Promise.resolve(had);
  }
  async tokenize(): Promise<TokenResult> {
    if (this.#destroyed) throw errors.PaymentMethodAlreadyDestroyedError('Google Pay');
    return walletTokenize('googlePay', this.request, this.nonceUrl);
  }
  async destroy(): Promise<boolean> {
    await this.detach();
    this.#destroyed = true;
    return true;
  }
}

class DoublePaymentRequest implements PaymentRequest {
  constructor(public options: PaymentRequestOptions) {}
  addEventListener(): void {}
  update(options: Partial<PaymentRequestOptions>): boolean {
    this.options = { ...this.options, ...options };
    return true;
  }
}

const AMOUNT = /^\d+(\.\d{2})?$/;

function checkRequest(options: PaymentRequestOptions): void {
  if (!options || typeof options !== 'object') throw errors.InvalidPaymentRequestError('options are required');
  if (!/^[A-Z]{2}$/.test(options.countryCode ?? '')) throw errors.InvalidPaymentRequestError('countryCode must be a two-letter code');
  if (!/^[A-Z]{3}$/.test(options.currencyCode ?? '')) throw errors.InvalidPaymentRequestError('currencyCode must be a three-letter code');
  if (!options.total || !AMOUNT.test(options.total.amount) || typeof options.total.label !== 'string') throw errors.InvalidPaymentRequestError('total needs an amount like "1.00" and a label');
}

const requestOf = (request: PaymentRequest): PaymentRequestOptions => {
  if (!(request instanceof DoublePaymentRequest)) throw errors.InvalidPaymentRequestError('use payments.paymentRequest() to build it');
  return request.options;
};

// ── Square.payments ───────────────────────────────────────────────────────────────────────────
/** `nonceUrl`: where wallet tokens are asked for (the card frame has its own), as `browser.ts` finds it. */
export function createSquare(fields: FieldsFactory, nonceUrl: string | null = null) {
  function payments(applicationId: string, locationId?: string): Payments {
    if (typeof applicationId !== 'string' || !/^(sandbox-sq0idb-|sq0idp-)[A-Za-z0-9_-]+$/.test(applicationId)) throw errors.InvalidApplicationIdError(applicationId);
    if (typeof locationId !== 'string' || locationId.trim() === '') throw errors.InvalidLocationIdError();
    const unsupported = (method: string) => () => Promise.reject(errors.PaymentMethodUnsupportedError(method));
    let locale = browserLocale();
    return {
      async card(options: CardOptions = {}) {
        checkCardStyle(options.style);
        return Promise.resolve(new DoubleCard(fields, options, locale));
      },
      async applePay(request: PaymentRequest) {
        const options = requestOf(request);
        if (!controlsFor('applePay').available) throw errors.PaymentMethodUnsupportedError('Apple Pay');
        return Promise.resolve(new DoubleApplePay(options, nonceUrl));
      },
      async googlePay(request: PaymentRequest) {
        const options = requestOf(request);
        if (!controlsFor('googlePay').available) throw errors.PaymentMethodUnsupportedError('Google Pay');
        return Promise.resolve(new DoubleGooglePay(options, nonceUrl, locale));
      },
      paymentRequest(options: PaymentRequestOptions) {
        checkRequest(options);
        return new DoublePaymentRequest(options);
      },
      async verifyBuyer() {
        // US cards need no buyer verification (SCA): Square answers null.
        return Promise.resolve(null);
      },
      async setLocale(wanted: string) {
        const previousLocale = locale;
        const supported = supportedLocale(wanted);
        if (supported === null) return Promise.resolve({ previousLocale, newLocale: locale, message: `${String(wanted)} is not a supported locale; the locale is unchanged.` });
        locale = supported;
        return Promise.resolve({ previousLocale, newLocale: locale });
      },
      ach: unsupported('ACH'),
      giftCard: unsupported('Gift Card'),
      afterpayClearpay: unsupported('Afterpay'),
      cashAppPay: unsupported('Cash App Pay'),
    } satisfies Payments;
  }
  return { payments, errors };
}

export type SquareDouble = ReturnType<typeof createSquare>;
