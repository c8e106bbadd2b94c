import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { memoryLocation } from 'wouter/memory-location';
import { fieldStyles } from '../src/ui/field-styles.ts';
import { adminTableStyles } from '../src/ui/admin/admin-table-styles.ts';
import { PaymentPlansAdmin } from '../widgets/payment-plans-admin/PaymentPlansAdmin.tsx';
import { DEFAULT_BASE_PATH } from '../widgets/payment-plans-admin/routes.ts';
import { adminStyles } from '../widgets/payment-plans-admin/styles/admin.ts';
import { ADMIN_API_PATH, failing, fakeAdminApi, fakeAdminState, malformed, pending, type FakeAdminState } from '../test/fixtures/payment-plans-api.ts';
import { largePaymentSchedule, paymentSchedule, pricingSchedule, storedRange } from '../test/fixtures/payment-plans.ts';

/** The area at `path` (below the base path) on a memory location, so a story never leaves Storybook. */
function AdminAt({ path }: { path: string }) {
  const hook = useMemo(() => memoryLocation({ path: `${DEFAULT_BASE_PATH}${path}` }).hook, [path]);
  return <PaymentPlansAdmin locationHook={hook} />;
}

/**
 * A story's fake store: `overrides` of the fixtures, and `extra` handlers (failures) that answer
 * first. Its state is rebuilt before each render, so what one visit saves does not leak into the next.
 */
function scenario(overrides: Partial<FakeAdminState> = {}, extra: HttpHandler[] = []) {
  const state = fakeAdminState(overrides);
  return {
    parameters: { msw: [...extra, ...fakeAdminApi(state)] },
    beforeEach: () => {
      Object.assign(state, fakeAdminState(overrides));
    },
  };
}

const meta = {
  title: 'Admin/<resort-payment-plans-admin>',
  component: AdminAt,
  parameters: { islandStyles: fieldStyles + adminTableStyles + adminStyles, layout: 'padded' },
  args: { path: '/Schedules' },
} satisfies Meta<typeof AdminAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const SCHEDULES = `${ADMIN_API_PATH}/payment-schedules`;
const PRICING = `${ADMIN_API_PATH}/pricing-schedules`;

// ---- Payment schedules -----------------------------------------------------------------------

export const PaymentSchedules: Story = { ...scenario() };

export const PaymentSchedulesLoading: Story = { ...scenario({}, [pending('get', SCHEDULES)]) };

export const PaymentSchedulesEmpty: Story = { ...scenario({ paymentSchedules: [] }) };

export const PaymentSchedulesLoadError: Story = { name: 'Payment schedules: load error (500)', ...scenario({}, [failing('get', SCHEDULES, 500)]) };

/** The store answers JSON that is not a schedule list: a clear error with Retry, never a crash. */
export const PaymentSchedulesMalformed: Story = { name: 'Payment schedules: malformed answer', ...scenario({}, [malformed(SCHEDULES, [{ PaymentScheduleId: 'seven' }])]) };

/** A schedule whose name holds markup: shown as text. */
export const NameWithMarkup: Story = {
  ...scenario({ paymentSchedules: [paymentSchedule({ PaymentScheduleName: '<b>Bold</b> <img src=x onerror=alert(1)> plan' })] }),
};

/** The default new schedule: the title in edit mode, one range from tomorrow, payments of types 1 and 3. */
export const AddPaymentSchedule: Story = { args: { path: '/Schedules/add' }, ...scenario() };

export const PaymentScheduleDetail: Story = { args: { path: '/Schedules/7' }, ...scenario() };

export const PaymentScheduleDetailLoading: Story = { args: { path: '/Schedules/7' }, ...scenario({}, [pending('get', `${SCHEDULES}/7`)]) };

export const PaymentScheduleDetailLoadError: Story = { args: { path: '/Schedules/7' }, ...scenario({}, [failing('get', `${SCHEDULES}/7`, 500)]) };

/** Two ranges that overlap, a payment total over 100% and a final payment dated like another. */
export const PaymentScheduleInvalid: Story = {
  name: 'Payment schedule: overlap, over 100%, final date',
  args: { path: '/Schedules/7' },
  ...scenario({
    paymentSchedules: [
      paymentSchedule({
        PurchaseDates: [
          storedRange('2026-03-01', '2026-05-31', {
            ScheduledPayments: [
              { PaymentDateId: 1, PaymentDate: '2026-06-01', Amount: 60, AmountType: 2 },
              { PaymentDateId: 2, PaymentDate: '2026-07-01', Amount: 40.01, AmountType: 1 },
              { PaymentDateId: 3, PaymentDate: '2026-07-01', Amount: 0, AmountType: 3 },
            ],
          }),
          storedRange('2026-05-15', '2026-08-31'),
        ],
      }),
    ],
  }),
};

/** A one-day gap between two ranges: flagged, but Apply stays available. */
export const PaymentScheduleGap: Story = {
  name: 'Payment schedule: gap (a warning)',
  args: { path: '/Schedules/7' },
  ...scenario({ paymentSchedules: [paymentSchedule({ PurchaseDates: [storedRange('2026-03-01', '2026-05-31'), storedRange('2026-06-02', '2026-09-30')] })] }),
};

