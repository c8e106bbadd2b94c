import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { rentalLocationsMeta } from './docs.ts';
import { pickupSites } from './rental-locations.fixtures.ts';
import {
  locationsError,
  locationsLoading,
  locationsMalformed,
  locationsOk,
  saveLocationFails,
  saveLocationOk,
  saveLocationPending,
} from '../../stories/checkout-handlers.ts';
import { leaveField, typeInto } from '../../stories/interactions.ts';
import { notFound } from '../../stories/msw-handlers.ts';
import { inTag, tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';

const TAG = 'resort-rental-locations';

export default {
  title: 'Checkout/<resort-rental-locations>',
  ...tagMeta(rentalLocationsMeta, {
    load: () => import('./elements/resort-rental-locations.ts'),
    args: { productId: 4, readOnly: false },
    maxWidth: '52rem',
  }),
} satisfies Meta<TagArgs>;

type Story = TagStory;

/**
 * Chooses the Village Ski Shop and returns the phone input. The phone field lives in light DOM
 * (projected through a slot), since intl-tel-input does not work inside a shadow root.
 */
async function chooseVillage(canvasElement: HTMLElement) {
  await userEvent.click(await inTag(canvasElement, TAG).findByRole('radio', { name: /Village Ski Shop/ }));
  return within(canvasElement).findByRole('textbox', { name: 'Contact Phone Number' });
}

/** The pickup sites are on their way. */
export const Loading: Story = {
  parameters: { msw: [locationsLoading()] },
};

/** The three sites, the first chosen: its zooming map, photos, Info and details; saving works. */
export const PickupSites: Story = {
  parameters: { msw: [saveLocationOk(), locationsOk(pickupSites())] },
};

/** The map zoomed with the settings in its MapImageUrl. */
export const MapZoomed: Story = {
  parameters: { msw: [saveLocationOk(), locationsOk(pickupSites())] },
  play: async ({ canvasElement }) => {
    await userEvent.click(await inTag(canvasElement, TAG).findByRole('button', { name: 'Zoom in on the map' }));
  },
};

/** The photos of the chosen site. */
export const Photos: Story = {
  parameters: { msw: [saveLocationOk(), locationsOk(pickupSites())] },
  play: async ({ canvasElement }) => {
    await userEvent.click(await inTag(canvasElement, TAG).findByRole('button', { name: 'Photos' }));
  },
};

/** A site that requires a contact phone: the field, US and Canada first, Select disabled until valid. */
export const PhoneRequired: Story = {
  parameters: { msw: [saveLocationOk(), locationsOk(pickupSites())] },
  play: async ({ canvasElement }) => {
    await chooseVillage(canvasElement);
    await expect(inTag(canvasElement, TAG).getByRole('button', { name: 'Select This Location' })).toBeDisabled();
  },
};

/** A bad number: the error style and message. */
export const PhoneInvalid: Story = {
  parameters: { msw: [saveLocationOk(), locationsOk(pickupSites())] },
  play: async ({ canvasElement }) => {
    const input = await chooseVillage(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await typeInto(input, '555');
    leaveField(input);
    await expect(await within(canvasElement).findByText('Enter a valid phone number.')).toBeVisible();
  },
};

/** Select This Location pressed, the store not answered yet: Saving Location. */
export const Saving: Story = {
  parameters: { msw: [saveLocationPending(), locationsOk(pickupSites())] },
  play: async ({ canvasElement }) => {
    const canvas = inTag(canvasElement, TAG);
    await canvas.findByRole('radio', { name: /Base Lodge Rentals/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Select This Location' }));
    await expect(await canvas.findByRole('button', { name: 'Saving Location' })).toBeVisible();
  },
};

/** The store refuses the save: Could Not Save with its message; the site and phone stay. */
export const SaveFailure: Story = {
  parameters: { msw: [saveLocationFails(), locationsOk(pickupSites())] },
  play: async ({ canvasElement }) => {
    const canvas = inTag(canvasElement, TAG);
    await canvas.findByRole('radio', { name: /Base Lodge Rentals/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Select This Location' }));
    await expect(await canvas.findByRole('button', { name: 'Could Not Save' })).toBeEnabled();
  },
};

/** A site saved earlier: the summary with Change. */
export const Saved: Story = {
  parameters: { msw: [saveLocationOk(), locationsOk(pickupSites({ 2: { IsSelected: true, ContactPhone: '+1 9705550111' } }))] },
};

/** read-only: browse the sites, no Select This Location and no phone input. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  parameters: { msw: [locationsOk(pickupSites())] },
};

/** read-only with a saved site: the summary without Change. */
export const ReadOnlySaved: Story = {
  args: { readOnly: true },
  parameters: { msw: [locationsOk(pickupSites({ 1: { IsSelected: true } }))] },
};

/** Images that cannot be loaded say so. */
export const MissingImages: Story = {
  parameters: {
    msw: [locationsOk(pickupSites({ 1: { MapImageUrl: '/missing/map.svg#scale=2', LocationPictureUrls: ['/missing/photo.jpg'], StoreLogoUrl: '/missing/logo.png' } })), notFound('/missing/*')],
  },
};

/** The rental has no pickup sites. */
export const Empty: Story = {
  parameters: { msw: [locationsOk([])] },
};

/** The store fails: the message with Retry. */
export const LoadError: Story = {
  parameters: { msw: [locationsError()] },
};

/** The store answers something that is not pickup sites. */
export const MalformedAnswer: Story = {
  parameters: { msw: [locationsMalformed()] },
};

/** The tag without `product-id`: a message for the template author, no request. */
export const MissingProduct: Story = {
  args: { productId: undefined },
};
