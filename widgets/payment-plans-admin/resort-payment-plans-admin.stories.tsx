import type { Meta } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paymentPlansAdminMeta } from './docs.ts';
import { DEFAULT_BASE_PATH } from './routes.ts';
import { ADMIN_API_PATH, failing, fakeAdminApi, fakeAdminState, malformed, pending, type FakeAdminState } from './payment-plans-api.fixtures.ts';
import { largePaymentSchedule, paymentSchedule, pricingSchedule, storedRange } from './payment-plans.fixtures.ts';
import { chooseDate, clearField, typeInto } from '../../stories/interactions.ts';
import { inTag, tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';
import { inANarrowColumn } from '../../stories/narrow-column.tsx';

const TAG = 'resort-payment-plans-admin';
const admin = (canvasElement: HTMLElement) => inTag(canvasElement, TAG);

/**
 * A story's fake store at `path` (below the base path; the page's address is set to it, as the
 * browser's would be on that route): `overrides` of the fixtures, and `extra` handlers (failures)
 * that answer first. Its state is rebuilt before each render, so what one visit saves does not
 * leak into the next.
 */
function at(path: string, overrides: Partial<FakeAdminState> = {}, extra: HttpHandler[] = []) {
  const state = fakeAdminState(overrides);
  return {
    parameters: { msw: [...extra, ...fakeAdminApi(state)], pagePath: `${DEFAULT_BASE_PATH}${path}` },
    beforeEach: () => {
      Object.assign(state, fakeAdminState(overrides));
    },
  };
}

export default {
  title: 'Admin/<resort-payment-plans-admin>',
  ...tagMeta(paymentPlansAdminMeta, {
    load: () => import('./elements/resort-payment-plans-admin.ts'),
    args: { basePath: DEFAULT_BASE_PATH },
    // Each story is its own page address: the docs page shows each in its own frame (the preview's default).
    parameters: { layout: 'padded' },
  }),
} satisfies Meta<TagArgs>;

type Story = TagStory;

const SCHEDULES = `${ADMIN_API_PATH}/payment-schedules`;
const PRICING = `${ADMIN_API_PATH}/pricing-schedules`;

// ---- Payment schedules -----------------------------------------------------------------------

export const PaymentSchedules: Story = { ...at('/Schedules', ) };

/**
 * The list in a narrow column (18em), as on a phone, scrolled a little sideways: the name column
 * stays in place and shades what went under it, and the shade on the right edge says there is more.
 */
export const PaymentSchedulesScrolledSideways: Story = {
  name: 'Payment schedules scrolled sideways in a narrow column',
  ...at('/Schedules'),
  decorators: [inANarrowColumn],
  play: async ({ canvasElement }) => {
    await heldWhileScrolled(await admin(canvasElement).findByRole('link', { name: /Season Pass 3-Pay/ }, { timeout: 10_000 }));
  },
};

/** The same list in Canadian French, its headers longer: the name still held, the cue still there. */
export const PaymentSchedulesScrolledSidewaysFrench: Story = {
  name: 'Payment schedules scrolled sideways in a narrow column, fr-CA',
  ...at('/Schedules'),
  decorators: [inANarrowColumn],
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    await heldWhileScrolled(await admin(canvasElement).findByRole('link', { name: /Season Pass 3-Pay/ }, { timeout: 10_000 }));
  },
};

/**
 * What an admin sees of a list scrolled a little sideways: the row's name (its first cell) where it
 * was, a shade on the left edge once something went under it, and on the right while there is more.
 */
