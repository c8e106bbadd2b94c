// @vitest-environment node
import { COMPLETION_MESSAGES, completionProblems, type CompletionFacts } from './completion-rules.ts';
import { datedItemProblems, earliestPurchaseDate } from './dated-items.ts';

const facts = (overrides: Partial<CompletionFacts> = {}): CompletionFacts => ({
  itemCount: 1,
  totalText: '$120.00',
  cartVersion: 7,
  expectedVersion: 7,
  cartHash: 'aaaaaaaaaaaaaaaa',
  expectedHash: 'aaaaaaaaaaaaaaaa',
  pickup: { rentals: [], saved: null },
  waivers: [],
  withoutSigner: [],
  datedProblems: [],
  paymentDue: true,
  hasPayment: true,
  ...overrides,
});

describe('checkout completion checks', () => {
  it('passes a cart with nothing left to fix', () => {
    expect(completionProblems(facts())).toEqual([]);
  });

  it('refuses an empty cart, and a cart other than the one the page showed, before anything else', () => {
    expect(completionProblems(facts({ itemCount: 0, hasPayment: false }))).toEqual([COMPLETION_MESSAGES.emptyCart]);
    expect(completionProblems(facts({ expectedHash: 'bbbbbbbbbbbbbbbb', hasPayment: false }))).toEqual([COMPLETION_MESSAGES.cartChanged]);
  });

  it('refuses a cart of another version, even one that looks the same again, naming what it holds now', () => {
    const message = 'Your cart changed in another tab or window since this page showed its total: it now holds 2 items for $185.00. Nothing was charged. Check your order and place it again.';
    expect(completionProblems(facts({ itemCount: 2, totalText: '$185.00', cartVersion: 8, hasPayment: false }))).toEqual([message]);
    expect(completionProblems(facts({ cartVersion: 6 }))).toEqual([COMPLETION_MESSAGES.cartNow(1, '$120.00')]);
    expect(COMPLETION_MESSAGES.cartNow(1, '$120.00')).toContain('it now holds 1 item for $120.00.');
  });

  it('wants a saved pickup site that serves each rental, with a phone where the site needs one', () => {
    const rentals = [{ productId: 4, productName: 'Ski Rental Package' }];
    expect(completionProblems(facts({ pickup: { rentals, saved: null } }))).toEqual([COMPLETION_MESSAGES.pickup('Ski Rental Package')]);
    expect(completionProblems(facts({ pickup: { rentals, saved: { name: 'Base Lodge', servesProductIds: [9], requiresPhone: false, hasPhone: false } } }))).toEqual([COMPLETION_MESSAGES.pickup('Ski Rental Package')]);
    expect(completionProblems(facts({ pickup: { rentals, saved: { name: 'Village Ski Shop', servesProductIds: [4], requiresPhone: true, hasPhone: false } } }))).toEqual([COMPLETION_MESSAGES.pickupPhone('Village Ski Shop')]);
    expect(completionProblems(facts({ pickup: { rentals, saved: { name: 'Village Ski Shop', servesProductIds: [4], requiresPhone: true, hasPhone: true } } }))).toEqual([]);
  });

  it('names each unsigned waiver, then dated items, then a missing payment', () => {
    expect(
      completionProblems(facts({ waivers: [{ name: 'Sam Morgan', releaseTitle: 'Equipment Rental Release', signed: false }, { name: 'Alex Morgan', releaseTitle: 'Equipment Rental Release', signed: true }], datedProblems: ['late'], hasPayment: false })),
    ).toEqual([COMPLETION_MESSAGES.waiver('Sam Morgan', 'Equipment Rental Release'), 'late', COMPLETION_MESSAGES.paymentMissing]);
    expect(completionProblems(facts({ paymentDue: false, hasPayment: false }))).toEqual([]);
  });

  it('refuses an item for no one whose release the buyer has no member of their own to sign', () => {
    const withoutSigner = [{ productName: 'Ski Rental Package', releaseTitle: 'Equipment Rental Release' }];
    expect(completionProblems(facts({ withoutSigner }))).toEqual([
      'Ski Rental Package needs the Equipment Rental Release signed, and your household has no member for you to sign it. Add yourself to your household in My Account.',
    ]);
  });
});

describe('dated items (until the product rules land)', () => {
  it('the earliest date is today until the cutoff time, tomorrow after it', () => {
    expect(earliestPurchaseDate('2026-12-31', '23:59', '23:59')).toBe('2026-12-31');
    expect(earliestPurchaseDate('2026-12-31', '17:01', '17:00')).toBe('2027-01-01');
    expect(earliestPurchaseDate('2026-12-31', '17:00', '17:00')).toBe('2026-12-31');
  });

  it('refuses a date before the earliest one or after the season, naming the item', () => {
    const items = [
      { productName: 'Lift Ticket', date: '2026-12-30' },
      { productName: 'Ski Rental Package', date: '2026-12-31' },
      { productName: 'Snowshoe Tour', date: '2027-04-19' },
    ];
    expect(datedItemProblems(items, '2026-12-31', '2027-04-18')).toEqual([
      'Lift Ticket: 2026-12-30 is past its cutoff. Choose a later date.',
      'Snowshoe Tour: 2027-04-19 is after the season ends.',
    ]);
  });
});
