// @vitest-environment node
import { coreLabels, formatLabel, pageLabelsLanguage, resolveLabels, storeLabel, storeOverrides } from './labels.ts';
import { cartLabels } from '../../widgets/cart/labels.ts';
import { commonLabels } from '../ui/common-labels.ts';

describe('labels', () => {
  it("have the spec's default wording", () => {
    expect(cartLabels['cart.empty']).toBe('Your Shopping Cart is empty');
    expect(cartLabels['minicart.removeConfirm']).toBe('Are you sure you want to remove this item from your cart?');
    expect(cartLabels['discount.applyFailed']).toBe("The coupon code you entered couldn't be applied to your order.");
    expect(cartLabels['discount.removeFailed']).toBe("The coupon code you entered couldn't be remove from your order.");
  });

  it('can be overridden by key from page data, ignoring keys the widget does not have', () => {
    const labels = resolveLabels(cartLabels, { 'cart.empty': 'Nothing here yet', 'no.such.key': 'x' });
    expect(labels['cart.empty']).toBe('Nothing here yet');
    expect(labels['cart.title']).toBe('Cart');
    expect('no.such.key' in labels).toBe(false);
  });

  it('share platform wording such as Loading… with the same override key', () => {
    expect(cartLabels['common.loading']).toBe(coreLabels['common.loading']);
    expect(cartLabels['common.cancel']).toBe(commonLabels['common.cancel']);
    expect(resolveLabels(cartLabels, { 'common.loading': 'Un moment…' })['common.loading']).toBe('Un moment…');
  });

  it('fill placeholders and leave unknown ones as written', () => {
    expect(formatLabel('Shopping Cart ({count})', { count: 3 })).toBe('Shopping Cart (3)');
    expect(formatLabel('Hi {name}')).toBe('Hi {name}');
  });
});

describe('a label the store gives against the widget’s own', () => {
  it('wins only in the island’s language: the store’s default (en-US) when it says none', () => {
    expect(storeLabel('Start over', null, 'en', 'Clear')).toBe('Start over');
    expect(storeLabel('Start over', '', 'fr-CA', 'Effacer')).toBe('Effacer');
    expect(storeLabel('Start over', 'en-US', 'fr-CA', 'Effacer')).toBe('Effacer');
    expect(storeLabel('Recommencer', 'fr-CA', 'fr-CA', 'Effacer')).toBe('Recommencer');
    expect(storeLabel('Recommencer', 'fr', 'fr-CA', 'Effacer')).toBe('Recommencer');
    expect(storeLabel('Recommencer', 'fr-CA', 'en', 'Clear')).toBe('Clear');
  });

  it('never wins blank or missing', () => {
    expect(storeLabel('', 'en-US', 'en', 'Clear')).toBe('Clear');
    expect(storeLabel('  ', 'en-US', 'en', 'Clear')).toBe('Clear');
    expect(storeLabel(undefined, 'en-US', 'en', 'Clear')).toBe('Clear');
  });

  it('reads page data’s labels in LabelsLanguage, else the page’s Language, else its locale', () => {
    expect(pageLabelsLanguage({ LabelsLanguage: 'en-US', Language: 'fr-CA', locale: 'fr-CA' })).toBe('en-US');
    expect(pageLabelsLanguage({ LabelsLanguage: '', Language: 'fr-CA', locale: 'en-US' })).toBe('fr-CA');
    expect(pageLabelsLanguage({ Language: '', locale: 'fr-CA' })).toBe('fr-CA');
    expect(pageLabelsLanguage({ Language: '', locale: '' })).toBe('en-US');
  });

  it('keeps page data’s overrides for islands that speak their language and drops them for the others', () => {
    const labels = { 'cart.empty': 'Nothing here yet' };
    expect(storeOverrides(labels, 'en-US', 'en')).toBe(labels);
    expect(storeOverrides(labels, 'en-US', 'fr-CA')).toEqual({});
    expect(storeOverrides({ 'cart.empty': 'Rien ici' }, 'fr-CA', 'fr-CA')).toEqual({ 'cart.empty': 'Rien ici' });
  });
});