/** Apply never finishes: the button says Applying… and stays disabled. */
export const PaymentScheduleApplying: Story = {
  args: { path: '/Schedules/7' },
  ...scenario({}, [pending('put', `${SCHEDULES}/7`)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByRole('button', { name: 'Applying…' })).toBeDisabled();
  },
};

/** The store refuses the save: its message is shown and the working copy is kept. */
export const PaymentScheduleSaveFailure: Story = {
  args: { path: '/Schedules/7' },
  ...scenario({}, [failing('put', `${SCHEDULES}/7`, 400, 'This date range overlaps the next date range')]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const dialog = within(await canvas.findByRole('dialog'));
    await fireEvent.change(await dialog.findByLabelText('Payment 1 date, date range 1'), { target: { value: '2026-04-01' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('This date range overlaps the next date range');
  },
};

/** The performance case: 50 ranges of 12 payments each. */
export const FiftyRangesOfTwelvePayments: Story = {
  name: '50 ranges of 12 payments',
  args: { path: '/Schedules/99' },
  ...scenario({ paymentSchedules: [largePaymentSchedule(50, 12)] }),
};

// ---- Pricing schedules -----------------------------------------------------------------------

export const PricingSchedules: Story = { args: { path: '/Pricing' }, ...scenario() };

export const PricingSchedulesEmpty: Story = { args: { path: '/Pricing' }, ...scenario({ pricingSchedules: [] }) };

export const PricingSchedulesLoadError: Story = { args: { path: '/Pricing' }, ...scenario({}, [failing('get', PRICING, 500)]) };

export const AddPricingSchedule: Story = { args: { path: '/Pricing/add' }, ...scenario() };

export const PricingScheduleDetail: Story = { args: { path: '/Pricing/4' }, ...scenario() };

export const PricingScheduleOverlapAndGap: Story = {
  name: 'Pricing schedule: overlap and gap',
  args: { path: '/Pricing/4' },
  ...scenario({
    pricingSchedules: [
      pricingSchedule({
        PurchaseDates: [
          { PurchaseDateId: 41, PurchaseEffectiveDate: '2026-03-01', PurchaseExpirationDate: '2026-05-31' },
          { PurchaseDateId: 42, PurchaseEffectiveDate: '2026-05-20', PurchaseExpirationDate: '2026-08-31' },
          { PurchaseDateId: 43, PurchaseEffectiveDate: '2026-09-15', PurchaseExpirationDate: '2026-12-31' },
        ],
      }),
    ],
  }),
};

// ---- Enrollments -----------------------------------------------------------------------------

const ENROLLMENTS = `${ADMIN_API_PATH}/enrollments`;

/** Clicks Apply in the filter row and waits for the store's answer to show. */
async function searchEnrollments(canvasElement: HTMLElement, wait: string | RegExp = /Page \d+ of/) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Apply' }));
  await canvas.findByText(wait);
  return canvas;
}

/** Before any search: the filter row and its prompt. */
export const EnrollmentsBeforeSearch: Story = { args: { path: '/Enrollments' }, ...scenario() };

export const EnrollmentsResults: Story = {
  args: { path: '/Enrollments' },
  ...scenario(),
  play: async ({ canvasElement }) => {
    await searchEnrollments(canvasElement);
  },
};

export const EnrollmentsLoading: Story = {
  args: { path: '/Enrollments' },
  ...scenario({}, [pending('get', ENROLLMENTS)]),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Apply' }));
  },
};

export const EnrollmentsNoMatch: Story = {
  args: { path: '/Enrollments' },
  ...scenario({ enrollments: [] }),
  play: async ({ canvasElement }) => {
    await searchEnrollments(canvasElement, 'No plan enrollments match these filters.');
  },
};

export const EnrollmentsLoadError: Story = {
  args: { path: '/Enrollments' },
  ...scenario({}, [failing('get', ENROLLMENTS, 500)]),
  play: async ({ canvasElement }) => {
    await searchEnrollments(canvasElement, 'The plan enrollments could not be loaded.');
  },
};

export const EnrollmentsMalformed: Story = {
  name: 'Enrollments: malformed answer',
  args: { path: '/Enrollments' },
  ...scenario({}, [malformed(ENROLLMENTS, { Results: 'none' })]),
  play: async ({ canvasElement }) => {
    await searchEnrollments(canvasElement, 'The plan enrollments could not be loaded.');
  },
};

/** A row's action menu: Set to <status> for each status, and the two reprocess actions. */
export const EnrollmentRowMenu: Story = {
  args: { path: '/Enrollments' },
  ...scenario(),
  play: async ({ canvasElement }) => {
    const canvas = await searchEnrollments(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for enrollment 2' }));
    await expect(canvas.getByRole('menu')).toBeVisible();
  },
};

/** A status changed from the menu, confirmed by the store (204). */
export const EnrollmentStatusChanged: Story = {
  args: { path: '/Enrollments' },
  ...scenario(),
  play: async ({ canvasElement }) => {
    const canvas = await searchEnrollments(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for enrollment 2' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Set to On Hold' }));
    await expect(await canvas.findByText('Enrollment 2 is now On Hold.')).toBeVisible();
  },
};

