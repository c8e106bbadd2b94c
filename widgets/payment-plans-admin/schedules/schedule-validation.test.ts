
import { toPaymentDraft, type DateRangeRow } from './schedule-draft.ts';
import { canApply, checkPaymentSchedule, checkPricingSchedule, firstBlockingMessage, paymentScheduleRules, pricingScheduleRules, scheduleMessages } from './schedule-validation.ts';
import { largePaymentSchedule, paymentSchedule, pricingSchedule } from '../payment-plans.fixtures.ts';
import { BALANCE, payment, range, validRange, schedule, pricing, codes, storedRangeLike } from '../schedule-rows.fixtures.ts';

describe('schedule validation', () => {
  describe('payment schedule validation', () => {
    it('accepts a complete schedule', () => {
      const check = checkPaymentSchedule(schedule([validRange('2026-03-01', '2026-05-31'), validRange('2026-06-01', '2026-08-31')]), BALANCE);
      expect(check.valid).toBe(true);
      expect(check.issues).toEqual([]);
      expect(check.ranges.map((r) => r.balanceDue)).toEqual([60, 60]);
    });

    it('requires a name', () => {
      const check = checkPaymentSchedule(schedule([validRange('2026-03-01', '2026-05-31')], '   '), BALANCE);
      expect(check.valid).toBe(false);
      expect(check.name).toBe('paymentNameRequired');
      expect(firstBlockingMessage(check)).toBe('Payment Schedule Name is required');
    });

    it('accepts touching ranges (the next starts the day after the previous ends)', () => {
      const check = checkPaymentSchedule(schedule([validRange('2026-03-01', '2026-05-31'), validRange('2026-06-01', '2026-08-31')]), BALANCE);
      expect(check.ranges.map((r) => r.next)).toEqual([null, null]);
    });

    it('flags a one-day gap on the earlier range, as a warning that does not stop Apply', () => {
      const check = checkPaymentSchedule(schedule([validRange('2026-03-01', '2026-05-31'), validRange('2026-06-02', '2026-08-31')]), BALANCE);
      expect(check.ranges.map((r) => r.next)).toEqual(['gapToNext', null]);
      expect(check.issues).toEqual([
        { path: ['PurchaseDates', 0], code: 'gapToNext', message: 'This date range has a gap to the next date range', blocking: false },
      ]);
      expect(check.valid).toBe(true);
    });

    it('flags a range that starts on the day the previous one ends as overlapping, and blocks Apply', () => {
      const check = checkPaymentSchedule(schedule([validRange('2026-03-01', '2026-05-31'), validRange('2026-05-31', '2026-08-31')]), BALANCE);
      expect(check.ranges[0]!.next).toBe('overlapsNext');
      expect(firstBlockingMessage(check)).toBe('This date range overlaps the next date range');
      expect(check.valid).toBe(false);
    });

    it('compares ranges by start, whatever order they are in', () => {
      const check = checkPaymentSchedule(schedule([validRange('2026-06-01', '2026-08-31'), validRange('2026-03-01', '2026-06-15')]), BALANCE);
      expect(check.ranges.map((r) => r.next)).toEqual([null, 'overlapsNext']);
    });

    it('sees an overlap with a long earlier range, not only with the one just before', () => {
      const check = checkPaymentSchedule(
        schedule([validRange('2026-01-01', '2026-12-31'), validRange('2026-02-01', '2026-02-28'), validRange('2026-03-01', '2026-03-31')]),
        BALANCE,
      );
      expect(check.ranges.map((r) => r.next)).toEqual(['overlapsNext', 'overlapsNext', null]);
    });

    it("says 'Date range values overlap' when a range ends before it starts; a one-day range is fine", () => {
      expect(codes(schedule([validRange('2026-05-31', '2026-05-30')]))).toEqual(['rangeValuesOverlap']);
      expect(codes(schedule([validRange('2026-05-31', '2026-05-31')]))).toEqual([]);
    });

    it('needs both purchase dates of a range', () => {
      expect(codes(schedule([validRange('2026-03-01', '')]))).toEqual(['rangeDateBlank']);
      expect(codes(schedule([validRange('2026-02-30', '2026-03-31')]))).toEqual(['rangeDateBlank']);
    });

    it('accepts payments that add to exactly 100%', () => {
      const check = checkPaymentSchedule(schedule([range('2026-03-01', '2026-05-31', [payment('2026-06-01', '60'), payment('2026-07-01', '40'), payment('2026-08-01', '0', BALANCE)])]), BALANCE);
      expect(check.valid).toBe(true);
      expect(check.ranges[0]!.balanceDue).toBe(0);
    });

    it("refuses 100.01%: 'Total payments must not add to more than 100%'", () => {
      const check = checkPaymentSchedule(schedule([range('2026-03-01', '2026-05-31', [payment('2026-06-01', '60'), payment('2026-07-01', '40.01'), payment('2026-08-01', '0', BALANCE)])]), BALANCE);
      expect(check.ranges[0]!.errors).toEqual(['totalOver100']);
      expect(check.ranges[0]!.balanceDue).toBe(-0.01);
      expect(firstBlockingMessage(check)).toBe('Total payments must not add to more than 100%');
    });

    it('refuses a final payment dated the same day as another payment', () => {
      const check = checkPaymentSchedule(schedule([range('2026-03-01', '2026-05-31', [payment('2026-06-01', '50'), payment('2026-07-01', '0', BALANCE)]), range('2026-06-01', '2026-08-31', [payment('2026-09-01', '50'), payment('2026-09-01', '0', BALANCE)])]), BALANCE);
      expect(check.ranges[1]!.payments).toEqual([[], ['finalDateNotLast']]);
      expect(firstBlockingMessage(check)).toBe('Final payment date must be later than all other payment dates');
    });

    it('accepts a final payment one day after the latest other payment', () => {
      expect(codes(schedule([range('2026-03-01', '2026-05-31', [payment('2026-09-01', '50'), payment('2026-06-01', '10'), payment('2026-09-02', '0', BALANCE)])]))).toEqual([]);
    });

    it("says 'Payment Dates cannot be blank' for every payment without a date", () => {
      const check = checkPaymentSchedule(schedule([range('2026-03-01', '2026-05-31', [payment('', '50'), payment('', '0', BALANCE)])]), BALANCE);
      expect(check.ranges[0]!.payments).toEqual([['paymentDateBlank'], ['paymentDateBlank']]);
      expect(check.issues.map((i) => i.path)).toEqual([
        ['PurchaseDates', 0, 'ScheduledPayments', 0, 'PaymentDate'],
        ['PurchaseDates', 0, 'ScheduledPayments', 1, 'PaymentDate'],
      ]);
    });

    it('refuses an amount that is not a percentage', () => {
      expect(codes(schedule([range('2026-03-01', '2026-05-31', [payment('2026-06-01', '101'), payment('2026-07-01', '0', BALANCE)])]))).toEqual(['amountInvalid']);
      expect(codes(schedule([range('2026-03-01', '2026-05-31', [payment('2026-06-01', ''), payment('2026-07-01', '0', BALANCE)])]))).toEqual(['amountInvalid']);
    });

    it('ignores deleted ranges and payments', () => {
      const deletedRange = validRange('2026-04-01', '2026-04-30', { PurchaseDateId: 8, IsDeleted: true });
      const deletedPayment = payment('', '90', 1, { PaymentDateId: 9, IsDeleted: true });
      const kept = range('2026-03-01', '2026-05-31', [deletedPayment, payment('2026-06-01', '20'), payment('2026-07-01', '0', BALANCE)]);
      const check = checkPaymentSchedule(schedule([kept, deletedRange]), BALANCE);
      expect(check.valid).toBe(true);
      expect(check.ranges[0]!.balanceDue).toBe(80);
    });

    it('lets Apply run only with at least one range that is not deleted', () => {
      const empty = schedule([]);
      expect(canApply(checkPaymentSchedule(empty, BALANCE), empty.PurchaseDates)).toBe(false);
      const allDeleted = schedule([validRange('2026-03-01', '2026-05-31', { PurchaseDateId: 3, IsDeleted: true })]);
      expect(canApply(checkPaymentSchedule(allDeleted, BALANCE), allDeleted.PurchaseDates)).toBe(false);
      const one = schedule([validRange('2026-03-01', '2026-05-31')]);
      expect(canApply(checkPaymentSchedule(one, BALANCE), one.PurchaseDates)).toBe(true);
    });

    // How long this takes is measured by `npm run bench` (schedule check, 50 ranges × 12 payments).
    it('checks a schedule of 50 ranges of 12 payments', () => {
      const draft = toPaymentDraft(largePaymentSchedule(50, 12), BALANCE);
      expect(checkPaymentSchedule(draft, BALANCE).valid).toBe(true);
    });
  });

  describe('pricing schedule validation', () => {
    const window = (start: string, end: string, overrides: Partial<DateRangeRow> = {}): DateRangeRow => ({
      uid: `w${start}${end}`,
      PurchaseDateId: 0,
      PurchaseEffectiveDate: start,
      PurchaseExpirationDate: end,
      IsDeleted: false,
      ...overrides,
    });

    it('requires a name', () => {
      const check = checkPricingSchedule(pricing([window('2026-03-01', '2026-05-31')], ''));
      expect(check.name).toBe('pricingNameRequired');
      expect(firstBlockingMessage(check)).toBe('Pricing Schedule Name is required');
    });

    it('flags overlaps (blocking) and gaps (a warning)', () => {
      const overlap = checkPricingSchedule(pricing([window('2026-03-01', '2026-05-31'), window('2026-05-15', '2026-06-30')]));
      expect(overlap.ranges.map((r) => r.next)).toEqual(['overlapsNext', null]);
      expect(overlap.valid).toBe(false);
      const gap = checkPricingSchedule(pricing([window('2026-03-01', '2026-05-31'), window('2026-06-02', '2026-06-30')]));
      expect(gap.ranges.map((r) => r.next)).toEqual(['gapToNext', null]);
      expect(gap.valid).toBe(true);
    });

    it('ignores deleted windows', () => {
      const check = checkPricingSchedule(pricing([window('2026-03-01', '2026-05-31'), window('2026-04-01', '2026-04-30', { PurchaseDateId: 2, IsDeleted: true })]));
      expect(check.issues).toEqual([]);
    });
  });

  describe('the zod schemas the store validates with', () => {
    it('accept a valid payment schedule and a gap', () => {
      expect(paymentScheduleRules(BALANCE).safeParse(paymentSchedule()).success).toBe(true);
      const gap = paymentSchedule({ PurchaseDates: [storedRangeLike('2026-03-01', '2026-05-31'), storedRangeLike('2026-06-05', '2026-08-31')] });
      expect(paymentScheduleRules(BALANCE).safeParse(gap).success).toBe(true);
    });

    it('refuse an overlap with the spec message and the path of what was sent', () => {
      const overlap = paymentSchedule({ PurchaseDates: [storedRangeLike('2026-06-01', '2026-08-31'), storedRangeLike('2026-03-01', '2026-06-01')] });
      const result = paymentScheduleRules(BALANCE).safeParse(overlap);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.message, i.path])).toEqual([['This date range overlaps the next date range', ['PurchaseDates', 1]]]);
    });

    it('refuse a blank name and a total over 100%', () => {
      const over = paymentSchedule({
        PaymentScheduleName: '',
        PurchaseDates: [
          {
            PurchaseEffectiveDate: '2026-03-01',
            PurchaseExpirationDate: '2026-05-31',
            ScheduledPayments: [
              { PaymentDate: '2026-06-01', Amount: 80, AmountType: 1 },
              { PaymentDate: '2026-07-01', Amount: 20.01, AmountType: 1 },
              { PaymentDate: '2026-08-01', Amount: 0, AmountType: 3 },
            ],
          },
        ],
      });
      const messages = paymentScheduleRules(BALANCE).safeParse(over).error?.issues.map((i) => i.message);
      expect(messages).toEqual([scheduleMessages.paymentNameRequired, scheduleMessages.totalOver100]);
    });

    it('refuse a body of the wrong shape before any rule', () => {
      expect(paymentScheduleRules(BALANCE).safeParse({ PaymentScheduleName: 'x', PurchaseDates: 'soon' }).success).toBe(false);
      expect(pricingScheduleRules().safeParse({ PricingScheduleName: 5 }).success).toBe(false);
    });

    it('apply the pricing rules', () => {
      expect(pricingScheduleRules().safeParse(pricingSchedule()).success).toBe(true);
      const result = pricingScheduleRules().safeParse(pricingSchedule({ PricingScheduleName: ' ' }));
      expect(result.error?.issues[0]?.message).toBe('Pricing Schedule Name is required');
    });
  });
});
