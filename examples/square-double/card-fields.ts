/**
 * The card fields' behaviour, without their DOM: the four fields' values and classes, and the
 * events Square's `Card` sends as they change (`focusClassAdded`, `focusClassRemoved`,
 * `errorClassAdded`, `errorClassRemoved`, `cardBrandChanged`, `postalCodeChanged`, `escape`,
 * `submit`), each with the `detail` of `CardInputEvent`. Like Square's, a field that becomes
 * complete moves focus to the next one, so a listener learns it is valid from the
 * `focusClassRemoved` that follows.
 *
 * In the browser it runs inside the double's card frame (`frame.ts`), so the page never sees the
 * values; tests run it in process (`in-process.ts`).
 */
import { brandOf, chargeOutcome, FIELD_ERRORS, judgeField, parseExpiry, digitsOf, type CardBrand, type CardEntry, type CardField, type ChargeOutcome } from './sandbox-cards.ts';

export interface FieldState {
  hasErrorClass: boolean;
  hasFocusClass: boolean;
  isCompletelyValid: boolean;
  isEmpty: boolean;
  isPotentiallyValid: boolean;
}

export type CardEventType = 'focusClassAdded' | 'focusClassRemoved' | 'errorClassAdded' | 'errorClassRemoved' | 'cardBrandChanged' | 'postalCodeChanged' | 'escape' | 'submit';

export interface CardEventDetail {
  cardBrand: CardBrand;
  currentState: FieldState;
  eventType: CardEventType;
  field: CardField;
  postalCodeValue: string;
  previousState?: FieldState;
}

export const FIELD_ORDER: readonly CardField[] = ['cardNumber', 'expirationDate', 'cvv', 'postalCode'];

/** What a valid card gives the token registry: never the number or the CVV. */
export interface TokenizableCard {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  postalCode: string;
  outcome: ChargeOutcome;
}

export type ValidationResult = { ok: true; card: TokenizableCard } | { ok: false; errors: { type: 'VALIDATION_ERROR'; field: CardField; message: string }[] };

const emptyState = (): FieldState => ({ hasErrorClass: false, hasFocusClass: false, isCompletelyValid: false, isEmpty: true, isPotentiallyValid: true });

export class CardFieldsModel {
  readonly values: CardEntry = { cardNumber: '', expirationDate: '', cvv: '', postalCode: '' };
  readonly states: Record<CardField, FieldState> = { cardNumber: emptyState(), expirationDate: emptyState(), cvv: emptyState(), postalCode: emptyState() };
  brand: CardBrand = 'OTHER_BRAND';
  focused: CardField | null = null;

  constructor(
    private readonly emit: (detail: CardEventDetail) => void,
    private readonly now: () => Date = () => new Date(),
    /** Asks the view to move the caret into a field (auto-advance). */
    private readonly moveFocus: (field: CardField) => void = () => {},
  ) {}

  private send(eventType: CardEventType, field: CardField, previous: FieldState): void {
    this.emit({ cardBrand: this.brand, currentState: { ...this.states[field] }, eventType, field, postalCodeValue: this.values.postalCode, previousState: previous });
  }

  private judge(field: CardField): void {
    const judged = judgeField(field, this.values[field], this.brand, this.now());
    Object.assign(this.states[field], judged);
  }

  private setError(field: CardField, on: boolean): void {
    const state = this.states[field];
    if (state.hasErrorClass === on) return;
    const previous = { ...state };
    state.hasErrorClass = on;
    this.send(on ? 'errorClassAdded' : 'errorClassRemoved', field, previous);
  }

  /** The buyer changed a field's text. */
  input(field: CardField, value: string): void {
    const before = { ...this.states[field] };
    this.values[field] = value;
    if (field === 'cardNumber') {
      const brand = brandOf(value);
      if (brand !== this.brand) {
        this.brand = brand;
        this.send('cardBrandChanged', field, before);
        this.judge('cvv');
      }
    }
    this.judge(field);
    if (field === 'postalCode') this.send('postalCodeChanged', field, before);
    const state = this.states[field];
    // While typing, the error class marks only what can no longer become valid; a fix clears it.
    if (!state.isPotentiallyValid) this.setError(field, true);
    else if (state.hasErrorClass && (state.isCompletelyValid || state.isEmpty || state.isPotentiallyValid)) this.setError(field, false);
    if (state.isCompletelyValid && !before.isCompletelyValid && field !== 'postalCode' && this.fullLength(field)) {
      const next = FIELD_ORDER[FIELD_ORDER.indexOf(field) + 1];
      if (next) this.moveFocus(next);
    }
  }

  /** A complete value the buyer will not type more into (the number at its longest, MM/YY, the CVV). */
  private fullLength(field: CardField): boolean {
    const value = this.values[field];
    if (field === 'cardNumber') return digitsOf(value).length >= (this.brand === 'AMERICAN_EXPRESS' ? 15 : this.brand === 'DISCOVER_DINERS' ? 14 : 16);
    if (field === 'expirationDate') return /\d{2}\s*\/\s*\d{2}$/.test(value);
    return true;
  }

  focus(field: CardField): void {
    if (this.focused === field) return;
    if (this.focused) this.blur(this.focused);
    this.focused = field;
    const previous = { ...this.states[field] };
    this.states[field].hasFocusClass = true;
    this.send('focusClassAdded', field, previous);
  }

  blur(field: CardField): void {
    if (this.focused !== field) return;
    this.focused = null;
    const previous = { ...this.states[field] };
    this.states[field].hasFocusClass = false;
    this.send('focusClassRemoved', field, previous);
    // Leaving a field that is filled in but not valid marks it.
    const state = this.states[field];
    if (!state.isEmpty && !state.isCompletelyValid) this.setError(field, true);
  }

  key(field: CardField, key: 'Escape' | 'Enter'): void {
    this.send(key === 'Escape' ? 'escape' : 'submit', field, { ...this.states[field] });
  }

  clear(): void {
    for (const field of FIELD_ORDER) {
      this.values[field] = '';
      const hadError = this.states[field].hasErrorClass;
      Object.assign(this.states[field], { isCompletelyValid: false, isEmpty: true, isPotentiallyValid: true });
      if (hadError) this.setError(field, false);
    }
  }

  /** What `tokenize()` checks: every field complete; invalid ones get the error class. */
  validate(): ValidationResult {
    const errors: { type: 'VALIDATION_ERROR'; field: CardField; message: string }[] = [];
    for (const field of FIELD_ORDER) {
      this.judge(field);
      if (!this.states[field].isCompletelyValid) {
        errors.push({ type: 'VALIDATION_ERROR', field, message: FIELD_ERRORS[field] });
        this.setError(field, true);
      }
    }
    if (errors.length > 0) return { ok: false, errors };
    const expiry = parseExpiry(this.values.expirationDate)!;
    const digits = digitsOf(this.values.cardNumber);
    return {
      ok: true,
      card: { brand: this.brand, last4: digits.slice(-4), expMonth: expiry.month, expYear: expiry.year, postalCode: this.values.postalCode.trim(), outcome: chargeOutcome(this.values) },
    };
  }
}
