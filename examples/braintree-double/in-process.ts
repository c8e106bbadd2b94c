/**
 * The Braintree double with its hosted fields in process instead of in frames, for component
 * tests (happy-dom loads no frames): the same `braintree` object, and a driver standing in for the
 * buyer's keyboard. The page still gets only what Braintree gives it — the states and the nonce.
 */
import type { BraintreeFieldKey, HostedFieldsBillingAddress } from '../../widgets/payment-form/braintree-types.ts';
import { createBraintree, type BraintreeDouble, type FieldsPort } from './braintree.ts';
import { checkForTokenize, fieldChange, type TokenizeAnswer } from './fields.ts';
import { localNonce } from './sandbox.ts';

export interface HostedFieldsDriver {
  type(field: BraintreeFieldKey, value: string): void;
  blur(field: BraintreeFieldKey): void;
  press(field: BraintreeFieldKey, key: 'Enter'): void;
  fill(card: { number: string; expiry: string; cvv: string; postalCode: string }): void;
}

export interface InProcessBraintree extends BraintreeDouble {
  /** Every `hostedFields.create` that mounted, in order; a torn-down one's stay here. */
  mounts: {
    containers: Partial<Record<BraintreeFieldKey, HTMLElement>>;
    tornDown: boolean;
    /** The cardholder name of each tokenize, and the billing address it gave (null for none). */
    tokenizedWith: string[];
    billedTo: (HostedFieldsBillingAddress | null)[];
    driver: HostedFieldsDriver;
  }[];
  current(): HostedFieldsDriver;
  /** Makes the next tokenize answer this instead of checking the fields (a network failure, …); `hang` never answers. */
  nextTokenize: TokenizeAnswer | 'hang' | null;
}

export function inProcessBraintree(now: () => Date = () => new Date()): InProcessBraintree {
  const mounts: InProcessBraintree['mounts'] = [];
  const holder: { nextTokenize: TokenizeAnswer | 'hang' | null } = { nextTokenize: null };
  const braintree = createBraintree((onChange): FieldsPort => {
    const values: Partial<Record<BraintreeFieldKey, string>> = {};
    let focused: BraintreeFieldKey | null = null;
    let record: InProcessBraintree['mounts'][number] | null = null;
    const report = (field: BraintreeFieldKey, submit = false) => onChange(fieldChange(field, values[field] ?? '', focused === field, values.number ?? '', now()), submit);
    const focus = (field: BraintreeFieldKey) => {
      if (focused === field) return;
      const before = focused;
      focused = field;
      if (before) report(before);
      report(field);
    };
    const driver: HostedFieldsDriver = {
      type(field, value) {
        if (values[field] === undefined) throw new Error(`braintree double: no ${field} field is mounted`);
        focus(field);
        values[field] = value;
        report(field);
        // The CVV's length depends on the card: a new number judges it again.
        if (field === 'number' && values.cvv !== undefined) report('cvv');
      },
      blur(field) {
        if (focused !== field) return;
        focused = null;
        report(field);
      },
      press: (field) => report(field, true),
      fill(card) {
        driver.type('number', card.number);
        driver.type('expirationDate', card.expiry);
        driver.type('cvv', card.cvv);
        if (values.postalCode !== undefined) driver.type('postalCode', card.postalCode);
        driver.blur(focused ?? 'number');
      },
    };
    return {
      mount(containers) {
        for (const [key, container] of Object.entries(containers) as [BraintreeFieldKey, HTMLElement][]) {
          values[key] = '';
          const placeholder = container.ownerDocument.createElement('div');
          placeholder.dataset.braintreeDoubleField = key;
          container.append(placeholder);
        }
        record = { containers, tornDown: false, tokenizedWith: [], billedTo: [], driver };
        mounts.push(record);
        return Promise.resolve();
      },
      tokenize(_authorization, cardholderName, billingAddress) {
        record?.tokenizedWith.push(cardholderName);
        record?.billedTo.push(billingAddress);
        const forced = holder.nextTokenize;
        holder.nextTokenize = null;
        if (forced === 'hang') return new Promise<TokenizeAnswer>(() => {});
        if (forced) return Promise.resolve(forced);
        const checked = checkForTokenize(values, now());
        return Promise.resolve(checked.ok ? { ok: true, nonce: localNonce(), card: checked.card } : checked);
      },
      unmount() {
        if (!record) return;
        record.tornDown = true;
        for (const container of Object.values(record.containers)) container.querySelector('[data-braintree-double-field]')?.remove();
      },
    };
  });
  const result = braintree as InProcessBraintree;
  result.mounts = mounts;
  result.current = () => {
    const live = [...mounts].reverse().find((mount) => !mount.tornDown);
    if (!live) throw new Error('braintree double: no hosted fields are mounted');
    return live.driver;
  };
  Object.defineProperty(result, 'nextTokenize', {
    get: () => holder.nextTokenize,
    set: (value: TokenizeAnswer | 'hang' | null) => {
      holder.nextTokenize = value;
    },
  });
  return result;
}
