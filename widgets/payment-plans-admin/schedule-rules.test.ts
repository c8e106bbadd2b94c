import {
  activeRows,
  addDays,
  balanceDue,
  balanceDueTypeIdOf,
  canApply,
  checkPaymentSchedule,
  checkPricingSchedule,
  daysBetween,
  defaultPaymentSchedule,
  defaultPricingSchedule,
  displayDate,
  firstBlockingMessage,
  newPayment,
  newPaymentRange,
  nextRangeStart,
  orderAmountTypes,
  orderPayments,
  parsePercent,
  paymentScheduleRules,
  pricingScheduleRules,
  removePayment,
  removeRange,
  scheduleMessages,
  sortRanges,
  toApiDate,
  toPaymentDraft,
  toPaymentPayload,
  toPricingDraft,
  toPricingPayload,
  tomorrow,
  type DateRangeRow,
  type PaymentRangeRow,
  type PaymentRow,
  type PaymentScheduleDraft,
  type PricingScheduleDraft,
} from './schedule-rules.ts';
import { amountTypes, largePaymentSchedule, paymentSchedule, pricingSchedule } from '../../test/fixtures/payment-plans.ts';

/** 10 March 2026, mid-afternoon local time. */
const NOW = new Date(2026, 2, 10, 15, 30);
const BALANCE = 3;

let uid = 0;
function payment(PaymentDate: string, Amount: string, AmountType = 1, overrides: Partial<PaymentRow> = {}): PaymentRow {
  uid += 1;
  return { uid: `p${uid}`, PaymentDateId: 0, PaymentDate, Amount, AmountType, IsDeleted: false, ...overrides };
}
function range(start: string, end: string, payments: PaymentRow[] = [], overrides: Partial<PaymentRangeRow> = {}): PaymentRangeRow {
  uid += 1;
  return { uid: `r${uid}`, PurchaseDateId: 0, PurchaseEffectiveDate: start, PurchaseExpirationDate: end, IsDeleted: false, ScheduledPayments: payments, ...overrides };
}
/** A range whose payments are fine: 40% then the balance due later. */
function validRange(start: string, end: string, overrides: Partial<PaymentRangeRow> = {}): PaymentRangeRow {
  return range(start, end, [payment('2026-09-01', '40'), payment('2026-10-01', '0', BALANCE)], overrides);
}
function schedule(ranges: PaymentRangeRow[], name = 'Season Pass 3-Pay'): PaymentScheduleDraft {
  return { ...defaultPaymentSchedule(NOW), PaymentScheduleName: name, PurchaseDates: ranges };
}
function pricing(ranges: DateRangeRow[], name = 'Early Bird'): PricingScheduleDraft {
  return { ...defaultPricingSchedule(NOW), PricingScheduleName: name, PurchaseDates: ranges };
}
const codes = (draft: PaymentScheduleDraft) => checkPaymentSchedule(draft, BALANCE).issues.map((found) => found.code);

