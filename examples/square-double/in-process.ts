/**
 * The double with its card fields in process instead of in a frame, for component tests (happy-dom
 * loads no frames): the same `Square` object, and a driver standing in for the buyer's keyboard.
 * The page still gets only what Square gives it — the events and the token.
 */
import type { CardOptions, TokenResult } from '@square/web-payments-sdk-types';
import { CardFieldsModel } from './card-fields.ts';
import { localNonce } from './nonces.ts';
import { createSquare, type FieldsPort, type SquareDouble } from './square.ts';
import type { CardField } from './sandbox-cards.ts';

/** One mounted set of card fields, as the test's buyer sees them. */
export interface FieldsDriver {
  type(field: CardField, value: string): void;
  focus(field: CardField): void;
  blur(field: CardField): void;
  press(field: CardField, key: 'Escape' | 'Enter'): void;
  /** Fills every field with a card and leaves the last one. */
  fill(card: { number: string; expiry: string; cvv: string; postalCode: string }): void;
}

export interface InProcessSquare extends SquareDouble {
  /** Card fields mounted so far (attach), in order; a destroyed card's stay here. */
  /** `locale`: the payments' locale when the card was made, the language its fields would be drawn in. */
  mounts: { container: HTMLElement; options: CardOptions; locale: string; unmounted: boolean; recalculations: number; driver: FieldsDriver }[];
  /** The latest mounted fields that are still mounted. */
  current(): FieldsDriver;
  /** Makes the next card tokenize resolve with this instead of validating (e.g. a network Error). */
  nextTokenize: TokenResult | 'hang' | null;
}

export function inProcessSquare(now: () => Date = () => new Date()): InProcessSquare {
  const mounts: InProcessSquare['mounts'] = [];
  const holder: { nextTokenize: TokenResult | 'hang' | null } = { nextTokenize: null };
  const square = createSquare((onEvent, locale): FieldsPort => {
    const model = new CardFieldsModel(onEvent, now, (field) => model.focus(field));
    let record: InProcessSquare['mounts'][number] | null = null;
    const driver: FieldsDriver = {
      type: (field, value) => {
        model.focus(field);
        model.input(field, value);
      },
      focus: (field) => model.focus(field),
      blur: (field) => model.blur(field),
      press: (field, key) => model.key(field, key),
      fill(card) {
        driver.type('cardNumber', card.number);
        driver.type('expirationDate', card.expiry);
        driver.type('cvv', card.cvv);
        driver.type('postalCode', card.postalCode);
        driver.blur('postalCode');
      },
    };
    return {
      async mount(container, options) {
        const placeholder = container.ownerDocument.createElement('div');
        placeholder.dataset.squareDoubleFields = '';
        container.append(placeholder);
        record = { container, options, locale, unmounted: false, recalculations: 0, driver };
        mounts.push(record);
        if (options.postalCode) model.input('postalCode', options.postalCode);
        return Promise.resolve();
      },
      configure: (options) => {
        if (record) record.options = options;
      },
      focus: (field) => model.focus(field),
      clear: () => model.clear(),
      setError: (field) => model.blur(field),
      recalculateSize: () => {
        if (record) record.recalculations += 1;
      },
      async tokenize(): Promise<TokenResult> {
        const forced = holder.nextTokenize;
        holder.nextTokenize = null;
        if (forced === 'hang') return new Promise<TokenResult>(() => {});
        if (forced) return forced;
        const validated = model.validate();
        if (!validated.ok) return { status: 'Invalid', errors: validated.errors };
        const { card } = validated;
        return Promise.resolve({
          status: 'OK',
          token: localNonce(),
          details: { method: 'Card', card: { brand: card.brand as never, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear }, billing: { postalCode: card.postalCode } },
        });
      },
      unmount() {
        if (!record) return;
        record.unmounted = true;
        record.container.querySelector('[data-square-double-fields]')?.remove();
      },
    };
  });
  const result = square as InProcessSquare;
  result.mounts = mounts;
  result.current = () => {
    const live = [...mounts].reverse().find((mount) => !mount.unmounted);
    if (!live) throw new Error('square double: no card fields are mounted');
    return live.driver;
  };
  Object.defineProperty(result, 'nextTokenize', {
    get: () => holder.nextTokenize,
    set: (value: TokenResult | 'hang' | null) => {
      holder.nextTokenize = value;
    },
  });
  return result;
}
