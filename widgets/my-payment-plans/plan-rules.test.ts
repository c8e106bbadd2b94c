// @vitest-environment node
import { cardUpdatePayload, duePayments, hasStatusColumn, offersPayNow, parseExpiry, planActions, scheduleTotalCents, toggleAll, toggleSelection, updateCardEnabled, visiblePlans, type CustomerPlan } from './plan-rules.ts';

const plan = (id: number, status: string | null, payments: CustomerPlan['Payments'] = []): CustomerPlan => ({ EnrollmentId: id, PaymentStatus: status, Payments: payments });

describe('My Account payment plans rules', () => {
  it('hides plans whose status is cancelled in any case', () => {
    expect(visiblePlans([plan(1, 'Active'), plan(2, 'Cancelled'), plan(3, ' CANCELLED '), plan(4, null)]).map((p) => p.EnrollmentId)).toEqual([1, 4]);
  });

  it('totals a schedule to the cent and shows Status only when a payment has one', () => {
    const payments = [
      { PaymentDate: '2026-11-24', PaymentAmount: 269.7, PaymentStatus: null },
      { PaymentDate: '2026-12-15', PaymentAmount: 314.65, PaymentStatus: null },
      { PaymentDate: '2027-01-15', PaymentAmount: 314.65, PaymentStatus: '' },
    ];
    expect(scheduleTotalCents(payments)).toBe(89_900);
    // Half a cent rounds up, as the amount is written (1.005 is stored as 1.00499…).
    const amounts = (...values: number[]) => values.map((PaymentAmount) => ({ PaymentDate: '2026-11-24', PaymentAmount, PaymentStatus: null }));
    expect(scheduleTotalCents(amounts(1.005, 2.675))).toBe(369);
    // A refund line rounds away from zero, like a payment.
    expect(scheduleTotalCents(amounts(-0.015))).toBe(-2);
    expect(hasStatusColumn(payments)).toBe(false);
    expect(hasStatusColumn([...payments, { PaymentDate: '2027-02-01', PaymentAmount: 1, PaymentStatus: 'Paid' }])).toBe(true);
  });

  it('selects rows one by one or all, and enables Update Credit Card only with a selection and nothing loading', () => {
    const one = toggleSelection(new Set(), 7);
    expect([...one]).toEqual([7]);
    expect([...toggleSelection(one, 7)]).toEqual([]);
    expect([...toggleAll(one, [7, 8])].sort()).toEqual([7, 8]);
    expect([...toggleAll(new Set([7, 8]), [7, 8])]).toEqual([]);
    expect(updateCardEnabled(new Set(), false)).toBe(false);
    expect(updateCardEnabled(one, true)).toBe(false);
    expect(updateCardEnabled(one, false)).toBe(true);
  });

  it('offers Pay now for a failed payment or one due today, not for one paid or still to come', () => {
    const today = '2026-11-24';
    const failed = plan(1, 'Active', [{ PaymentDate: '2026-10-01', PaymentAmount: 50, PaymentStatus: 'Failed' }]);
    const dueToday = plan(2, 'Active', [{ PaymentDate: today, PaymentAmount: 50, PaymentStatus: 'Pending' }]);
    const later = plan(3, 'Active', [
      { PaymentDate: '2026-10-01', PaymentAmount: 50, PaymentStatus: 'Paid' },
      { PaymentDate: '2026-11-25', PaymentAmount: 50, PaymentStatus: 'Pending' },
    ]);
    expect(offersPayNow(failed, today)).toBe(true);
    expect(offersPayNow(dueToday, today)).toBe(true);
    expect(offersPayNow(later, today)).toBe(false);
    expect(duePayments(failed, today)).toHaveLength(1);
  });

  it('sends the card update with the expiry read from MM/YYYY when a provider gives it that way', () => {
    expect(parseExpiry('03/2030')).toEqual({ month: '03', year: '2030' });
    expect(parseExpiry('13/2030')).toBeNull();
    const card = { Last4: '1111', Name: ' Alex Morgan ', Brand: 'VISA', Token: 'cnon:x' };
    expect(cardUpdatePayload([4, 9], { ...card, Exp: '03/2030' })).toEqual({ EnrollmentIds: [4, 9], Token: 'cnon:x', LastFour: '1111', CardType: 'VISA', ExpirationYear: '2030', ExpirationMonth: '03', Name: 'Alex Morgan' });
    expect(cardUpdatePayload([4], { ...card, Exp: { Month: '12', Year: '2031' } })).toMatchObject({ ExpirationYear: '2031', ExpirationMonth: '12' });
  });

  it('a Braintree card names its vaulted card as PaymentKey; a Square card sends none', () => {
    const braintree = { Last4: '0009', Name: 'Alex Morgan', Exp: { Month: '12', Year: '2030' }, Brand: 'American Express', Token: 'tokencc_abc', PaymentKey: 'btpm_kept' };
    expect(cardUpdatePayload([4], braintree)).toEqual({ EnrollmentIds: [4], Token: 'tokencc_abc', PaymentKey: 'btpm_kept', LastFour: '0009', CardType: 'American Express', ExpirationYear: '2030', ExpirationMonth: '12', Name: 'Alex Morgan' });
    expect(cardUpdatePayload([4], { ...braintree, Token: 'cnon:x', PaymentKey: undefined })).not.toHaveProperty('PaymentKey');
  });

  it('the settings switch an action off only with an explicit false; settings not read leave both on', () => {
    expect(planActions(null)).toEqual({ cardUpdate: true, payNow: true });
    expect(planActions({})).toEqual({ cardUpdate: true, payNow: true });
    expect(planActions({ AllowCardUpdate: true, AllowPayNow: true })).toEqual({ cardUpdate: true, payNow: true });
    expect(planActions({ AllowCardUpdate: false })).toEqual({ cardUpdate: false, payNow: true });
    expect(planActions({ AllowPayNow: false })).toEqual({ cardUpdate: true, payNow: false });
  });
});
