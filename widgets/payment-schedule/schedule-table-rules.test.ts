// @vitest-environment node
import {
  buildScheduleTable,
  effectiveQuantity,
  formatScheduleDate,
  hasSchedule,
  orderIdForApi,
} from './schedule-table-rules.ts';
import { loadDateLocale } from '../../src/core/dates.ts';
import { roundToCents as roundMoney, splitIntoCents, toCents } from '../../src/core/money.ts';
import { noPlan, orderSchedule, seasonPassSchedule } from './schedules.fixtures.ts';

/** 2026-11-21 06:20 UTC: still November 20 at a resort 7 hours behind UTC. */
const NOW = Date.UTC(2026, 10, 21, 6, 20);
const enUS = { locale: 'en-US', now: Date.UTC(2026, 10, 21, 18, 0), timeZoneOffset: -7 };

describe('schedule table rules', () => {
  describe('rounding to 2 decimals', () => {
    it('rounds half a cent up, the way the amount is written', () => {
      expect(roundMoney(1.005)).toBe(1.01);
      expect(roundMoney(2.675)).toBe(2.68);
      expect(roundMoney(0.1 + 0.2)).toBe(0.3);
      expect(toCents(256.224999)).toBe(25622);
    });

    it('lets the last payment take the rounding difference so the rows add up to the total', () => {
      expect(splitIntoCents([33.333, 33.333, 33.334], 10000)).toEqual([3333, 3333, 3334]);
      expect(splitIntoCents([100 / 3, 100 / 3, 100 / 3], 10000)).toEqual([3333, 3333, 3334]);
      expect(splitIntoCents([], 0)).toEqual([]);
    });

    it('shows a $100 plan in three payments as 33.33 + 33.33 + 33.34 = 100.00', () => {
      const table = buildScheduleTable(
        seasonPassSchedule({
          PaymentsTotal: 100,
          Payments: [
            { PaymentDate: '2026-12-01', PaymentAmount: 33.333333 },
            { PaymentDate: '2027-01-01', PaymentAmount: 33.333333 },
            { PaymentDate: '2027-02-01', PaymentAmount: 33.333333 },
          ],
        }),
        enUS,
      );
      expect(table.rows.map((row) => row.amount)).toEqual([33.33, 33.33, 33.34]);
      expect(table.total).toBe(100);
    });

    it("uses the payments' sum when the stated total is off by more than rounding", () => {
      const table = buildScheduleTable(
        seasonPassSchedule({ PaymentsTotal: 999, Payments: [{ PaymentDate: '2026-12-01', PaymentAmount: 10.5 }] }),
        enUS,
      );
      expect(table.total).toBe(10.5);
      expect(table.rows[0]?.amount).toBe(10.5);
    });

    it("uses the payments' sum when no total is stated", () => {
      const table = buildScheduleTable(seasonPassSchedule({ PaymentsTotal: 0 }), enUS);
      expect(table.total).toBe(854.05);
    });
  });

  describe('quantity', () => {
    it('multiplies only by a quantity above 1', () => {
      expect(effectiveQuantity(undefined)).toBe(1);
      expect(effectiveQuantity(0)).toBe(1);
      expect(effectiveQuantity(1)).toBe(1);
      expect(effectiveQuantity(2)).toBe(2);
      expect(effectiveQuantity(Number.NaN)).toBe(1);
    });

    it('multiplies every payment, the deposit and the total by the cart quantity, still adding up', () => {
      const table = buildScheduleTable(seasonPassSchedule(), { ...enUS, quantity: 3 });
      expect(table.rows.map((row) => row.amount)).toEqual([768.66, 896.76, 896.73]);
      expect(table.total).toBe(2562.15);
      expect(table.rows.reduce((sum, row) => sum + toCents(row.amount), 0)).toBe(256215);
      expect(table.deposit).toBe(768.66);
    });

    it('multiplies before rounding (3 × 33.333 is 100.00, not 99.99)', () => {
      const table = buildScheduleTable(
        seasonPassSchedule({ PaymentsTotal: 33.333, Payments: [{ PaymentDate: '2026-12-01', PaymentAmount: 33.333 }], Deposit: null }),
        { ...enUS, quantity: 3 },
      );
      expect(table.rows[0]?.amount).toBe(100);
    });
  });

  describe('Today in the resort’s time zone', () => {
    it('marks the payment dated today at the resort', () => {
      const table = buildScheduleTable(seasonPassSchedule(), { locale: 'en-US', now: NOW, timeZoneOffset: 0 });
      expect(table.rows.map((row) => row.isToday)).toEqual([true, false, false]);
      // Seven hours behind UTC it is still the 20th: no payment is due today.
      const behind = buildScheduleTable(seasonPassSchedule(), { locale: 'en-US', now: NOW, timeZoneOffset: -7 });
      expect(behind.rows.map((row) => row.isToday)).toEqual([false, false, false]);
    });

    it('reads the date of an ISO date-time', () => {
      const table = buildScheduleTable(
        seasonPassSchedule({ Payments: [{ PaymentDate: '2026-11-21T00:00:00', PaymentAmount: 854.05 }] }),
        { locale: 'en-US', now: NOW, timeZoneOffset: 0 },
      );
      expect(table.rows[0]?.isToday).toBe(true);
    });
  });

  describe('dates', () => {
    it("writes a payment's date MM/DD/YYYY for en-US and DD/MM/YYYY for every other locale, at a month's and a year's turn", async () => {
      await loadDateLocale('fr-CA');
      expect(formatScheduleDate('2027-01-05', 'en-US')).toBe('01/05/2027');
      expect(formatScheduleDate('2027-01-05', 'en_us')).toBe('01/05/2027');
      expect(formatScheduleDate('2027-01-05', 'en-CA')).toBe('05/01/2027');
      expect(formatScheduleDate('2027-01-05', 'en-AU')).toBe('05/01/2027');
      expect(formatScheduleDate('2026-12-31', 'fr-CA')).toBe('31/12/2026');
      expect(formatScheduleDate('2026-12-31', 'en-US')).toBe('12/31/2026');
      expect(formatScheduleDate('2028-02-29', 'fr-CA')).toBe('29/02/2028');
    });

    it('formats the table’s dates in the locale’s order', () => {
      const us = buildScheduleTable(seasonPassSchedule(), enUS);
      const au = buildScheduleTable(seasonPassSchedule(), { ...enUS, locale: 'en-AU' });
      expect(us.rows.map((row) => row.date)).toEqual(['11/21/2026', '12/15/2026', '01/15/2027']);
      expect(au.rows.map((row) => row.date)).toEqual(['21/11/2026', '15/12/2026', '15/01/2027']);
    });

    it('keeps a date it cannot read as the store wrote it', () => {
      const table = buildScheduleTable(seasonPassSchedule({ Payments: [{ PaymentDate: 'At check-in', PaymentAmount: 10 }] }), enUS);
      expect(table.rows[0]).toMatchObject({ date: 'At check-in', isToday: false });
    });
  });

  describe('status and deposit', () => {
    it('has a Status column only when a payment has a status', () => {
      expect(buildScheduleTable(seasonPassSchedule(), enUS).hasStatus).toBe(false);
      const order = buildScheduleTable(orderSchedule(), enUS);
      expect(order.hasStatus).toBe(true);
      expect(order.rows.map((row) => row.status)).toEqual(['Paid', 'Scheduled', 'Scheduled']);
    });

    it('shows the deposit, and none when the plan has no deposit', () => {
      expect(buildScheduleTable(seasonPassSchedule(), enUS).deposit).toBe(256.22);
      expect(buildScheduleTable(seasonPassSchedule({ Deposit: 0 }), enUS).deposit).toBeNull();
      expect(buildScheduleTable(seasonPassSchedule({ Deposit: null }), enUS).deposit).toBeNull();
    });
  });

  it('shows nothing for a product that is not a payment plan', () => {
    expect(hasSchedule(noPlan())).toBe(false);
    expect(hasSchedule(seasonPassSchedule({ Payments: [] }))).toBe(false);
    expect(hasSchedule(seasonPassSchedule())).toBe(true);
  });

  it('takes the 2-character prefix off an order number', () => {
    expect(orderIdForApi('SR1001')).toBe('1001');
    expect(orderIdForApi(' SR1001 ')).toBe('1001');
    expect(orderIdForApi('SR')).toBeNull();
    expect(orderIdForApi('')).toBeNull();
  });
});
