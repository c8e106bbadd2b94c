import type { Meta } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { subscriptionsAdminMeta } from './docs.ts';
import { failing, malformed, pending } from '../payment-plans-admin/payment-plans-api.fixtures.ts';
import { fakeSubscriptionsApi, fakeSubscriptionsState, SUBSCRIPTIONS_API_PATH, type FakeSubscriptionsState } from './subscriptions-api.fixtures.ts';
import { chooseDate, typeInto } from '../../stories/interactions.ts';
import { storeToday } from '../../src/stores/resort-today.ts';
import { inTag, tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';

const TAG = 'resort-subscriptions-admin';
const ENROLLMENTS = `${SUBSCRIPTIONS_API_PATH}/enrollments`;
const TYPES = `${SUBSCRIPTIONS_API_PATH}/basic`;

/**
 * A story's fake store: `overrides` of the fixtures, and `extra` handlers (failures) that answer
 * first. Its state is rebuilt before each render, so what one visit saves does not leak into the next.
 */
function scenario(overrides: Partial<FakeSubscriptionsState> = {}, extra: HttpHandler[] = []) {
  const state = fakeSubscriptionsState(overrides);
  return {
    parameters: { msw: [...extra, ...fakeSubscriptionsApi(state)] },
    beforeEach: () => {
      Object.assign(state, fakeSubscriptionsState(overrides));
    },
  };
}

const tag = (canvasElement: HTMLElement) => inTag(canvasElement, TAG);

async function openTypes(canvasElement: HTMLElement) {
  await userEvent.click(await tag(canvasElement).findByRole('tab', { name: 'Subscription Types' }));
  return tag(canvasElement).findByRole('table', { name: 'Subscription types' });
}

export default {
  title: 'Admin/<resort-subscriptions-admin>',
  ...tagMeta(subscriptionsAdminMeta, {
    load: () => import('./elements/resort-subscriptions-admin.ts'),
    parameters: { layout: 'padded' },
  }),
} satisfies Meta<TagArgs>;

// ---- Subscription Enrollments ------------------------------------------------------------------

/** The first page of 10, ordered by id, the search above it and nothing selected. */
export const Enrollments: TagStory = { ...scenario() };

export const EnrollmentsLoading: TagStory = { name: 'Enrollments: loading', ...scenario({}, [pending('get', ENROLLMENTS)]) };

export const EnrollmentsNoneFound: TagStory = { name: 'Enrollments: none found', ...scenario({ enrollments: [] }) };

export const EnrollmentsLoadError: TagStory = { name: 'Enrollments: load error (500)', ...scenario({}, [failing('get', ENROLLMENTS, 500)]) };

/** The store answers JSON that is not a page of enrollments: a clear error with Retry. */
export const EnrollmentsMalformed: TagStory = { name: 'Enrollments: malformed answer', ...scenario({}, [malformed(ENROLLMENTS, { Results: 'nope' })]) };

/** A row selected: its next payment date, status and subscription can be changed. */
export const EnrollmentSelected: TagStory = {
  name: 'Enrollments: a row selected',
  ...scenario(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await tag(canvasElement).findByRole('radio', { name: /Select enrollment 3,/ }));
    await expect(tag(canvasElement).getByRole('button', { name: 'Update Enrollment' })).toBeEnabled();
  },
};

/**
 * A past next payment date is not sent; the field says why. The field's years start at this one
 * (the spec's calendar starts today): the year's first day is its past date, one every day but
 * 1 January, when it holds none (and yesterday, last year's, could not be chosen).
 */
export const PastNextPaymentDate: TagStory = {
  name: 'Enrollments: a past next payment date',
  ...scenario(),
  play: async ({ canvasElement }) => {
    const canvas = tag(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Select enrollment 3,/ }));
    const today = storeToday();
    const newYearsDay = `${today.slice(0, 4)}-01-01`;
    if (newYearsDay === today) return;
    await chooseDate(canvas.getByRole('group', { name: 'Next Payment Date' }), newYearsDay);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Next Payment Date' }));
    await expect(await canvas.findByText('The next payment date cannot be in the past.')).toBeInTheDocument();
  },
};