async function heldWhileScrolled(name: HTMLElement): Promise<void> {
  const cell = name.closest('th')!;
  const box = cell.closest<HTMLElement>('.rw-admin__table-wrap')!;
  const frame = box.parentElement!;
  await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
  await expect(frame).toHaveAttribute('data-more-end');
  await expect(frame).not.toHaveAttribute('data-more-start');
  const left = cell.getBoundingClientRect().left;
  box.scrollLeft = 80;
  await waitFor(() => expect(frame).toHaveAttribute('data-more-start'));
  await expect(cell.getBoundingClientRect().left).toBe(left);
  // The next column went under the held one, and the cues are drawn (not only marked).
  await expect(cell.nextElementSibling!.getBoundingClientRect().left).toBeLessThan(cell.getBoundingClientRect().right);
  await expect(getComputedStyle(frame, '::after').visibility).toBe('visible');
  await expect(getComputedStyle(cell).boxShadow).not.toBe('none');
  box.scrollLeft = box.scrollWidth;
  await waitFor(() => expect(frame).not.toHaveAttribute('data-more-end'));
  await expect(getComputedStyle(frame, '::after').visibility).toBe('hidden');
}

export const PaymentSchedulesLoading: Story = { ...at('/Schedules', {}, [pending('get', SCHEDULES)]) };

export const PaymentSchedulesEmpty: Story = { ...at('/Schedules', { paymentSchedules: [] }) };

export const PaymentSchedulesLoadError: Story = { name: 'Payment schedules: load error (500)', ...at('/Schedules', {}, [failing('get', SCHEDULES, 500)]) };

/** The store answers JSON that is not a schedule list: a clear error with Retry, never a crash. */
export const PaymentSchedulesMalformed: Story = { name: 'Payment schedules: malformed answer', ...at('/Schedules', {}, [malformed(SCHEDULES, [{ PaymentScheduleId: 'seven' }])]) };

/**
 * Signed out, or the session expired: the store answers 401. The area says the list could not be
 * loaded, and the client sends the browser to `/login` (in Storybook a note says where it would go).
 */
export const AsAGuest: Story = {
  name: 'As a guest (401)',
  ...at('/Schedules', {}, [failing('get', SCHEDULES, 401, 'Sign in to continue.')]),
};

/** Signed in as a customer who is not an admin: the store answers 403, handled like a 401. */
export const AsANonAdmin: Story = {
  name: 'As a customer who is not an admin (403)',
  ...at('/Schedules', {}, [failing('get', SCHEDULES, 403, 'This area is for administrators.')]),
};

/** A schedule whose name holds markup: shown as text. */
export const NameWithMarkup: Story = {
  ...at('/Schedules', { paymentSchedules: [paymentSchedule({ PaymentScheduleName: '<b>Bold</b> <img src=x onerror=alert(1)> plan' })] }),
};

/**
 * The default new schedule: the title in edit mode, one range from tomorrow, payments of types 1
 * and 3. It opens clean: no message shows until a field is touched or Apply is pressed.
 */
export const AddPaymentSchedule: Story = {
  ...at('/Schedules/add', ),
  play: async ({ canvasElement }) => {
    const dialog = within(await admin(canvasElement).findByRole('dialog'));
    await dialog.findByRole('region', { name: 'Date range 1' });
    await expect(dialog.queryByText('Payment Schedule Name is required')).toBeNull();
    await expect(dialog.queryByText('Payment Dates cannot be blank')).toBeNull();
  },
};

/** Apply pressed on the new schedule before it is filled in: every message shows, the name field has the focus. */
export const AddPaymentScheduleApplyTried: Story = {
  name: 'Add payment schedule: Apply pressed before it is filled in',
  ...at('/Schedules/add', ),
  play: async ({ canvasElement }) => {
    const dialog = within(await admin(canvasElement).findByRole('dialog'));
    await dialog.findByRole('region', { name: 'Date range 1' });
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await expect(await dialog.findByText('Payment Schedule Name is required')).toBeVisible();
    await expect(dialog.getAllByText('Payment Dates cannot be blank')).toHaveLength(2);
    await expect(dialog.getByText('Fix the problems marked above to apply.')).toBeVisible();
  },
};

export const PaymentScheduleDetail: Story = { ...at('/Schedules/7', ) };

/**
 * A schedule's payments on a 320 px phone scroll sideways under their held date: a field the admin
 * reaches with the keyboard comes out beside the held column, not under it.
 */
