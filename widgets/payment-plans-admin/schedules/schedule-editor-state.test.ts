import { paymentScheduleReducer, pricingScheduleReducer } from './schedule-editor-state.ts';
import { defaultPaymentSchedule, defaultPricingSchedule, toPaymentDraft } from './schedule-draft.ts';
import { paymentSchedule } from '../payment-plans.fixtures.ts';

const TODAY = '2026-03-10';
const reduce = paymentScheduleReducer(3);

describe('the schedule working copies', () => {
  it('sorts the ranges by start after a date changes', () => {
    const draft = toPaymentDraft(paymentSchedule(), 3);
    const [first, second] = draft.PurchaseDates;
    const moved = reduce(draft, { type: 'setRangeDate', range: first!.uid, field: 'PurchaseEffectiveDate', value: '2026-12-01' });
    expect(moved.PurchaseDates.map((range) => range.uid)).toEqual([second!.uid, first!.uid]);
    // Only the changed range is a new object: the other range's editor is not re-rendered.
    expect(moved.PurchaseDates[0]).toBe(second);
  });

  it('adds a range the day after the latest end, sorted in', () => {
    const draft = toPaymentDraft(paymentSchedule(), 3);
    const added = reduce(draft, { type: 'addRange', today: TODAY });
    expect(added.PurchaseDates.at(-1)).toMatchObject({ PurchaseDateId: 0, PurchaseEffectiveDate: '2026-10-01', PurchaseExpirationDate: '' });
  });

  it('adds a payment of type 1 and 0% before the balance due', () => {
    const draft = defaultPaymentSchedule(TODAY);
    const range = draft.PurchaseDates[0]!;
    const added = reduce(draft, { type: 'addPayment', range: range.uid });
    expect(added.PurchaseDates[0]!.ScheduledPayments.map((p) => [p.AmountType, p.Amount])).toEqual([
      [1, '0'],
      [1, '0'],
      [3, '0'],
    ]);
  });

  it('keeps the balance due last when a payment becomes one', () => {
    const draft = defaultPaymentSchedule(TODAY);
    const range = draft.PurchaseDates[0]!;
    const [regular] = range.ScheduledPayments;
    const changed = reduce(draft, { type: 'setPayment', range: range.uid, payment: regular!.uid, field: 'AmountType', value: '2' });
    expect(changed.PurchaseDates[0]!.ScheduledPayments.map((p) => p.AmountType)).toEqual([2, 3]);
    const amount = reduce(changed, { type: 'setPayment', range: range.uid, payment: regular!.uid, field: 'Amount', value: '25' });
    expect(amount.PurchaseDates[0]!.ScheduledPayments[0]!.Amount).toBe('25');
  });

  it('removes an unsaved payment and marks a stored range deleted', () => {
    const draft = toPaymentDraft(paymentSchedule(), 3);
    const range = draft.PurchaseDates[0]!;
    const fresh = reduce(draft, { type: 'addPayment', range: range.uid });
    const newPayment = fresh.PurchaseDates[0]!.ScheduledPayments.find((p) => p.PaymentDateId === 0)!;
    const removed = reduce(fresh, { type: 'removePayment', range: range.uid, payment: newPayment.uid });
    expect(removed.PurchaseDates[0]!.ScheduledPayments).toHaveLength(3);
    const deleted = reduce(removed, { type: 'removeRange', range: range.uid });
    expect(deleted.PurchaseDates[0]).toMatchObject({ PurchaseDateId: range.PurchaseDateId, IsDeleted: true });
  });

  it('renames', () => {
    expect(reduce(defaultPaymentSchedule(TODAY), { type: 'rename', name: 'Summer' }).PaymentScheduleName).toBe('Summer');
    expect(pricingScheduleReducer(defaultPricingSchedule(TODAY), { type: 'rename', name: 'Early' }).PricingScheduleName).toBe('Early');
  });

  it('handles pricing windows the same way', () => {
    const draft = defaultPricingSchedule(TODAY);
    const first = draft.PurchaseDates[0]!;
    const dated = pricingScheduleReducer(draft, { type: 'setRangeDate', range: first.uid, field: 'PurchaseExpirationDate', value: '2026-05-31' });
    const added = pricingScheduleReducer(dated, { type: 'addRange', today: TODAY });
    expect(added.PurchaseDates.map((r) => r.PurchaseEffectiveDate)).toEqual(['2026-03-11', '2026-06-01']);
    expect(pricingScheduleReducer(added, { type: 'removeRange', range: first.uid }).PurchaseDates).toHaveLength(1);
  });
});
