// @vitest-environment node
import { CardFieldsModel, type CardEventDetail } from './card-fields.ts';

const NOW = new Date('2026-11-24T12:00:00Z');

function fields() {
  const events: CardEventDetail[] = [];
  const focused: string[] = [];
  const model = new CardFieldsModel((detail) => events.push(detail), () => NOW, (field) => {
    focused.push(field);
    model.focus(field);
  });
  return { model, events, focused, types: () => events.map((event) => `${event.eventType}:${event.field}`) };
}

describe("the double's card fields", () => {
  it('sends focus, brand and, on completion, moves on with focusClassRemoved carrying the valid state', () => {
    const { model, events, types, focused } = fields();
    model.focus('cardNumber');
    model.input('cardNumber', '4111 1111 1111 1111');
    expect(types()).toEqual(['focusClassAdded:cardNumber', 'cardBrandChanged:cardNumber', 'focusClassRemoved:cardNumber', 'focusClassAdded:expirationDate']);
    expect(focused).toEqual(['expirationDate']);
    const removed = events.find((event) => event.eventType === 'focusClassRemoved')!;
    expect(removed.cardBrand).toBe('VISA');
    expect(removed.currentState).toMatchObject({ isCompletelyValid: true, hasFocusClass: false, hasErrorClass: false });
    expect(removed.previousState).toMatchObject({ hasFocusClass: true });
  });

  it('adds the error class when a field can no longer be valid and removes it once fixed', () => {
    const { model, types } = fields();
    model.focus('cvv');
    model.input('cvv', '1x');
    model.input('cvv', '1');
    expect(types()).toEqual(['focusClassAdded:cvv', 'errorClassAdded:cvv', 'errorClassRemoved:cvv']);
  });

  it('marks a field left incomplete, and reports postal code changes with the value', () => {
    const { model, events, types } = fields();
    model.focus('postalCode');
    model.input('postalCode', '8');
    model.blur('postalCode');
    expect(types()).toEqual(['focusClassAdded:postalCode', 'postalCodeChanged:postalCode', 'focusClassRemoved:postalCode', 'errorClassAdded:postalCode']);
    expect(events[1]!.postalCodeValue).toBe('8');
  });

  it('sends escape and submit for those keys', () => {
    const { model, types } = fields();
    model.key('cvv', 'Escape');
    model.key('cvv', 'Enter');
    expect(types()).toEqual(['escape:cvv', 'submit:cvv']);
  });

  it('validates on tokenize: Invalid lists the incomplete fields, OK gives brand, last 4 and expiry but never the number', () => {
    const { model } = fields();
    model.input('cardNumber', '4111 1111 1111 1111');
    const invalid = model.validate();
    expect(invalid.ok).toBe(false);
    if (!invalid.ok) expect(invalid.errors.map((error) => error.field)).toEqual(['expirationDate', 'cvv', 'postalCode']);
    model.input('expirationDate', '12/30');
    model.input('cvv', '911');
    model.input('postalCode', '80435');
    const valid = model.validate();
    expect(valid).toEqual({ ok: true, card: { brand: 'VISA', last4: '1111', expMonth: 12, expYear: 2030, postalCode: '80435', outcome: 'CVV_FAILURE' } });
    expect(JSON.stringify(valid)).not.toContain('4111111111111111');
  });
});
