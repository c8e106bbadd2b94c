// @vitest-environment node
import { balanceDueTypeIdOf, orderAmountTypes } from './schedule-amounts.ts';

import { activeRows, defaultPaymentSchedule, newPayment, newPaymentRange, nextRangeStart, orderPayments, removePayment, removeRange, sortRanges, toPaymentDraft, toPaymentPayload, toPricingDraft, toPricingPayload, type PaymentScheduleDraft } from './schedule-draft.ts';
import { amountTypes, paymentSchedule, pricingSchedule } from '../payment-plans.fixtures.ts';
import { TODAY, BALANCE, payment, range, validRange, schedule } from '../schedule-rows.fixtures.ts';

describe('the schedule draft', () => {
  describe('new rows', () => {
    it('starts the first range tomorrow', () => {
      expect(nextRangeStart([], TODAY)).toBe('2026-03-11');
    });

    it("starts a new range the day after the previous range's end", () => {
      const ranges = [validRange('2026-03-01', '2026-05-31'), validRange('2026-06-01', '2026-08-31')];
      expect(nextRangeStart(ranges, TODAY)).toBe('2026-09-01');
      expect(newPaymentRange(ranges, TODAY, BALANCE).PurchaseEffectiveDate).toBe('2026-09-01');
    });

    it('ignores deleted ranges and ranges without an end when placing a new one', () => {
      const ranges = [
        validRange('2026-03-01', '2026-05-31'),
        validRange('2026-06-01', '2026-12-31', { PurchaseDateId: 4, IsDeleted: true }),
        validRange('2026-07-01', ''),
      ];
      expect(nextRangeStart(ranges, TODAY)).toBe('2026-06-01');
    });

    it("defaults a new payment's amount to '0' and its type to 1", () => {
      expect(newPayment()).toMatchObject({ PaymentDateId: 0, PaymentDate: '', Amount: '0', AmountType: 1, IsDeleted: false });
    });

    it('gives a new range one final payment of type 3', () => {
      expect(newPaymentRange([], TODAY).ScheduledPayments.map((p) => p.AmountType)).toEqual([3]);
    });

    it('starts a new payment schedule with one range from tomorrow and amount types 1 and 3', () => {
      const draft = defaultPaymentSchedule(TODAY);
      expect(draft.PaymentScheduleId).toBe(0);
      expect(draft.PaymentScheduleName).toBe('');
      expect(draft.PurchaseDates).toHaveLength(1);
      expect(draft.PurchaseDates[0]!.PurchaseEffectiveDate).toBe('2026-03-11');
      expect(draft.PurchaseDates[0]!.ScheduledPayments.map((p) => [p.AmountType, p.Amount])).toEqual([
        [1, '0'],
        [3, '0'],
      ]);
    });

    it('gives every new row its own key', () => {
      const keys = [newPayment().uid, newPayment().uid, newPaymentRange([], TODAY).uid];
      expect(new Set(keys).size).toBe(3);
    });
  });

  describe('deleting', () => {
    it('removes a range that was never saved', () => {
      const fresh = validRange('2026-03-01', '2026-05-31');
      expect(removeRange([fresh], fresh.uid)).toEqual([]);
    });

    it('marks a stored range IsDeleted instead of removing it', () => {
      const stored = validRange('2026-03-01', '2026-05-31', { PurchaseDateId: 12 });
      const [kept] = removeRange([stored], stored.uid);
      expect(kept).toMatchObject({ PurchaseDateId: 12, IsDeleted: true });
    });

    it('does the same for payments, and leaves the others alone', () => {
      const fresh = payment('2026-04-01', '10');
      const stored = payment('2026-05-01', '10', 1, { PaymentDateId: 55 });
      expect(removePayment([fresh, stored], fresh.uid)).toEqual([stored]);
      expect(removePayment([fresh, stored], stored.uid)).toEqual([fresh, { ...stored, IsDeleted: true }]);
      expect(activeRows(removePayment([fresh, stored], stored.uid))).toEqual([fresh]);
    });
  });

  describe('order', () => {
    it('sorts ranges by start, keeping equal starts in place and undated ones last', () => {
      const a = validRange('2026-06-01', '2026-08-31');
      const b = validRange('', '2026-02-01');
      const c = validRange('2026-03-01', '2026-05-31');
      const d = validRange('2026-03-01', '2026-04-30');
      expect(sortRanges([a, b, c, d]).map((r) => r.uid)).toEqual([c.uid, d.uid, a.uid, b.uid]);
    });

    it('keeps the balance-due payment last', () => {
      const final = payment('2026-10-01', '0', BALANCE);
      const first = payment('2026-08-01', '20');
      const second = payment('2026-09-01', '20');
      expect(orderPayments([final, first, second], BALANCE)).toEqual([first, second, final]);
    });

    it('lists the Balance Due amount type last, found by its name', () => {
      const types = [{ Id: 9, Name: 'balance due' }, ...amountTypes.filter((t) => t.Id !== 3)];
      expect(balanceDueTypeIdOf(types)).toBe(9);
      expect(orderAmountTypes(types).map((t) => t.Id)).toEqual([1, 2, 9]);
      expect(balanceDueTypeIdOf([{ Id: 1, Name: 'Installment' }])).toBe(3);
    });
  });

  describe('to and from the server', () => {
    it('opens a stored schedule with its dates as YYYY-MM-DD, ranges by start and the balance due last', () => {
      const dto = paymentSchedule({
        PurchaseDates: [
          { PurchaseDateId: 2, PurchaseEffectiveDate: '2026-06-01T00:00:00', PurchaseExpirationDate: '2026-08-31T00:00:00', ScheduledPayments: [] },
          {
            PurchaseDateId: 1,
            PurchaseEffectiveDate: '2026-03-01',
            PurchaseExpirationDate: '2026-05-31',
            ScheduledPayments: [
              { PaymentDateId: 11, PaymentDate: '2026-10-01', Amount: 70, AmountType: 3 },
              { PaymentDateId: 12, PaymentDate: null, Amount: 30, AmountType: 1 },
            ],
          },
        ],
      });
      const draft = toPaymentDraft(dto, BALANCE);
      expect(draft.PurchaseDates.map((r) => [r.PurchaseDateId, r.PurchaseEffectiveDate, r.PurchaseExpirationDate])).toEqual([
        [1, '2026-03-01', '2026-05-31'],
        [2, '2026-06-01', '2026-08-31'],
      ]);
      expect(draft.PurchaseDates[0]!.ScheduledPayments.map((p) => [p.PaymentDateId, p.PaymentDate, p.Amount])).toEqual([
        [12, '', '30'],
        [11, '2026-10-01', '70'],
      ]);
    });

    it('sends the whole schedule: numbers for amounts, the balance worked out, deleted rows, no client keys or stamps', () => {
      const draft = toPaymentDraft(paymentSchedule(), BALANCE);
      const firstRange = draft.PurchaseDates[0]!;
      const edited: PaymentScheduleDraft = {
        ...draft,
        PaymentScheduleName: '  Season Pass 3-Pay  ',
        PurchaseDates: [
          { ...firstRange, ScheduledPayments: [...removePayment(firstRange.ScheduledPayments, firstRange.ScheduledPayments[1]!.uid), payment('2026-05-01', '12.5')] },
          ...draft.PurchaseDates.slice(1),
        ],
      };
      const payload = toPaymentPayload(edited, BALANCE);
      expect(payload).not.toHaveProperty('CreateDateUtc');
      expect(payload).not.toHaveProperty('UpdateDateUtc');
      expect(payload.PaymentScheduleName).toBe('Season Pass 3-Pay');
      expect(JSON.stringify(payload)).not.toContain('uid');
      // The balance is worked out: 100 − 20 − 12.5 (the deleted 40 no longer counts).
      expect(payload.PurchaseDates[0]!.ScheduledPayments.map((p) => [p.Amount, p.AmountType, p.IsDeleted])).toEqual([
        [20, 2, false],
        [40, 1, true],
        [67.5, 3, false],
        [12.5, 1, false],
      ]);
    });

    it('sends a blank date as null', () => {
      const payload = toPaymentPayload(schedule([range('2026-03-01', '', [payment('', '0', BALANCE)])]), BALANCE);
      expect(payload.PurchaseDates[0]!.PurchaseExpirationDate).toBeNull();
      expect(payload.PurchaseDates[0]!.ScheduledPayments[0]!.PaymentDate).toBeNull();
    });

    it('round-trips a pricing schedule', () => {
      const dto = pricingSchedule();
      const payload = toPricingPayload(toPricingDraft(dto));
      expect(payload.PurchaseDates).toEqual(dto.PurchaseDates);
      expect(payload).not.toHaveProperty('CreateDateUtc');
    });
  });
});
