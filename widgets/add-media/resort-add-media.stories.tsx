import type { Meta } from '@storybook/react-vite';
import { waitFor } from 'storybook/test';
import { addMediaMeta } from './docs.ts';
import { mediaRequirements } from '../group-members/household.fixtures.ts';
import { tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';
import { assignMediaOk, assignMediaRefused, mediaAddChoiceOk, mediaDeleteChoiceOk, mediaFastFlowOk, mediaRequirementsOk, mediaUpdateOk, pressInTag, typeInTag } from '../group-members/story-handlers.ts';

const settings = {
  user: { SignedIn: true, FirstName: 'Alex', LastName: 'Morgan' },
  CustomerSettings: { MediaNumberInputMask: '9999-9999-9999', MediaNumberIsNumeric: true },
  CommonMediaDigits: '6001',
};

export default {
  title: 'Household/<resort-add-media>',
  ...tagMeta(addMediaMeta, {
    load: () => import('./elements/resort-add-media.ts'),
    args: { contactId: 203 },
    parameters: { pageData: settings, msw: [assignMediaOk(), mediaRequirementsOk(), mediaUpdateOk(), mediaAddChoiceOk(), mediaDeleteChoiceOk(), mediaFastFlowOk()] },
  }),
} satisfies Meta<TagArgs>;

/** The form, with the store's mask (three groups of four digits). */
export const Form: TagStory = {};

/** Without a mask: 40 characters of any kind. */
export const FreeText: TagStory = { parameters: { pageData: { user: { SignedIn: true }, CustomerSettings: {} } } };

/** Sent empty: `Media number is required`. */
export const Required: TagStory = {
  play: ({ canvasElement }) => pressInTag(canvasElement, 'resort-add-media', 'Add Media Number'),
};

async function send(canvasElement: HTMLElement) {
  await typeInTag(canvasElement, 'resort-add-media', '1234-5678-9012');
  await pressInTag(canvasElement, 'resort-add-media', 'Add Media Number');
}

/** Added: the status card counts 3 seconds down, then the form comes back. */
export const Added: TagStory = { play: async ({ canvasElement }) => send(canvasElement) };

/** Refused: the store's answer for 3 seconds. */
export const Refused: TagStory = { parameters: { msw: [assignMediaRefused()] }, play: async ({ canvasElement }) => send(canvasElement) };

/** Checkout: Purchase or Reload for each member whose passes need a card. */
export const Checkout: TagStory = { args: { mode: 'checkout', contactId: undefined } };

/** Checkout with Alex's card chosen for a reload. */
export const CheckoutReload: TagStory = {
  args: { mode: 'checkout', contactId: undefined },
  parameters: { msw: [mediaRequirementsOk(mediaRequirements({ alex: { MediaOption: 'Reload' }, sam: { MediaOption: 'Purchase' } })), mediaUpdateOk()] },
};

/** Checkout, both choices cleared with `Clear all media choices` (`deletemediaassignment/{contactId}/true`). */
export const CheckoutCleared: TagStory = {
  name: 'Checkout, choices cleared',
  args: { mode: 'checkout', contactId: undefined },
  parameters: { msw: [mediaRequirementsOk(mediaRequirements({ alex: { MediaOption: 'Reload' }, sam: { MediaOption: 'Purchase' } })), mediaDeleteChoiceOk()] },
  play: ({ canvasElement }) => pressInTag(canvasElement, 'resort-add-media', 'Clear all media choices'),
};

/** Checkout: Sam's card added through the fast flow (`POST /media`), which chooses Reload for it. */
export const CheckoutCardAdded: TagStory = {
  name: 'Checkout, a card added to reload',
  args: { mode: 'checkout', contactId: undefined },
  play: async ({ canvasElement }) => {
    await pressInTag(canvasElement, 'resort-add-media', 'Add a card to reload');
    const field = await waitFor(() => {
      const found = canvasElement.querySelector('resort-add-media')?.shadowRoot?.querySelector<HTMLInputElement>('input:not([type="radio"])');
      if (!found) throw new Error('story: no media number field yet');
      return found;
    });
    Reflect.set(HTMLInputElement.prototype, 'value', '1234-5678-9012', field);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await pressInTag(canvasElement, 'resort-add-media', 'Add Media Number');
  },
};

/** Signed out: only a prompt. */
export const SignedOut: TagStory = { parameters: { pageData: { user: { SignedIn: false } } } };
