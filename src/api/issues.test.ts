// @vitest-environment node
import * as z from 'zod/mini';
import { cartSchema } from './cart-schemas.ts';
import { scheduleListSchema } from './schedule-schemas.ts';
import { explainIssues, issuePath } from './issues.ts';

const explain = (schema: z.ZodMiniType, value: unknown, limit?: number) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected the value not to parse');
  return explainIssues(parsed.error, value, limit);
};

const item = { Id: 7, ProductId: 1, ProductName: 'Season Pass', Quantity: 1, UnitPrice: 12 };
const cart = { TotalProducts: 1, Items: [item], SubTotal: 12, TotalPrice: 12 };

describe('explainIssues: schema problems in plain words', () => {
  it('names the place with list indexes and quotes what the store sent', () => {
    expect(explain(cartSchema, { ...cart, Items: [{ ...item, UnitPrice: '12.00' }] })).toEqual(['Items[0].UnitPrice: expected a number, got "12.00"']);
  });

  it('says a renamed field is missing, with what was expected', () => {
    const { TotalProducts, ...renamed } = cart;
    expect(explain(cartSchema, { ...renamed, totalProducts: TotalProducts })).toEqual(['TotalProducts: missing (expected a number)']);
  });

  it('describes null, lists, objects and booleans as such', () => {
    expect(explain(z.object({ a: z.string(), b: z.number(), c: z.boolean(), d: z.array(z.string()) }), { a: null, b: [1, 2], c: 'yes', d: {} })).toEqual([
      'a: expected a string, got null',
      'b: expected a number, got a list of 2',
      'c: expected true or false, got "yes"',
      'and 1 more',
    ]);
  });

  it('speaks of the whole answer when the answer itself is wrong', () => {
    expect(explain(z.array(z.number()), { Items: [] })).toEqual(['(the answer): expected a list, got an object']);
  });

  it('for a union, reports the option that got furthest into the answer', () => {
    expect(explain(scheduleListSchema, [{ IsPaymentPlan: true, Payments: [{ PaymentDate: '2026-01-15', PaymentAmount: '100' }] }])).toEqual([
      '[0].Payments[0].PaymentAmount: expected a number, got "100"',
    ]);
  });

  it('lists allowed values and bounds', () => {
    expect(explain(z.object({ kind: z.enum(['product', 'discount']) }), { kind: 'gift' })).toEqual(['kind: expected "product" or "discount", got "gift"']);
    expect(explain(z.object({ code: z.string().check(z.minLength(3)) }), { code: 'ab' })).toEqual(['code: expected at least 3 characters, got "ab"']);
  });

  it('shortens long text it quotes', () => {
    expect(explain(z.object({ n: z.number() }), { n: 'x'.repeat(100) })[0]).toBe(`n: expected a number, got "${'x'.repeat(37)}..."`);
  });

  it('writes paths as a reader of the answer would', () => {
    expect(issuePath(['Items', 0, 'UnitPrice'])).toBe('Items[0].UnitPrice');
    expect(issuePath([2, 'Name'])).toBe('[2].Name');
    expect(issuePath([])).toBe('(the answer)');
  });
});
