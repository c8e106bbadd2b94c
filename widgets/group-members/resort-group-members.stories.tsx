import type { Meta } from '@storybook/react-vite';
import { groupMembersMeta } from './docs.ts';
import { householdOf, jordan, sam } from './household.fixtures.ts';
import { expect, userEvent, within } from 'storybook/test';
import { inTag, tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';
import { addMemberExists, addMemberOk, birthdateFails, birthdateOk, historyOk, householdError, householdOk, householdPending, photoOk, pressInTag } from './story-handlers.ts';

const settings = { user: { SignedIn: true, FirstName: 'Alex', LastName: 'Morgan' }, CustomerSettings: { ShowMediaNumber: true, DisplayRFID: false } };
const everything = [householdOk(), historyOk(), addMemberOk(), birthdateOk(), photoOk()];

export default {
  title: 'Household/<resort-group-members>',
  ...tagMeta(groupMembersMeta, {
    load: () => import('./elements/resort-group-members.ts'),
    args: { editPhotos: true, addMedia: true, editMembers: true },
    parameters: { pageData: settings, msw: everything },
  }),
} satisfies Meta<TagArgs>;

/** Alex (a media card), Jordan (no birthday yet: Add BirthDate), Sam (a photo). */
export const YourGroup: TagStory = {};

/** Waiting for the household. */
export const Loading: TagStory = { parameters: { msw: [householdPending()] } };

/** The household could not be loaded: the reason and Retry. */
export const LoadError: TagStory = { parameters: { msw: [householdError()] } };

/** A household of one without a birthday. */
export const OnlyMe: TagStory = { parameters: { msw: [householdOk(householdOf([{ ...jordan(), Me: true }])), ...everything] } };

/** No flags: the list only. With DisplayRFID the pass number shows instead of the media number. */
export const ReadOnly: TagStory = {
  args: { editPhotos: false, addMedia: false, editMembers: false },
  parameters: { pageData: { ...settings, CustomerSettings: { ShowMediaNumber: false, DisplayRFID: true } } },
};

/** Selection mode: checkboxes; the host hears `resort:members:selected`. */
export const Selection: TagStory = { args: { editPhotos: false, addMedia: false, editMembers: false, selectMembers: true } };

/** Member stats, loaded when asked. */
export const Stats: TagStory = {
  play: async ({ canvasElement }) => {
    await pressInTag(canvasElement, 'resort-group-members', 'Stats of Alex Morgan');
  },
};

/** Add New Group Member, with its messages after an empty submit. */
export const AddMemberRequired: TagStory = {
  play: async ({ canvasElement }) => {
    await pressInTag(canvasElement, 'resort-group-members', 'Add New Group Member');
    await pressInTag(canvasElement, 'resort-group-members', 'Add Member');
  },
};

/** The household already has this person. */
export const AddMemberExists: TagStory = {
  parameters: { msw: [householdOk(), addMemberExists()] },
  play: async ({ canvasElement }) => {
    await pressInTag(canvasElement, 'resort-group-members', 'Add New Group Member');
    await pressInTag(canvasElement, 'resort-group-members', 'Add Member');
  },
};

/** Add BirthDate for Jordan; saving fails: `Jordan Morgan birthday update failed`. */
export const BirthdayFails: TagStory = {
  parameters: { msw: [householdOk(householdOf([jordan(), sam()])), birthdateFails()] },
  play: async ({ canvasElement }) => {
    await pressInTag(canvasElement, 'resort-group-members', 'Add BirthDate, Jordan Morgan');
  },
};

/** New Photo: choose an image, then crop it (the cropper loads with the dialog). */
export const NewPhoto: TagStory = {
  play: async ({ canvasElement }) => {
    await pressInTag(canvasElement, 'resort-group-members', 'New Photo, Alex Morgan');
  },
};

/** New Photo with a file the browser cannot read back as an image: the URL-problem message. */
export const NewPhotoUnreadable: TagStory = {
  name: 'New Photo: file cannot be loaded',
  play: async ({ canvasElement }) => {
    await pressInTag(canvasElement, 'resort-group-members', 'New Photo, Alex Morgan');
    const dialog = await inTag(canvasElement, 'resort-group-members').findByRole('dialog', { name: 'New Photo for Alex Morgan' });
    const broken = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'broken.png', { type: 'image/png' });
    await userEvent.upload(await within(dialog).findByLabelText('Choose a photo'), broken);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The chosen file could not be loaded. Choose it again, or choose another.');
  },
};

/** Signed out (or a guest): nothing to show but a prompt. */
export const SignedOut: TagStory = { parameters: { pageData: { user: { SignedIn: false } } } };
