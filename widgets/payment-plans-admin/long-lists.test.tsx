/**
 * Each admin list, answered with 10,000 entries, draws only what a person can use: the page the
 * list asked for, or its first entries and "Show N more". Counted in rows drawn, never in time.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { freshAdminPage, renderAdmin } from './test-helpers.tsx';
import { LIST_STEPS } from './parts/list-steps.ts';
import type { AdminScheduledPayment, Assignment, PaymentScheduleDto, PricingScheduleDto, PricingWindow } from './admin-schemas.ts';
import { startMswServer } from '../../test/msw.ts';
import { fakeAdminApi, fakeAdminState, type FakeAdminState } from './payment-plans-api.fixtures.ts';
import { assignment, assignmentPricing, enrollmentRows, paymentSchedule, pricingSchedule, scheduledPayments, storedRange } from './payment-plans.fixtures.ts';
import { ASSIGNMENTS_PAGE_SIZE } from './assignments/Assignments.tsx';
import { SCHEDULES_PAGE_SIZE } from './schedules/ScheduleList.tsx';

const server = startMswServer();
const MANY = 10_000;
const many = <T,>(make: (index: number) => T): T[] => Array.from({ length: MANY }, (_, index) => make(index));

let state: FakeAdminState;
beforeEach(() => {
  freshAdminPage();
});

function serve(overrides: Partial<FakeAdminState>) {
  state = fakeAdminState(overrides);
  server.use(...fakeAdminApi(state));
}

/** The rows a table draws in its own body. */
const bodyRows = (table: HTMLElement) => [...table.querySelectorAll(':scope > tbody > tr')];
/** Loading ten thousand entries into the fake store takes a moment on a busy machine. */
const slow = { timeout: 10_000 };
const showMore = (count: number, within_: HTMLElement = document.body) => within(within_).getByRole('button', { name: `Show ${count} more` });

