import type { Meta } from '@storybook/react-vite';
import { profileMeta } from './docs.ts';
import { savedProfile } from './profile.fixtures.ts';
import { tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';
import { pressInTag } from '../group-members/story-handlers.ts';
import { saveProfileFail, saveProfileOk, saveProfilePending, typeEmail, usernameTaken } from './story-handlers.ts';

const signedIn = { user: { SignedIn: true, FirstName: 'Alex', LastName: 'Morgan' } };
const pressSave = ({ canvasElement }: { canvasElement: HTMLElement }) => pressInTag(canvasElement, 'resort-profile', 'Save');

export default {
  title: 'Household/<resort-profile>',
  ...tagMeta(profileMeta, {
    load: () => import('./elements/resort-profile.ts'),
    args: { profile: savedProfile() },
    parameters: { pageData: signedIn, msw: [saveProfileOk()] },
  }),
} satisfies Meta<TagArgs>;

/** The profile on file: names, e-mail, phone, birthday and a US address. */
export const Filled: TagStory = {};

/** Nothing on file yet: an empty form. */
export const Empty: TagStory = { args: { profile: undefined } };

/** Save pressed with the names and birthday missing: the problems in the spec's words. */
export const Invalid: TagStory = {
  args: { profile: savedProfile({ FirstName: '', LastName: '', DateOfBirth: null }) },
  play: pressSave,
};

/** Waiting for the store: Saving…, the button keeps the focus. */
export const Saving: TagStory = { parameters: { msw: [saveProfilePending()] }, play: pressSave };

/** Saved: the store's answer shown, with Your profile has been saved. */
export const Saved: TagStory = { play: pressSave };

/** The store failed: why, and the form as typed, ready to save again. */
export const SaveFailed: TagStory = { parameters: { msw: [saveProfileFail()] }, play: pressSave };

/** A new e-mail another account already has: the store's refusal. */
export const EmailTaken: TagStory = {
  parameters: { msw: [usernameTaken(), saveProfileOk()] },
  play: async ({ canvasElement }) => {
    await typeEmail(canvasElement, 'admin@example.com');
    await pressSave({ canvasElement });
  },
};

/** The profile attribute is not a profile: the form starts empty and says so. */
export const UnreadableProfile: TagStory = { args: { profile: { FirstName: 42 } } };

/** Signed out: a line asking to sign in. */
export const SignedOut: TagStory = { parameters: { pageData: { user: { SignedIn: false } } } };