export const ReprocessPosSucceeded: Story = {
  args: { path: '/Enrollments' },
  ...scenario(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reprocess POS Fails' }));
    await expect(await canvas.findByText('Successfully reporcessed POS records')).toBeVisible();
  },
};

export const ReprocessPosFailed: Story = {
  args: { path: '/Enrollments' },
  ...scenario({}, [failing('get', `${ENROLLMENTS}/create-missing-orders`, 500, 'The POS service did not answer.')]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reprocess POS Fails' }));
    await expect(await canvas.findByText('ERROR: The POS service did not answer.')).toBeVisible();
  },
};

/** A row's scheduled payments: each status offers only its allowed next statuses. */
export const EnrollmentScheduledPayments: Story = {
  args: { path: '/Enrollments' },
  ...scenario(),
  play: async ({ canvasElement }) => {
    const canvas = await searchEnrollments(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Scheduled payments of enrollment 3' }));
    await expect(await canvas.findByRole('table', { name: 'Scheduled payments of enrollment 3' })).toBeVisible();
  },
};

// ---- Product assignments -----------------------------------------------------------------------

const ASSIGNMENTS = `${ADMIN_API_PATH}/assignments`;

export const ProductAssignments: Story = { args: { path: '/Assignments' }, ...scenario() };

export const ProductAssignmentsEmpty: Story = { args: { path: '/Assignments' }, ...scenario({ assignments: [] }) };

export const ProductAssignmentsLoadError: Story = { args: { path: '/Assignments' }, ...scenario({}, [failing('get', ASSIGNMENTS, 500)]) };

export const ProductAssignmentsMalformed: Story = {
  name: 'Product assignments: malformed answer',
  args: { path: '/Assignments' },
  ...scenario({}, [malformed(ASSIGNMENTS, [{ Id: 'one' }])]),
};

/** The row menu: Edit Assignment, Attribute Pricing, Delete Assignment. */
export const AssignmentRowMenu: Story = {
  args: { path: '/Assignments' },
  ...scenario(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Season Pass - Adult' }));
    await expect(canvas.getByRole('menu')).toBeVisible();
  },
};

export const DeleteAssignmentConfirmation: Story = {
  args: { path: '/Assignments' },
  ...scenario(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for 1-Day Lift Ticket' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Delete Assignment' }));
    await expect(canvas.getByRole('dialog', { name: 'Delete Assignment' })).toBeVisible();
  },
};

/** A new assignment: hotlist code 0, retry days 1, payment product not chosen yet. */
export const AddAssignment: Story = { args: { path: '/Assignments/add' }, ...scenario() };

/** Every validation message of the side panel. */
export const AddAssignmentInvalid: Story = {
  args: { path: '/Assignments/add' },
  ...scenario(),
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog'));
    for (const name of ['Product Name', 'Payment Schedule', 'Pricing Schedule', 'Payment Product']) {
      const select = await dialog.findByRole('combobox', { name });
      await userEvent.selectOptions(select, within(select).getAllByRole('option')[1]!);
      await userEvent.selectOptions(select, '0');
    }
    const retry = dialog.getByRole('spinbutton', { name: 'Failed Payment Retry Days' });
    await userEvent.clear(retry);
    await userEvent.type(retry, '0');
    await expect(await dialog.findByText('Value must be at least 1.')).toBeVisible();
  },
};

export const EditAssignment: Story = { args: { path: '/Assignments/1/edit' }, ...scenario() };

export const AssignmentSaveFailure: Story = {
  args: { path: '/Assignments/1/edit' },
  ...scenario({}, [failing('post', ASSIGNMENTS, 400, 'Unknown payment schedule.')]),
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Apply Changes' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Unknown payment schedule.');
  },
};

export const AssignmentOptionsLoadError: Story = { args: { path: '/Assignments/add' }, ...scenario({}, [failing('get', `${ADMIN_API_PATH}/payment-products`, 500)]) };

/** One accordion section per purchase-date window, each value with its price. */
export const AttributePricing: Story = { args: { path: '/Assignments/1/editProductPricing' }, ...scenario() };

export const AttributePricingInvalidPrice: Story = {
  args: { path: '/Assignments/1/editProductPricing' },
  ...scenario(),
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog'));
    const price = await dialog.findByRole('textbox', { name: 'Price of Unlimited from Mar 01, 2026' });
    await userEvent.clear(price);
    await userEvent.type(price, '-10');
    await expect(dialog.getByRole('button', { name: 'Apply Changes' })).toBeDisabled();
  },
};

export const AttributePricingLoadError: Story = { args: { path: '/Assignments/1/editProductPricing' }, ...scenario({}, [failing('get', `${ASSIGNMENTS}/1/pricing`, 500)]) };