describe('schedule rules', () => {
  describe('dates', () => {
    it('sends dates as YYYY-MM-DD, taking the date of a legacy timestamp', () => {
      expect(toApiDate('2024-01-05')).toBe('2024-01-05');
      expect(toApiDate('2024-01-05T00:00:00')).toBe('2024-01-05');
    });

    it('sends nothing for a blank, null or impossible date', () => {
      expect(toApiDate('')).toBe('');
      expect(toApiDate(null)).toBe('');
      expect(toApiDate('2024-02-30')).toBe('');
      expect(toApiDate('next week')).toBe('');
    });

    it('shows dates like MMM DD YYYY, and -- when invalid', () => {
      expect(displayDate('2024-01-05')).toBe('Jan 05 2024');
      expect(displayDate('2024-12-31T00:00:00')).toBe('Dec 31 2024');
      expect(displayDate('2024-02-30')).toBe('--');
      expect(displayDate(null)).toBe('--');
      expect(displayDate('')).toBe('--');
    });

    it('shows pricing windows like Jan 05, 2024', () => {
      expect(displayDate('2024-01-05', 'MMM DD, YYYY')).toBe('Jan 05, 2024');
    });

    it('counts days across months and years', () => {
      expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
      expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
      expect(daysBetween('2026-05-31', '2026-06-02')).toBe(2);
      expect(daysBetween('2026-05-31', '')).toBeNull();
    });

    it("takes tomorrow from the admin's local calendar", () => {
      expect(tomorrow(NOW)).toBe('2026-03-11');
      expect(tomorrow(new Date(2026, 11, 31, 23, 59))).toBe('2027-01-01');
    });
  });

  describe('new rows', () => {
    it('starts the first range tomorrow', () => {
      expect(nextRangeStart([], NOW)).toBe('2026-03-11');
    });

    it("starts a new range the day after the previous range's end", () => {
      const ranges = [validRange('2026-03-01', '2026-05-31'), validRange('2026-06-01', '2026-08-31')];
      expect(nextRangeStart(ranges, NOW)).toBe('2026-09-01');
      expect(newPaymentRange(ranges, NOW, BALANCE).PurchaseEffectiveDate).toBe('2026-09-01');
    });

    it('ignores deleted ranges and ranges without an end when placing a new one', () => {
      const ranges = [
        validRange('2026-03-01', '2026-05-31'),
        validRange('2026-06-01', '2026-12-31', { PurchaseDateId: 4, IsDeleted: true }),
        validRange('2026-07-01', ''),
      ];
      expect(nextRangeStart(ranges, NOW)).toBe('2026-06-01');
    });

    it("defaults a new payment's amount to '0' and its type to 1", () => {
      expect(newPayment()).toMatchObject({ PaymentDateId: 0, PaymentDate: '', Amount: '0', AmountType: 1, IsDeleted: false });
    });

    it('gives a new range one final payment of type 3', () => {
      expect(newPaymentRange([], NOW).ScheduledPayments.map((p) => p.AmountType)).toEqual([3]);
    });

    it('starts a new payment schedule with one range from tomorrow and amount types 1 and 3', () => {
      const draft = defaultPaymentSchedule(NOW);
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
      const keys = [newPayment().uid, newPayment().uid, newPaymentRange([], NOW).uid];
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

  describe('balance due', () => {
    it('is 100 minus the other payments', () => {
      expect(balanceDue([payment('', '20'), payment('', '35.5'), payment('', '99', BALANCE)], BALANCE)).toBe(44.5);
    });

    it('adds hundredths exactly (33.33 + 33.33 leaves 33.34)', () => {
      expect(balanceDue([payment('', '33.33'), payment('', '33.33'), payment('', '0', BALANCE)], BALANCE)).toBe(33.34);
    });

    it('leaves out deleted payments and counts an unreadable amount as nothing', () => {
      const payments = [payment('', '50', 1, { PaymentDateId: 3, IsDeleted: true }), payment('', 'abc'), payment('', '25')];
      expect(balanceDue(payments, BALANCE)).toBe(75);
    });

    it('reads percentages from 0 to 100 with at most two decimals', () => {
      expect(parsePercent('0')).toBe(0);
      expect(parsePercent('100')).toBe(100);
      expect(parsePercent(' 12.5 ')).toBe(12.5);
      expect(parsePercent(33.33)).toBe(33.33);
      expect(parsePercent('100.01')).toBeNull();
      expect(parsePercent('-1')).toBeNull();
      expect(parsePercent('1.234')).toBeNull();
      expect(parsePercent('')).toBeNull();
      expect(parsePercent('ten')).toBeNull();
    });
  });

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

    it('checks 50 ranges of 12 payments well within a frame', () => {
      const draft = toPaymentDraft(largePaymentSchedule(50, 12), BALANCE);
      expect(checkPaymentSchedule(draft, BALANCE).valid).toBe(true);
      const times: number[] = [];
      for (let run = 0; run < 21; run += 1) {
        const start = performance.now();
        checkPaymentSchedule(draft, BALANCE);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      expect(times[10]).toBeLessThan(8);
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

function storedRangeLike(start: string, end: string) {
  return {
    PurchaseEffectiveDate: start,
    PurchaseExpirationDate: end,
    ScheduledPayments: [
      { PaymentDate: start, Amount: 50, AmountType: 1 },
      { PaymentDate: '2026-12-01', Amount: 50, AmountType: 3 },
    ],
  };
}
