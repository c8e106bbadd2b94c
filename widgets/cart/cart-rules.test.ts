// @vitest-environment node
import { formatMoney } from '../../src/core/format.ts';
import {
  discountText,
  editItemUrl,
  golfPricing,
  groupItemsByMember,
  lineTotal,
  MAX_COLLAPSED_ATTRIBUTES,
  originalLineTotal,
  parseAttributeInfo,
  attributeValueText,
  visibleAttributes,
} from './cart-rules.ts';
import { cartItem, cartWith, familyCart, members, seasonPass, teeTime } from './cart.fixtures.ts';

describe('cart rules', () => {
  describe('attribute info', () => {
    it('reads line-break separated "Name: value" lines (<br /> or newlines)', () => {
      expect(parseAttributeInfo('Pass Type: Unlimited<br />Age Group: Adult\nPhoto: Yes')).toEqual([
        { name: 'Pass Type', value: 'Unlimited' },
        { name: 'Age Group', value: 'Adult' },
        { name: 'Photo', value: 'Yes' },
      ]);
    });

    it('takes the date from a pipe-separated Start Date value', () => {
      expect(parseAttributeInfo('Start Date: 2026-12-20|Sunday')).toEqual([{ name: 'Start Date', value: '2026-12-20', date: '2026-12-20' }]);
    });

    it('shows other date attributes (a golf Date) as dates too', () => {
      expect(parseAttributeInfo('Date: 2027-06-12')).toEqual([{ name: 'Date', value: '2027-06-12', date: '2027-06-12' }]);
    });

    it('reads a date and its weekday as the date whatever the attribute is called in the page language', () => {
      expect(parseAttributeInfo('Date de début: 2026-12-19|Saturday')).toEqual([{ name: 'Date de début', value: '2026-12-19', date: '2026-12-19' }]);
    });

    it('reads sub-values that are all dates (a rental’s days) as those dates, never raw', () => {
      const [line] = parseAttributeInfo('Rental Days: 2026-12-19|2026-12-21');
      expect(line).toEqual({ name: 'Rental Days', value: '2026-12-19, 2026-12-21', dates: ['2026-12-19', '2026-12-21'] });
      expect(attributeValueText(line!, (iso) => `<${iso}>`)).toBe('<2026-12-19>, <2026-12-21>');
    });

    it('writes a time of day the page’s way: French’s 24-hour clock, the store’s own wording in English', () => {
      const [line] = parseAttributeInfo('Heure de la randonnée: 1:00 PM');
      expect(attributeValueText(line!, String, 'fr-CA')).toBe('13 h 00');
      expect(attributeValueText({ name: 'Time', value: '12:05 AM' }, String, 'fr-CA')).toBe('00 h 05');
      expect(attributeValueText({ name: 'Tour Time', value: '1:00 PM' }, String, 'en-US')).toBe('1:00 PM');
      expect(attributeValueText({ name: 'Holes', value: '18' }, String, 'fr-CA')).toBe('18');
    });

    it('joins the | sub-values of other attributes', () => {
      expect(parseAttributeInfo('Lessons: Ski|Snowboard')).toEqual([{ name: 'Lessons', value: 'Ski, Snowboard' }]);
    });

    it('drops markup other than line breaks, so nothing is rendered as HTML', () => {
      expect(parseAttributeInfo('Name: <img src=x onerror=alert(1)>Alex<b>!</b>')).toEqual([{ name: 'Name', value: 'Alex!' }]);
    });

    it(`shows at most ${MAX_COLLAPSED_ATTRIBUTES} attributes unless details are expanded`, () => {
      const lines = parseAttributeInfo('A: 1<br />B: 2<br />C: 3<br />D: 4');
      expect(visibleAttributes(lines, false)).toHaveLength(3);
      expect(visibleAttributes(lines, true)).toHaveLength(4);
    });
  });

  describe('grouping', () => {
    it('groups items by assigned member in member order, with Unassigned last', () => {
      const groups = groupItemsByMember(familyCart());
      expect(groups.map((group) => group.member?.FirstName ?? 'Unassigned')).toEqual(['Alex', 'Jordan', 'Sam', 'Unassigned']);
      expect(groups.at(-1)?.items.map((item) => item.ProductName)).toEqual(['Guided Snowshoe Tour']);
    });

    it('has no Unassigned group when every item is assigned', () => {
      const cart = cartWith([cartItem({ AssignedToContactInfo: { Id: members.alex.Id } })]);
      expect(groupItemsByMember(cart).map((group) => group.key)).toEqual([`member-${members.alex.Id}`]);
    });

    it('puts an item assigned to a member the cart does not list under Unassigned rather than hiding it', () => {
      const cart = cartWith([cartItem({ AssignedToContactInfo: { Id: 999 } })], { AssignedMembers: [] });
      expect(groupItemsByMember(cart)).toHaveLength(1);
      expect(groupItemsByMember(cart)[0]?.key).toBe('unassigned');
    });
  });

  describe('prices', () => {
    it('multiplies the unit price by the quantity, in cents', () => {
      expect(lineTotal(cartItem({ UnitPrice: 0.1, Quantity: 3 }))).toBe(0.3);
    });

    it('shows the original price only when it is higher', () => {
      expect(originalLineTotal(seasonPass({ Quantity: 2 }))).toBe(1798);
      expect(originalLineTotal(cartItem({ OriginalPrice: 129 }))).toBeNull();
    });

    it('prices golf per player with the part Due Online and the part Due At Course', () => {
      expect(golfPricing(teeTime({ Quantity: 2, UnitPrice: 85, ReservationPrice: 20 }))).toEqual({ perPlayer: 85, dueOnline: 40, dueAtCourse: 130 });
    });

    it('has everything due online for a golf item without a reservation price', () => {
      expect(golfPricing(teeTime({ Quantity: 1, UnitPrice: 85, ReservationPrice: null }))).toEqual({ perPlayer: 85, dueOnline: 85, dueAtCourse: 0 });
    });

    it('has no golf pricing for other items', () => {
      expect(golfPricing(cartItem())).toBeNull();
    });

    it('writes a discount as a percentage or an amount', () => {
      const money = (value: number) => formatMoney(value, { locale: 'en-US', currency: 'USD' });
      // Taken off: the minus sign (U+2212), as English and French typography write it.
      expect(discountText({ Id: 1, UsePercentage: true, DiscountPercentage: 5, DiscountAmount: 0 }, money)).toBe('\u22125%');
      expect(discountText({ Id: 1, UsePercentage: false, DiscountPercentage: 0, DiscountAmount: 10 }, money)).toBe('\u2212$10.00');
      expect(discountText({ Id: 1, UsePercentage: true, DiscountPercentage: 5, DiscountAmount: 0 }, money, 'fr-CA').replace(/\s/gu, ' ')).toBe('\u22125 %');
      expect(discountText({ Id: 1, UsePercentage: true, DiscountPercentage: 12.5, DiscountAmount: 0 }, money, 'fr-CA').replace(/\s/gu, ' ')).toBe('\u221212,5 %');
    });
  });

  describe('edit link', () => {
    const item = seasonPass({ Id: 8, ProductId: 501, Quantity: 2 });

    it('holds the attribute ids, productid, editmode=true and productquantity', () => {
      const url = editItemUrl(item, { showEnhancedMinicart: true });
      expect(url).toBe('/season-pass-adult?product_attribute_1=11&product_attribute_2=21&productid=501&editmode=true&productquantity=2&updatecartitemid=8');
    });

    it('says editmode=false when not editing', () => {
      expect(editItemUrl(item, { showEnhancedMinicart: true, editMode: false })).toContain('editmode=false');
    });

    it('needs both enhanced cart on the item and the ShowEnhancedMinicart setting', () => {
      expect(editItemUrl(item, { showEnhancedMinicart: false })).toBeNull();
      expect(editItemUrl(cartItem({ IsEnhancedCartEnabled: false }), { showEnhancedMinicart: true })).toBeNull();
    });

    it('uses the date of a date attribute without a value id', () => {
      const ticket = cartItem({ IsEnhancedCartEnabled: true, ProductId: 7, Url: '/lift-ticket-1-day' });
      expect(editItemUrl(ticket, { showEnhancedMinicart: true })).toContain('product_attribute_5=2026-12-20&');
    });
  });
});