export const PaymentScheduleOnAPhone: Story = {
  name: 'Payment schedule on a phone (a field reached with the keyboard is never under the held date)',
  ...at('/Schedules/7'),
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [amount] = await admin(canvasElement).findAllByRole('textbox', { name: /^Payment \d+ amount in percent/ }, { timeout: 10_000 });
    const box = amount!.closest<HTMLElement>('.rw-ppa__payments-wrap')!;
    const held = amount!.closest('tr')!.firstElementChild!;
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    box.scrollLeft = box.scrollWidth;
    await waitFor(() => expect(amount!.getBoundingClientRect().left).toBeLessThan(held.getBoundingClientRect().right));
    amount!.focus();
    await waitFor(() => expect(amount!.getBoundingClientRect().left).toBeGreaterThanOrEqual(held.getBoundingClientRect().right - 1));
  },
};

export const PaymentScheduleDetailLoading: Story = { ...at('/Schedules/7', {}, [pending('get', `${SCHEDULES}/7`)]) };

export const PaymentScheduleDetailLoadError: Story = { ...at('/Schedules/7', {}, [failing('get', `${SCHEDULES}/7`, 500)]) };

/** Two ranges that overlap, a payment total over 100% and a final payment dated like another. */
export const PaymentScheduleInvalid: Story = {
  name: 'Payment schedule: overlap, over 100%, final date',
  ...at('/Schedules/7', {
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
  ...at('/Schedules/7', { paymentSchedules: [paymentSchedule({ PurchaseDates: [storedRange('2026-03-01', '2026-05-31'), storedRange('2026-06-02', '2026-09-30')] })] }),
};

/** Apply never finishes: the button says Applying… and stays disabled. */
export const PaymentScheduleApplying: Story = {
  ...at('/Schedules/7', {}, [pending('put', `${SCHEDULES}/7`)]),
  play: async ({ canvasElement }) => {
    const canvas = admin(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByRole('button', { name: 'Applying…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The store refuses the save: its message is shown and the working copy is kept. */
export const PaymentScheduleSaveFailure: Story = {
  ...at('/Schedules/7', {}, [failing('put', `${SCHEDULES}/7`, 400, 'This date range overlaps the next date range')]),
  play: async ({ canvasElement }) => {
    const canvas = admin(canvasElement);
    const dialog = within(await canvas.findByRole('dialog'));
    await chooseDate(await dialog.findByRole('group', { name: 'Payment 1 date, date range 1' }), '2026-04-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('This date range overlaps the next date range');
  },
};

/**
 * The performance case: 50 ranges of 12 payments each. Every range is the same markup, so the
 * accessibility check reads the first three (axe over all 600 payments takes 15 s), and the story
 * check leaves its French to the schedule's own stories (`storyCheck.french`): switching 600
 * payments to French and reading each took 12 of the check's 170 s, and said nothing the
 * three-range schedule in French does not.
 */
const fiftyRanges = at('/Schedules/99', { paymentSchedules: [largePaymentSchedule(50, 12)] });
export const FiftyRangesOfTwelvePayments: Story = {
  name: '50 ranges of 12 payments',
  ...fiftyRanges,
  parameters: {
    ...fiftyRanges.parameters,
    a11y: { context: { exclude: [{ fromShadowDom: [TAG, '.rw-ppa__range:nth-of-type(n+4)'] }] } },
    storyCheck: { french: false },
  },
};

// ---- Pricing schedules -----------------------------------------------------------------------

export const PricingSchedules: Story = { ...at('/Pricing', ) };

export const PricingSchedulesEmpty: Story = { ...at('/Pricing', { pricingSchedules: [] }) };

export const PricingSchedulesLoadError: Story = { ...at('/Pricing', {}, [failing('get', PRICING, 500)]) };

export const AddPricingSchedule: Story = { ...at('/Pricing/add', ) };

export const PricingScheduleDetail: Story = { ...at('/Pricing/4', ) };

export const PricingScheduleOverlapAndGap: Story = {
  name: 'Pricing schedule: overlap and gap',
  ...at('/Pricing/4', {
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
  const canvas = admin(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Apply' }));
  await canvas.findByText(wait);
  return canvas;
}

/** Before any search: the filter row and its prompt. */
export const EnrollmentsBeforeSearch: Story = { ...at('/Enrollments', ) };

export const EnrollmentsResults: Story = {
  ...at('/Enrollments', ),
  play: async ({ canvasElement }) => {
    await searchEnrollments(canvasElement);
  },
};

/** The enrollment a payment's own order belongs to, found by its Payment Order ID. */
export const EnrollmentsByPaymentOrder: Story = {
  name: 'Enrollments: by payment order',
  ...at('/Enrollments', ),
  play: async ({ canvasElement }) => {
    // The search by a payment order (which enrollment it finds is the component test's to check).
    await userEvent.type(await admin(canvasElement).findByRole('textbox', { name: 'Payment Order ID' }), '300072');
    await searchEnrollments(canvasElement);
  },
};

export const EnrollmentsLoading: Story = {
  ...at('/Enrollments', {}, [pending('get', ENROLLMENTS)]),
  play: async ({ canvasElement }) => {
    await userEvent.click(await admin(canvasElement).findByRole('button', { name: 'Apply' }));
  },
};

export const EnrollmentsNoMatch: Story = {
  ...at('/Enrollments', { enrollments: [] }),
  play: async ({ canvasElement }) => {
    await searchEnrollments(canvasElement, 'No plan enrollments match these filters.');
  },
};

export const EnrollmentsLoadError: Story = {
  ...at('/Enrollments', {}, [failing('get', ENROLLMENTS, 500)]),
  play: async ({ canvasElement }) => {
    await searchEnrollments(canvasElement, 'The plan enrollments could not be loaded.');
  },
};

export const EnrollmentsMalformed: Story = {
  name: 'Enrollments: malformed answer',
  ...at('/Enrollments', {}, [malformed(ENROLLMENTS, { Results: 'none' })]),
  play: async ({ canvasElement }) => {
    await searchEnrollments(canvasElement, 'The plan enrollments could not be loaded.');
  },
};

/** A row's action menu: Set to <status> for each status, and the two reprocess actions. */
export const EnrollmentRowMenu: Story = {
  ...at('/Enrollments', ),
  play: async ({ canvasElement }) => {
    const canvas = await searchEnrollments(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for enrollment 2' }));
    await expect(canvas.getByRole('menu')).toBeVisible();
  },
};

/** A status changed from the menu, confirmed by the store (204). */
export const EnrollmentStatusChanged: Story = {
  ...at('/Enrollments', ),
  play: async ({ canvasElement }) => {
    const canvas = await searchEnrollments(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for enrollment 2' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Set to On Hold' }));
    await expect(await canvas.findByText('Enrollment 2 is now On Hold.')).toBeVisible();
  },
};

export const ReprocessPosSucceeded: Story = {
  ...at('/Enrollments', ),
  play: async ({ canvasElement }) => {
    const canvas = admin(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reprocess POS Fails' }));
    await expect(await canvas.findByText('Successfully reporcessed POS records')).toBeVisible();
  },
};

export const ReprocessPosFailed: Story = {
  ...at('/Enrollments', {}, [failing('get', `${ENROLLMENTS}/create-missing-orders`, 500, 'The POS service did not answer.')]),
  play: async ({ canvasElement }) => {
    const canvas = admin(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reprocess POS Fails' }));
    await expect(await canvas.findByText('ERROR: The POS service did not answer.')).toBeVisible();
  },
};

/** A row's scheduled payments: each status offers only its allowed next statuses. */
export const EnrollmentScheduledPayments: Story = {
  ...at('/Enrollments', ),
  play: async ({ canvasElement }) => {
    const canvas = await searchEnrollments(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Scheduled payments of enrollment 3' }));
    await expect(await canvas.findByRole('table', { name: 'Scheduled payments of enrollment 3' })).toBeVisible();
  },
};

// ---- Product assignments -----------------------------------------------------------------------

const ASSIGNMENTS = `${ADMIN_API_PATH}/assignments`;

export const ProductAssignments: Story = { ...at('/Assignments', ) };

export const ProductAssignmentsEmpty: Story = { ...at('/Assignments', { assignments: [] }) };

export const ProductAssignmentsLoadError: Story = { ...at('/Assignments', {}, [failing('get', ASSIGNMENTS, 500)]) };

export const ProductAssignmentsMalformed: Story = {
  name: 'Product assignments: malformed answer',
  ...at('/Assignments', {}, [malformed(ASSIGNMENTS, [{ Id: 'one' }])]),
};

/** The row menu: Edit Assignment, Attribute Pricing, Delete Assignment. */
export const AssignmentRowMenu: Story = {
  ...at('/Assignments', ),
  play: async ({ canvasElement }) => {
    const canvas = admin(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Season Pass - Adult' }));
    await expect(canvas.getByRole('menu')).toBeVisible();
  },
};

export const DeleteAssignmentConfirmation: Story = {
  ...at('/Assignments', ),
  play: async ({ canvasElement }) => {
    const canvas = admin(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for 1-Day Lift Ticket' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Delete Assignment' }));
    await expect(canvas.getByRole('dialog', { name: 'Delete Assignment' })).toBeVisible();
  },
};

/** A new assignment: hotlist code 0, retry days 1, payment product not chosen yet. */
export const AddAssignment: Story = { ...at('/Assignments/add', ) };

/** Every validation message of the side panel. */
export const AddAssignmentInvalid: Story = {
  ...at('/Assignments/add', ),
  play: async ({ canvasElement }) => {
    const dialog = within(await admin(canvasElement).findByRole('dialog'));
    for (const name of ['Product Name', 'Payment Schedule', 'Pricing Schedule', 'Payment Product']) {
      const select = await dialog.findByRole('combobox', { name });
      await userEvent.selectOptions(select, within(select).getAllByRole('option')[1]!);
      await userEvent.selectOptions(select, '0');
    }
    const retry = dialog.getByRole('spinbutton', { name: 'Failed Payment Retry Days' });
    clearField(retry);
    await typeInto(retry, '0');
    await expect(await dialog.findByText('Value must be at least 1.')).toBeVisible();
  },
};

export const EditAssignment: Story = { ...at('/Assignments/1/edit', ) };

export const AssignmentSaveFailure: Story = {
  ...at('/Assignments/1/edit', {}, [failing('post', ASSIGNMENTS, 400, 'Unknown payment schedule.')]),
  play: async ({ canvasElement }) => {
    const dialog = within(await admin(canvasElement).findByRole('dialog'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Apply Changes' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Unknown payment schedule.');
  },
};

/** Apply Changes pressed, the store not answered yet: Saving…, focus kept on the button. */
export const AssignmentSaving: Story = {
  ...at('/Assignments/1/edit', {}, [pending('post', ASSIGNMENTS)]),
  play: async ({ canvasElement }) => {
    const dialog = within(await admin(canvasElement).findByRole('dialog'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Apply Changes' }));
    await expect(await dialog.findByRole('button', { name: 'Saving…' })).toBeVisible();
  },
};

export const AssignmentOptionsLoadError: Story = { ...at('/Assignments/add', {}, [failing('get', `${ADMIN_API_PATH}/payment-products`, 500)]) };

/** One accordion section per purchase-date window, each value with its price. */
export const AttributePricing: Story = { ...at('/Assignments/1/editProductPricing', ) };

export const AttributePricingInvalidPrice: Story = {
  ...at('/Assignments/1/editProductPricing', ),
  play: async ({ canvasElement }) => {
    const dialog = within(await admin(canvasElement).findByRole('dialog'));
    const price = await dialog.findByRole('textbox', { name: 'Price of Unlimited from Mar 01, 2026' });
    clearField(price);
    await typeInto(price, '-10');
    // Not yet valid, so disabled outright (aria-disabled is for a save under way, which keeps the focus).
    await expect(dialog.getByRole('button', { name: 'Apply Changes' })).toBeDisabled();
  },
};

export const AttributePricingLoadError: Story = { ...at('/Assignments/1/editProductPricing', {}, [failing('get', `${ASSIGNMENTS}/1/pricing`, 500)]) };
