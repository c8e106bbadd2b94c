import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { myPaymentPlansMeta } from './docs.ts';
import { inTag, tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';
import { expectCards, inANarrowColumn } from '../../stories/narrow-column.tsx';
import { cardUpdated, payNowRefused, plansAnswer, plansConfig, plansConfigFail, plansFail, plansPending, shopperPlans } from './story-handlers.ts';
import { paymentConfig, walletsAllowed } from '../payment-form/story-handlers.ts';

// The card modal holds the payment form on the Square double (a Sandbox card: 4111 1111 1111 1111).
// (A line comment: a doc comment here would become the docs page's description and replace
// the parameters tagMeta gives, the MSW handlers among them.)
export default {
  title: 'My Account/<resort-my-payment-plans>',
  ...tagMeta(myPaymentPlansMeta, {
    load: async () => {
      await import('../payment-form/elements/resort-payment-form.ts');
      return import('./elements/resort-my-payment-plans.ts');
    },
    parameters: {
      // Square's card fields live in Square's own frame (the double's, here), sandboxed without
      // same-origin: axe cannot reach into it and would wait for it, so it checks our page only.
      a11y: { test: 'error', options: { iframes: false } },
      msw: [plansAnswer(), plansConfig(), cardUpdated(), payNowRefused(), paymentConfig(), walletsAllowed()],
    },
  }),
} satisfies Meta<TagArgs>;

function plans(canvasElement: HTMLElement) {
  // The mount point, not the shadow root: testing-library's waiting queries never settle on a ShadowRoot.
  return inTag(canvasElement, 'resort-my-payment-plans');
}

/** Loading the plans. */
export const Loading: TagStory = { parameters: { msw: [plansPending(), plansConfig()] } };

/** The shopper's plans: one in good standing, one with a failed payment (Pay now); the cancelled one is hidden. */
export const Plans: TagStory = {};

/** No plans (only a cancelled one). */
export const Empty: TagStory = { parameters: { msw: [plansAnswer([shopperPlans()[2]!]), plansConfig()] } };

/** The plans could not be loaded: why, with Retry. */
export const LoadError: TagStory = { name: 'Load error', parameters: { msw: [plansFail(), plansConfig()] } };

/** The store's settings switch the card update and Pay now off: no selection, no footer, no Pay now. */
export const ActionsOff: TagStory = {
  name: 'Card update and Pay now switched off',
  parameters: { msw: [plansAnswer(), plansConfig({ AllowCardUpdate: false, AllowPayNow: false })] },
  play: async ({ canvasElement }) => {
    await plans(canvasElement).findByRole('cell', { name: 'Season Pass - Child' });
    // The settings may arrive after the plans: the actions go once they do.
    await waitFor(() => expect(plans(canvasElement).queryByRole('button', { name: 'Update Credit Card' })).toBeNull());
    await expect(plans(canvasElement).queryByRole('button', { name: /^Pay now/ })).toBeNull();
  },
};

/** The settings could not be loaded: the store's message in an alert; the plans and their actions stay. */
export const SettingsError: TagStory = {
  name: 'Settings error',
  parameters: { msw: [plansAnswer(), plansConfigFail(), cardUpdated(), payNowRefused(), paymentConfig(), walletsAllowed()] },
  play: async ({ canvasElement }) => {
    await expect(await plans(canvasElement).findByRole('alertdialog', { name: 'The payment plan settings could not be loaded.' })).toBeVisible();
  },
};

/**
 * The plans in a host's narrow column (18em), at any window's width, as on a phone: a card per plan,
 * every value under its column's name, Select all above them. Screen readers still hear a table:
 * each cell with its column's header, the names drawn on the cards left out.
 */
export const InANarrowColumn: TagStory = {
  name: 'In a narrow column (cards)',
  decorators: [inANarrowColumn],
  play: async ({ canvasElement }) => {
    const cell = await plans(canvasElement).findByRole('cell', { name: 'Season Pass - Child' });
    await expectCards(cell.closest('table')!, canvasElement.querySelector('.sb-narrow-column')!);
    await expect(getComputedStyle(cell, '::before').content).toBe('"Product" / ""');
  },
};

/** The same cards in Canadian French: each value under its column's French name. */
export const InANarrowColumnFrench: TagStory = {
  name: 'In a narrow column (cards), fr-CA',
  decorators: [inANarrowColumn],
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const cell = await plans(canvasElement).findByRole('cell', { name: 'Season Pass - Child' });
    await expectCards(cell.closest('table')!, canvasElement.querySelector('.sb-narrow-column')!);
    await expect(getComputedStyle(cell, '::before').content).toBe('"Produit" / ""');
  },
};

/** View: the schedule with Status, the failed payment marked, TOTAL. */
export const ScheduleModal: TagStory = {
  name: 'Schedule modal',
  play: async ({ canvasElement }) => {
    await userEvent.click(await plans(canvasElement).findByRole('button', { name: 'View the payment schedule of Season Pass - Child for Sam Morgan' }));
    await expect(await plans(canvasElement).findByRole('dialog', { name: 'Payment Schedule' })).toBeVisible();
  },
};

/** A plan selected: Update Credit Card opens the card form (update-card mode). */
export const UpdateCardModal: TagStory = {
  name: 'Update card modal',
  play: async ({ canvasElement }) => {
    await userEvent.click(await plans(canvasElement).findByRole('checkbox', { name: 'Select Season Pass - Child for Sam Morgan' }));
    await userEvent.click(plans(canvasElement).getByRole('button', { name: 'Update Credit Card' }));
    await expect(await plans(canvasElement).findByRole('dialog', { name: 'Update Your Credit Card' })).toBeVisible();
  },
};

/** Pay now: the payments due with the total on the button. */
export const PayNowModal: TagStory = {
  name: 'Pay now modal',
  play: async ({ canvasElement }) => {
    await userEvent.click(await plans(canvasElement).findByRole('button', { name: 'Pay now: Season Pass - Child for Sam Morgan' }));
    await expect(await plans(canvasElement).findByRole('dialog', { name: 'Pay now' })).toBeVisible();
  },
};

/** A refused Pay now: the alert dialog with the store's message. */
export const PayNowRefused: TagStory = {
  name: 'Pay now refused',
  play: async ({ canvasElement }) => {
    await userEvent.click(await plans(canvasElement).findByRole('button', { name: 'Pay now: Season Pass - Child for Sam Morgan' }));
    await userEvent.click(await plans(canvasElement).findByRole('button', { name: 'Pay $157.15' }));
    await expect(await plans(canvasElement).findByRole('alertdialog', { name: 'Payment not processed' })).toBeVisible();
  },
};