/** The store refuses a change: an alert with its message. */
export const ChangeRefused: TagStory = {
  name: 'Enrollments: change refused',
  ...scenario({}, [failing('put', ENROLLMENTS, 400, 'That subscription does not exist.')]),
  play: async ({ canvasElement }) => {
    const canvas = tag(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Select enrollment 2,/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update Enrollment' }));
    await expect(await canvas.findByRole('alertdialog', { name: 'The enrollment could not be changed' })).toBeInTheDocument();
  },
};

// ---- Subscription Types ------------------------------------------------------------------------

export const Types: TagStory = {
  ...scenario(),
  play: async ({ canvasElement }) => {
    await openTypes(canvasElement);
  },
};

export const TypesLoading: TagStory = {
  name: 'Types: loading',
  ...scenario({}, [pending('get', TYPES)]),
  play: async ({ canvasElement }) => {
    await userEvent.click(await tag(canvasElement).findByRole('tab', { name: 'Subscription Types' }));
  },
};

export const TypesEmpty: TagStory = {
  name: 'Types: none yet',
  ...scenario({ types: [] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await tag(canvasElement).findByRole('tab', { name: 'Subscription Types' }));
    await expect(await tag(canvasElement).findByText('There are no subscription types yet.')).toBeInTheDocument();
  },
};

export const TypesLoadError: TagStory = {
  name: 'Types: load error (500)',
  ...scenario({}, [failing('get', TYPES, 500)]),
  play: async ({ canvasElement }) => {
    await userEvent.click(await tag(canvasElement).findByRole('tab', { name: 'Subscription Types' }));
    await expect(await tag(canvasElement).findByText('The subscription types could not be loaded.')).toBeInTheDocument();
  },
};

/** CREATE SUBSCRIPTION with its defaults: frequency 1, effective date type 1. */
export const CreateModal: TagStory = {
  name: 'Types: CREATE SUBSCRIPTION',
  ...scenario(),
  play: async ({ canvasElement }) => {
    await openTypes(canvasElement);
    await userEvent.click(tag(canvasElement).getByRole('button', { name: 'Create New' }));
  },
};

export const UpdateModal: TagStory = {
  name: 'Types: UPDATE SUBSCRIPTION',
  ...scenario(),
  play: async ({ canvasElement }) => {
    const table = await openTypes(canvasElement);
    await userEvent.click(inTag(canvasElement, TAG).getByRole('button', { name: 'Edit Parking Pass Quarterly' }));
    await expect(table).toBeInTheDocument();
  },
};

/** The store refuses what was typed: an alert with its words, the modal and the fields kept. */
export const SaveRefused: TagStory = {
  name: 'Types: save refused',
  ...scenario(),
  play: async ({ canvasElement }) => {
    await openTypes(canvasElement);
    const canvas = tag(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create New' }));
    await typeInto(canvas.getByRole('textbox', { name: 'Name' }), 'Night Skiing');
    await typeInto(canvas.getByRole('textbox', { name: 'Amount' }), 'ten dollars');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alertdialog', { name: 'The subscription could not be saved' })).toBeInTheDocument();
  },
};

export const DeleteConfirmation: TagStory = {
  name: 'Types: delete confirmation',
  ...scenario(),
  play: async ({ canvasElement }) => {
    await openTypes(canvasElement);
    await userEvent.click(tag(canvasElement).getByRole('button', { name: 'Delete Fitness Center Weekly' }));
  },
};

/** A type customers are actively enrolled in cannot be deleted: the store says why. */
export const DeleteRefused: TagStory = {
  name: 'Types: delete refused',
  ...scenario(),
  play: async ({ canvasElement }) => {
    await openTypes(canvasElement);
    const canvas = tag(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Season Pass Monthly - Adult' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByRole('alertdialog', { name: 'The subscription could not be deleted' })).toBeInTheDocument();
  },
};

/** A name with markup is shown as text. */
export const NameWithMarkup: TagStory = {
  name: 'Types: a name with markup',
  ...scenario({ types: [...fakeSubscriptionsState().types.slice(0, 2), { ...fakeSubscriptionsState().types[2]!, Name: '<b>Bold</b> <img src=x onerror=alert(1)> plan' }] }),
  play: async ({ canvasElement }) => {
    await openTypes(canvasElement);
  },
};
