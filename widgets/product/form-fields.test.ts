// @vitest-environment node
import { productAttribute } from './product.fixtures.ts';
import { toAttributeView } from './rules/attribute-rules.ts';
import { attributeEntries, cartEntries, readEditLink } from './form-fields.ts';

const view = (input: Parameters<typeof productAttribute>[0]) => toAttributeView(productAttribute(input));

describe('the product form', () => {
  const date = view({ Id: 301, Name: 'Start Date', AttributeControlType: 'Datepicker' });
  const dates = view({ Id: 401, Name: 'Rental Days', TextPrompt: 'Rental Days [Multiple Dates]', AttributeControlType: 'Datepicker' });
  const age = view({ Id: 302, Name: 'Age', AttributeControlType: 'DropdownList', Values: [{ Id: 3021, Name: 'Adult' }] });
  const extras = view({ Id: 303, Name: 'Extras', AttributeControlType: 'Checkboxes', Values: [{ Id: 1, Name: 'A' }, { Id: 2, Name: 'B' }] });
  const note = view({ Id: 304, Name: 'Note', AttributeControlType: 'TextBox' });
  const all = () => true;

  it('sends a date as its _day, _month and _year parts', () => {
    expect(attributeEntries([date], { 301: { kind: 'dates', dates: ['2027-01-09'] } }, all)).toEqual([
      ['product_attribute_301_day', '9'],
      ['product_attribute_301_month', '1'],
      ['product_attribute_301_year', '2027'],
    ]);
  });

  it('sends multiple dates joined by | in rental_start_date_{id}', () => {
    expect(attributeEntries([dates], { 401: { kind: 'dates', dates: ['2026-12-20', '2026-12-22'] } }, all)).toContainEqual(['rental_start_date_401', '2026-12-20|2026-12-22']);
  });

  it('sends list values by id (one entry per checkbox) and text as typed, trimmed', () => {
    const entries = attributeEntries([age, extras, note], { 302: { kind: 'values', ids: [3021] }, 303: { kind: 'values', ids: [1, 2] }, 304: { kind: 'text', text: ' Hi ' } }, all);
    expect(entries).toEqual([
      ['product_attribute_302', '3021'],
      ['product_attribute_303', '1'],
      ['product_attribute_303', '2'],
      ['product_attribute_304', 'Hi'],
    ]);
  });

  it('sends nothing for an inactive attribute', () => {
    expect(attributeEntries([age], { 302: { kind: 'values', ids: [3021] } }, () => false)).toEqual([]);
  });

  it('adds the quantity, entered price, edited item and member as addtocart_{id}.* fields', () => {
    expect(cartEntries(3, [['product_attribute_302', '3021']], { quantity: 2, customerEnteredPrice: 50, updatedItemId: 17, contactId: 5 })).toEqual([
      ['product_attribute_302', '3021'],
      ['addtocart_3.EnteredQuantity', '2'],
      ['addtocart_3.CustomerEnteredPrice', '50.00'],
      ['addtocart_3.UpdatedShoppingCartItemId', '17'],
      ['addtocart_3.LegacyContactId', '5'],
    ]);
    expect(cartEntries(3, [], { quantity: 1 })).toEqual([['addtocart_3.EnteredQuantity', '1']]);
  });
});

describe('the cart\'s edit link', () => {
  it('reads the product, edit mode, quantity, cart item and attribute values', () => {
    const link = readEditLink('?product_attribute_301=2026-12-12%7CSaturday&product_attribute_302=3022&productid=3&editmode=true&productquantity=2&updatecartitemid=41');
    expect(link).toMatchObject({ productId: 3, editMode: true, quantity: 2, updateItemId: 41 });
    expect(link?.values.get(301)).toEqual(['2026-12-12|Saturday']);
    expect(link?.values.get(302)).toEqual(['3022']);
  });

  it('is not an edit with editmode=false, and not a link at all without a product', () => {
    expect(readEditLink('?productid=3&editmode=false')?.editMode).toBe(false);
    expect(readEditLink('?editmode=true')).toBeNull();
    expect(readEditLink('?productid=abc')).toBeNull();
  });

  it('ignores a quantity out of range and reads date parts as one date', () => {
    const link = readEditLink('?productid=3&productquantity=500&product_attribute_301_day=9&product_attribute_301_month=1&product_attribute_301_year=2027');
    expect(link?.quantity).toBeNull();
    expect(link?.values.get(301)).toEqual(['2027-01-09']);
  });
});
