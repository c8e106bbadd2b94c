/**
 * A double of the part of Braintree's browser library (`braintree-web`) the payment form uses:
 * `client.create`, `hostedFields.create`, and the hosted fields' `on`, `getState`, `tokenize` and
 * `teardown`, written against the form's view of it (`braintree-types.ts`, which the published
 * types are checked against).
 *
 * What it keeps from the real one:
 * - `client.create` needs a client token: base64 JSON with an `authorizationFingerprint` and a
 *   `clientApiUrl` (where the gateway is, here the demo store's stand-in); anything else is refused
 *   with `CLIENT_INVALID_AUTHORIZATION`, a missing one with `INSTANTIATION_OPTION_REQUIRED`.
 * - `hostedFields.create` needs a client and a number field; an unknown field is
 *   `HOSTED_FIELDS_INVALID_FIELD_KEY`, a container that is not an element of the document (one in
 *   a shadow root included: hosted frames do not work there) `HOSTED_FIELDS_INVALID_FIELD_SELECTOR`,
 *   a container that already holds a field `HOSTED_FIELDS_FIELD_DUPLICATE_IFRAME`.
 * - Each field is its own frame (`FieldsPort`): the page gets the fields' states and the nonce,
 *   never a number or CVV. Events: `focus`, `blur`, `empty`, `notEmpty`, `validityChange`,
 *   `cardTypeChange`, `inputSubmitRequest`, each with the whole state and `emittedBy` (which
 *   `getState()` leaves out).
 * - `tokenize` rejects with a `BraintreeError` (`name`, `code`, `type`, `message`, `details`) for
 *   empty or invalid fields (with `details.invalidFieldKeys`), the Sandbox's refusals and a network
 *   failure; after `teardown` every call rejects with `METHOD_CALLED_AFTER_TEARDOWN`.
 */
import type {
  BraintreeClient,
  BraintreeFieldKey,
  BraintreeWeb,
  HostedFields,
  HostedFieldsBillingAddress,
  HostedFieldsCreateOptions,
  HostedFieldsEvent,
  HostedFieldsState,
  HostedFieldsTokenizeOptions,
  HostedFieldsTokenizePayload,
} from '../../widgets/payment-form/braintree-types.ts';
import type { FieldChange, TokenizeAnswer } from './fields.ts';
import { FIELD_KEYS } from './sandbox.ts';

export type BraintreeErrorType = 'CUSTOMER' | 'MERCHANT' | 'NETWORK' | 'INTERNAL' | 'UNKNOWN';

