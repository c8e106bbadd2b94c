import { fieldsFromEvent, readProductFields } from './product-fields.ts';

describe('product attribute fields', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <form data-product-id="3">
        <input type="date" name="product_attribute_301" value="2026-12-20">
        <select name="product_attribute_302"><option value="3021">Adult</option><option value="3022" selected>Child</option></select>
        <input type="checkbox" name="product_attribute_303" value="1">
        <input type="checkbox" name="product_attribute_304" value="7" checked>
        <input type="radio" name="product_attribute_305" value="8">
        <input type="radio" name="product_attribute_305" value="9" checked>
        <input name="product_attribute_306" value="off" disabled>
        <input name="product_attribute_307_day" value="5">
        <input name="addtocart_3.EnteredQuantity" value="2">
        <input name="product_attribute_x" value="nope">
      </form>
      <form data-product-id="1"><select name="product_attribute_101"><option value="1011" selected>Unlimited</option></select></form>`;
  });

  it("reads the product's own form: selected values, checked boxes, date parts; not disabled or foreign fields", () => {
    expect(readProductFields(3)).toEqual([
      ['product_attribute_301', '2026-12-20'],
      ['product_attribute_302', '3022'],
      ['product_attribute_304', '7'],
      ['product_attribute_305', '9'],
      ['product_attribute_307_day', '5'],
    ]);
    expect(readProductFields(1)).toEqual([['product_attribute_101', '1011']]);
  });

  it('reads the whole page when there is no form for the product', () => {
    expect(readProductFields(99).map(([name]) => name)).toContain('product_attribute_101');
  });

  it("uses an event's well-formed fields, ignores another product's event, and otherwise reads the form again", () => {
    expect(fieldsFromEvent({ productId: 1, fields: [['product_attribute_101', '1012'], ['other', 'x']] }, 1)).toEqual({
      use: [['product_attribute_101', '1012']],
    });
    expect(fieldsFromEvent({ productId: 2, fields: [] }, 1)).toBe('ignore');
    expect(fieldsFromEvent({ productId: 1 }, 1)).toBe('read-page');
    expect(fieldsFromEvent({ fields: [['product_attribute_101', 5]] }, 1)).toBe('read-page');
    expect(fieldsFromEvent(undefined, 1)).toBe('read-page');
    expect(fieldsFromEvent('product 1', 1)).toBe('read-page');
  });
});
