// @vitest-environment node
import { readListState } from '../../../src/ui/admin/list-params.ts';
import { enrollmentListSpec, searchProblem, shouldReloadFirstPage, toQuery } from './enrollment-search.ts';

const search = (query: string) => readListState(enrollmentListSpec, new URLSearchParams(query));

describe('the subscription enrollments search', () => {
  it('sends only the filters that are set, ordered by id ascending by default', () => {
    expect(toQuery(search(''))).toEqual({ orderBy: 'SubscriptionEnrollmentId', ascending: true });
    expect(toQuery(search('lastName=Abbott&status=2&nextFrom=2026-12-01&nextTo=2026-12-31&enrollmentId=42&sort=LastName&order=desc'))).toEqual({
      lastName: 'Abbott',
      enrollmentStatusId: '2',
      nextPaymentDateBegin: '2026-12-01',
      nextPaymentDateEnd: '2026-12-31',
      subscriptionEnrollmentId: '42',
      orderBy: 'LastName',
      ascending: false,
    });
  });

  it('never sends what the address got wrong', () => {
    expect(toQuery(search('sort=Password&enrollmentId=abc&nextFrom=2026-13-01&status=-1'))).toEqual({ orderBy: 'SubscriptionEnrollmentId', ascending: true });
  });

  it.each([
    ['', null],
    ['42', null],
    [' 42 ', null],
    ['4.2', 'enrollmentIdInvalid'],
    ['abc', 'enrollmentIdInvalid'],
    ['0', 'enrollmentIdInvalid'],
  ])('an enrollment id of %j: %s', (enrollmentId, problem) => {
    expect(searchProblem({ ...search('').filters, enrollmentId })).toBe(problem);
  });

  it('goes back to page 1 when a page past the end comes back empty', () => {
    expect(shouldReloadFirstPage({ Results: [], TotalNumberOfPages: 3 }, 40)).toBe(true);
    expect(shouldReloadFirstPage({ Results: [], TotalNumberOfPages: 0 }, 2)).toBe(false);
    expect(shouldReloadFirstPage({ Results: [], TotalNumberOfPages: 3 }, 1)).toBe(false);
  });
});