/** Braintree's error: an `Error` with its `code`, `type` and `details`. */
export class BraintreeError extends Error {
  override readonly name = 'BraintreeError';
  constructor(
    readonly code: string,
    readonly type: BraintreeErrorType,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** Braintree's own messages for the codes the double gives. */
const MESSAGES: Readonly<Record<string, [BraintreeErrorType, string]>> = {
  INSTANTIATION_OPTION_REQUIRED: ['MERCHANT', 'options.authorization is required when instantiating a client.'],
  CLIENT_INVALID_AUTHORIZATION: ['MERCHANT', 'Authorization is invalid. Make sure your client token or tokenization key is valid.'],
  HOSTED_FIELDS_INVALID_FIELD_KEY: ['MERCHANT', 'The field is not a valid Hosted Fields option.'],
  HOSTED_FIELDS_INVALID_FIELD_SELECTOR: ['MERCHANT', 'Selector does not reference a valid DOM node.'],
  HOSTED_FIELDS_FIELD_DUPLICATE_IFRAME: ['MERCHANT', 'Element already contains a Braintree iframe.'],
  HOSTED_FIELDS_FIELDS_EMPTY: ['CUSTOMER', 'All fields are empty. Cannot tokenize empty card fields.'],
  HOSTED_FIELDS_FIELDS_INVALID: ['CUSTOMER', 'Some payment input fields are invalid. Cannot tokenize invalid card fields.'],
  HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE: ['CUSTOMER', "This credit card already exists in the merchant's vault."],
  HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED: ['CUSTOMER', 'CVV verification failed during tokenization.'],
  HOSTED_FIELDS_FAILED_TOKENIZATION: ['CUSTOMER', 'The supplied card data failed tokenization.'],
  HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR: ['NETWORK', 'A tokenization network error occurred.'],
  METHOD_CALLED_AFTER_TEARDOWN: ['MERCHANT', 'Method cannot be called after teardown.'],
};

export const braintreeError = (code: string, details?: unknown): BraintreeError => {
  const [type, message] = MESSAGES[code] ?? ['UNKNOWN', code];
  return new BraintreeError(code, type, message, details);
};

/** The decoded client token: who the gateway is for, and where it is. */
export interface Authorization {
  authorizationFingerprint: string;
  clientApiUrl: string;
}

export function decodeClientToken(token: string): Authorization | null {
  try {
    const decoded = JSON.parse(atob(token)) as Partial<Record<keyof Authorization, unknown>>;
    const { authorizationFingerprint, clientApiUrl } = decoded;
    if (typeof authorizationFingerprint !== 'string' || authorizationFingerprint === '' || typeof clientApiUrl !== 'string') return null;
    return { authorizationFingerprint, clientApiUrl };
  } catch {
    return null;
  }
}

/** The mounted fields, as a frame (browser) or in process (tests) runs them. */
export interface FieldsPort {
  mount(containers: Partial<Record<BraintreeFieldKey, HTMLElement>>, placeholders: Partial<Record<BraintreeFieldKey, string>>): Promise<void>;
  /** The billing address goes to the gateway with the card, as Braintree's does (the double's gateway keeps no address). */
  tokenize(authorization: Authorization, cardholderName: string, billingAddress: HostedFieldsBillingAddress | null): Promise<TokenizeAnswer>;
  unmount(): void;
}

export type FieldsFactory = (onChange: (change: FieldChange, submit: boolean) => void) => FieldsPort;

class DoubleClient implements BraintreeClient {
  constructor(readonly authorization: Authorization) {}
  getConfiguration() {
    return { authorizationType: 'CLIENT_TOKEN', gatewayConfiguration: { clientApiUrl: this.authorization.clientApiUrl } };
  }
}

const EVENTS: readonly HostedFieldsEvent[] = ['blur', 'focus', 'empty', 'notEmpty', 'cardTypeChange', 'validityChange', 'inputSubmitRequest'];

class DoubleHostedFields implements HostedFields {
  private readonly handlers = new Map<HostedFieldsEvent, ((state: HostedFieldsState) => void)[]>();
  private state: HostedFieldsState;
  private tornDown = false;

  constructor(
    private readonly authorization: Authorization,
    containers: Partial<Record<BraintreeFieldKey, HTMLElement>>,
    private readonly port: FieldsPort,
  ) {
    const fields: HostedFieldsState['fields'] = {};
    for (const key of FIELD_KEYS) {
      const container = containers[key];
      if (container) fields[key] = { container, isFocused: false, isEmpty: true, isPotentiallyValid: true, isValid: false };
    }
    this.state = { cards: [], fields };
  }

  /** A field's new state from its frame: the events Braintree sends for what changed. */
  change(change: FieldChange, submit: boolean): void {
    const before = this.state.fields[change.field];
    if (!before || this.tornDown) return;
    const after = { ...before, isFocused: change.isFocused, isEmpty: change.isEmpty, isPotentiallyValid: change.isPotentiallyValid, isValid: change.isValid };
    const cards = change.card === undefined ? this.state.cards : change.card === null ? [] : [change.card];
    const cardChanged = change.card !== undefined && (cards[0]?.type ?? null) !== (this.state.cards[0]?.type ?? null);
    this.state = { cards, fields: { ...this.state.fields, [change.field]: after } };
    const fired: HostedFieldsEvent[] = [];
    if (after.isFocused !== before.isFocused) fired.push(after.isFocused ? 'focus' : 'blur');
    if (after.isEmpty !== before.isEmpty) fired.push(after.isEmpty ? 'empty' : 'notEmpty');
    if (cardChanged) fired.push('cardTypeChange');
    if (after.isValid !== before.isValid || after.isPotentiallyValid !== before.isPotentiallyValid) fired.push('validityChange');
    if (submit) fired.push('inputSubmitRequest');
    for (const event of fired) for (const handler of this.handlers.get(event) ?? []) handler({ ...this.getState(), emittedBy: change.field });
  }

  on(event: HostedFieldsEvent, handler: (state: HostedFieldsState) => void): void {
    if (!EVENTS.includes(event)) throw braintreeError('HOSTED_FIELDS_INVALID_FIELD_KEY', { event });
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }

  getState(): HostedFieldsState {
    const fields: HostedFieldsState['fields'] = {};
    for (const [key, value] of Object.entries(this.state.fields) as [BraintreeFieldKey, NonNullable<HostedFieldsState['fields'][BraintreeFieldKey]>][]) fields[key] = { ...value };
    return { cards: [...this.state.cards], fields };
  }

  async tokenize(options: HostedFieldsTokenizeOptions = {}): Promise<HostedFieldsTokenizePayload> {
    if (this.tornDown) throw braintreeError('METHOD_CALLED_AFTER_TEARDOWN');
    const answer = await this.port.tokenize(this.authorization, options.cardholderName ?? '', options.billingAddress ?? null);
    if (answer.ok) {
      const { card } = answer;
      return { nonce: answer.nonce, details: { cardType: card.cardType, lastFour: card.lastFour, expirationMonth: card.expirationMonth, expirationYear: card.expirationYear }, type: 'CreditCard' };
    }
    if (answer.code === 'HOSTED_FIELDS_FIELDS_INVALID') throw braintreeError(answer.code, { invalidFieldKeys: answer.invalidFieldKeys });
    throw braintreeError(answer.code);
  }

  teardown(): Promise<void> {
    if (this.tornDown) return Promise.reject(braintreeError('METHOD_CALLED_AFTER_TEARDOWN'));
    this.tornDown = true;
    this.port.unmount();
    this.handlers.clear();
    return Promise.resolve();
  }
}

export type BraintreeDouble = BraintreeWeb & { VERSION: string };

export function createBraintree(fieldsFactory: FieldsFactory): BraintreeDouble {
  return {
    VERSION: '3.144.0',
    client: {
      create(options) {
        const token = (options as { authorization?: unknown } | undefined)?.authorization;
        if (typeof token !== 'string' || token === '') return Promise.reject(braintreeError('INSTANTIATION_OPTION_REQUIRED'));
        const authorization = decodeClientToken(token);
        if (!authorization) return Promise.reject(braintreeError('CLIENT_INVALID_AUTHORIZATION'));
        return Promise.resolve(new DoubleClient(authorization));
      },
    },
    hostedFields: {
      async create(options: HostedFieldsCreateOptions) {
        if (!(options.client instanceof DoubleClient)) throw braintreeError('INSTANTIATION_OPTION_REQUIRED');
        const containers: Partial<Record<BraintreeFieldKey, HTMLElement>> = {};
        const placeholders: Partial<Record<BraintreeFieldKey, string>> = {};
        for (const [key, field] of Object.entries(options.fields)) {
          if (!FIELD_KEYS.includes(key as BraintreeFieldKey)) throw braintreeError('HOSTED_FIELDS_INVALID_FIELD_KEY', { field: key });
          const container = field?.container;
          if (!(container instanceof HTMLElement) || container.getRootNode() !== container.ownerDocument) throw braintreeError('HOSTED_FIELDS_INVALID_FIELD_SELECTOR', { fieldSelector: key });
          if (container.querySelector('iframe, [data-braintree-double-field]')) throw braintreeError('HOSTED_FIELDS_FIELD_DUPLICATE_IFRAME', { fieldKey: key });
          containers[key as BraintreeFieldKey] = container;
          if (field.placeholder) placeholders[key as BraintreeFieldKey] = field.placeholder;
        }
        if (!containers.number) throw braintreeError('HOSTED_FIELDS_INVALID_FIELD_KEY', { field: 'number' });
        let fields: DoubleHostedFields | null = null;
        const port = fieldsFactory((change, submit) => fields?.change(change, submit));
        fields = new DoubleHostedFields(options.client.authorization, containers, port);
        await port.mount(containers, placeholders);
        return fields;
      },
    },
  };
}
