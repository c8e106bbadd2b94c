// @vitest-environment node
import { household, member, productAttribute } from '../product.fixtures.ts';
import { toAttributeView } from '../rules/attribute-rules.ts';
import { keptMember, memberBlock, memberFilters, memberViews } from './member-rules.ts';

const plain = { isReservation: false, maxReservations: null, dates: [] };

describe('assignable members', () => {
  it('offers assignable members and gives the store\'s reason for the others', () => {
    const sam = member({ ContactInfoId: 3, Fullname: 'Sam Morgan', IsAssignable: false, ReservationDatesInfo: 'This pass is for adults.' });
    expect(memberBlock(household()[0]!, plain)).toBeNull();
    expect(memberBlock(sam, plain)).toEqual({ kind: 'store', text: 'This pass is for adults.' });
    expect(memberBlock(member({ ContactInfoId: 4, IsAssignable: false }), plain)).toEqual({ kind: 'not-assignable' });
  });

  it('counts a member\'s reservations against MaxReservations: at the maximum, not assignable', () => {
    const reservations = [
      { Date: '2026-12-12', AccessCode: 'A1', TransactionID: 'T1', TransactionLine: 1 },
      { Date: '2026-12-19T00:00:00', AccessCode: 'A2', TransactionID: 'T2', TransactionLine: 1 },
    ];
    const jordan = member({ ContactInfoId: 2, ReservationDatesInfo: reservations });
    expect(memberBlock(jordan, { isReservation: true, maxReservations: 3, dates: [] })).toBeNull();
    expect(memberBlock(jordan, { isReservation: true, maxReservations: 2, dates: [] })).toEqual({ kind: 'max-reservations', count: 2, max: 2 });
    expect(memberBlock(jordan, { isReservation: true, maxReservations: 3, dates: ['2026-12-19'] })).toEqual({ kind: 'date-taken', date: '2026-12-19' });
    expect(memberBlock(jordan, { isReservation: false, maxReservations: 2, dates: [] })).toBeNull();
  });

  it('clears the chosen member when they become non-assignable or leave the list', () => {
    const views = memberViews(household(), plain);
    expect(keptMember(2, views)).toBe(2);
    expect(keptMember(2, memberViews([member({ ContactInfoId: 2, IsAssignable: false })], plain))).toBeNull();
    expect(keptMember(9, views)).toBeNull();
    expect(keptMember(null, views)).toBeNull();
  });

  it('shows photos only from safe addresses', () => {
    const views = memberViews([member({ ContactInfoId: 1, PhotoUrl: 'javascript:alert(1)' }), member({ ContactInfoId: 2, PhotoUrl: '/photos/2.jpg' })], plain);
    expect(views.map((view) => view.photoUrl)).toEqual([null, '/photos/2.jpg']);
  });

  it('filters members by the chosen values and dates', () => {
    const date = toAttributeView(productAttribute({ Id: 301, Name: 'Start Date', AttributeControlType: 'Datepicker' }));
    const age = toAttributeView(productAttribute({ Id: 302, Name: 'Age', AttributeControlType: 1, Values: [{ Id: 3022, Name: 'Child' }] }));
    expect(memberFilters([date, age], { 301: { kind: 'dates', dates: ['2026-12-12'] }, 302: { kind: 'values', ids: [3022] } }, () => true)).toEqual([
      { ProductAttributeId: 301, ProductAttributeValue: '2026-12-12' },
      { ProductAttributeId: 302, ProductAttributeValue: '3022' },
    ]);
  });
});