describe('admin lists answered with 10,000 entries', { timeout: 20_000 }, () => {
  it('enrollments: the page of 15 the list asked for', async () => {
    serve({});
    // The store ignores the page size and sends every row at once.
    server.use(
      http.get('/api/admin/payment-plans/enrollments', () =>
        HttpResponse.json({ Results: enrollmentRows(MANY), PageNumber: 1, PageSize: 15, TotalNumberOfPages: 667, TotalNumberOfRecords: MANY, Ascending: true }),
      ),
    );
    renderAdmin('/Enrollments');
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }, slow));
    expect(bodyRows(await screen.findByRole('table', { name: 'Plan enrollments' }, slow))).toHaveLength(15);
  });

  it(`an enrollment's payments: ${LIST_STEPS.enrollmentPayments}, then ${LIST_STEPS.enrollmentPayments} more each time`, async () => {
    const payments: AdminScheduledPayment[] = many((index) => ({ ...scheduledPayments(1)[1]!, Id: index + 1 }));
    serve({ enrollments: enrollmentRows(3), payments: { 1: payments } });
    renderAdmin('/Enrollments');
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }, slow));
    await userEvent.click(await screen.findByRole('button', { name: 'Scheduled payments of enrollment 1' }, slow));
    const table = await screen.findByRole('table', { name: /Scheduled payments of enrollment 1/ }, slow);
    expect(bodyRows(table)).toHaveLength(LIST_STEPS.enrollmentPayments);
    await userEvent.click(showMore(LIST_STEPS.enrollmentPayments));
    expect(bodyRows(table)).toHaveLength(2 * LIST_STEPS.enrollmentPayments);
  });

  it(`assignments: a page of ${ASSIGNMENTS_PAGE_SIZE} rows`, async () => {
    const assignments: Assignment[] = many((index) => assignment({ Id: index + 1, ProductName: `Product ${index + 1}` }));
    serve({ assignments });
    renderAdmin('/Assignments');
    const table = await screen.findByRole('table', { name: 'Product assignments' }, slow);
    expect(bodyRows(table)).toHaveLength(ASSIGNMENTS_PAGE_SIZE);
  });

  it.each([
    ['payment schedules', '/Schedules', 'Payment Schedules'],
    ['pricing schedules', '/Pricing', 'Pricing Schedules'],
  ])(`%s: a page of ${SCHEDULES_PAGE_SIZE} rows`, async (_, path, caption) => {
    const paymentSchedules: PaymentScheduleDto[] = many((index) => paymentSchedule({ PaymentScheduleId: index + 1, PaymentScheduleName: `Plan ${index + 1}` }));
    const pricingSchedules: PricingScheduleDto[] = many((index) => pricingSchedule({ PricingScheduleId: index + 1, PricingScheduleName: `Window set ${index + 1}` }));
    serve({ paymentSchedules, pricingSchedules });
    renderAdmin(path);
    const table = await screen.findByRole('table', { name: caption }, slow);
    expect(bodyRows(table)).toHaveLength(SCHEDULES_PAGE_SIZE);
  });

  it(`a payment schedule's purchase dates: ${LIST_STEPS.ranges} ranges, and ${LIST_STEPS.rangePayments} payments of a range`, async () => {
    const [range] = paymentSchedule().PurchaseDates;
    const payments = many((index) => ({ ...range!.ScheduledPayments[1]!, PaymentDateId: index + 1, Amount: 0 }));
    const ranges = many((index) => ({ ...storedRange('2026-03-01', '2026-05-31'), PurchaseDateId: index + 1, ScheduledPayments: index === 0 ? payments : [] }));
    serve({ paymentSchedules: [paymentSchedule({ PaymentScheduleId: 7, PurchaseDates: ranges })] });
    renderAdmin('/Schedules/7');
    const first = await screen.findByRole('region', { name: 'Date range 1' }, slow);
    expect(screen.getAllByRole('region', { name: /^Date range \d+$/ })).toHaveLength(LIST_STEPS.ranges);
    expect(bodyRows(within(first).getByRole('table'))).toHaveLength(LIST_STEPS.rangePayments);
    await userEvent.click(showMore(LIST_STEPS.ranges));
    expect(screen.getAllByRole('region', { name: /^Date range \d+$/ })).toHaveLength(2 * LIST_STEPS.ranges);
  });

  it(`a pricing schedule's purchase dates: ${LIST_STEPS.ranges} windows`, async () => {
    const ranges = many((index) => ({ PurchaseDateId: index + 1, PurchaseEffectiveDate: '2026-03-01', PurchaseExpirationDate: '2026-05-31', IsDeleted: false }));
    serve({ pricingSchedules: [pricingSchedule({ PricingScheduleId: 4, PurchaseDates: ranges })] });
    renderAdmin('/Pricing/4');
    await screen.findByRole('region', { name: 'Purchase window 1' }, slow);
    expect(screen.getAllByRole('region', { name: /^Purchase window \d+$/ })).toHaveLength(LIST_STEPS.ranges);
  });

  it(`attribute pricing: ${LIST_STEPS.pricingWindows} windows, and ${LIST_STEPS.prices} prices of a window`, async () => {
    const [window] = assignmentPricing();
    const prices = many((index) => ({ Id: index + 1, ProductAttributeValueName: `Value ${index + 1}|Pass Type`, Price: 10 }));
    const windows: PricingWindow[] = many((index) => ({ ...window!, PurchaseDateId: index + 1, ProductAttributePricing: index === 0 ? prices : [] }));
    serve({ pricing: { 1: windows } });
    renderAdmin('/Assignments/1/editProductPricing');
    const dialog = await screen.findByRole('dialog', {}, slow);
    await waitFor(() => expect(within(dialog).getAllByRole('button', { expanded: true })).toHaveLength(1), slow);
    expect(within(dialog).getAllByRole('button', { expanded: false })).toHaveLength(LIST_STEPS.pricingWindows - 1);
    const open = within(dialog).getAllByRole('region')[0]!;
    expect(bodyRows(within(open).getByRole('table'))).toHaveLength(LIST_STEPS.prices);
    expect(showMore(LIST_STEPS.prices, open)).toBeInTheDocument();
    expect(showMore(LIST_STEPS.pricingWindows, dialog)).toBeInTheDocument();
  });
});
