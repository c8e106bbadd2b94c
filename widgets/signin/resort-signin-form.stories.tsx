import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { signInFormMeta } from './docs.ts';
import { registrationSettings, SHOPPER_EMAIL, SHOPPER_PASSWORD } from './signin.fixtures.ts';
import {
  loginFails,
  loginLocked,
  loginOk,
  loginPending,
  loginRateLimited,
  loginWrongPassword,
  lookupFails,
  lookupFindsNobody,
  lookupFindsNoPassword,
  lookupFindsPassword,
  lookupPending,
  settingsOk,
} from './story-handlers.ts';
import { pressEnter, typeInto } from '../../stories/interactions.ts';
import { inTag, tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';

export default {
  title: 'Sign-in/<resort-signin-form>',
  ...tagMeta(signInFormMeta, {
    load: () => import('./elements/resort-signin-form.ts'),
    args: { returnUrl: '/cart', backToStore: false, headingLevel: 2 },
    parameters: { pageData: { user: { SignedIn: false, IsGuest: true } } },
  }),
} satisfies Meta<TagArgs>;

type Story = TagStory;

type Play = NonNullable<Story['play']>;

const form = (canvasElement: HTMLElement) => inTag(canvasElement, 'resort-signin-form');

/** Types a login and presses Continue. */
const continueWith =
  (login: string): Play =>
  async ({ canvasElement }) => {
    const canvas = form(canvasElement);
    await typeInto(await canvas.findByRole('textbox', { name: 'Email or username' }), login);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  };

/** Reaches the Password step, types the password and presses Sign in. */
const signInWith =
  (password: string): Play =>
  async (context) => {
    await continueWith(SHOPPER_EMAIL)(context);
    const canvas = form(context.canvasElement);
    await typeInto(await canvas.findByLabelText('Password', { selector: 'input' }), password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  };

/** The Username step: the login field, Continue (disabled until something is typed) and the media-card help. */
export const Username: Story = {
  parameters: { msw: [settingsOk(), lookupFindsPassword(), loginOk()] },
};

/** `LoginSettings.HideMediaHelp` on: no media-card help link. */
export const WithoutMediaHelp: Story = {
  parameters: { msw: [settingsOk()], pageData: { LoginSettings: { HideMediaHelp: true } } },
};

/** On its own page (`/login`): a level-1 title and Back to Store. */
export const SignInPage: Story = {
  args: { headingLevel: 1, backToStore: true },
  parameters: { msw: [settingsOk(), lookupFindsPassword(), loginOk()] },
};

/** The store has registration disabled (`/api/user/settings`): no Create An Account. */
export const RegistrationDisabled: Story = {
  parameters: { msw: [settingsOk(registrationSettings({ UserRegistrationType: 'Disabled' }))] },
};

/** Continue pressed, the lookup not answered yet: `Searching...`, disabled. */
export const Searching: Story = {
  parameters: { msw: [settingsOk(), lookupPending()] },
  play: async (context) => {
    await continueWith(SHOPPER_EMAIL)(context);
    await expect(await form(context.canvasElement).findByRole('button', { name: 'Searching...' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Enter on an empty field: `Username required`. */
export const UsernameRequired: Story = {
  parameters: { msw: [settingsOk()] },
  play: async ({ canvasElement }) => {
    const canvas = form(canvasElement);
    pressEnter(await canvas.findByRole('textbox', { name: 'Email or username' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Username required');
  },
};

/** Nobody has that login. */
export const UnknownLogin: Story = {
  parameters: { msw: [settingsOk(), lookupFindsNobody()] },
  play: async (context) => {
    await continueWith('nobody@example.com')(context);
    await expect(await form(context.canvasElement).findByRole('alert')).toHaveTextContent('Check your login or create a new account.');
  },
};

/** The lookup failed (HTTP 500): a clear error, Continue enabled again, the login kept. */
export const LookupFailed: Story = {
  parameters: { msw: [settingsOk(), lookupFails()] },
  play: async (context) => {
    await continueWith(SHOPPER_EMAIL)(context);
    await expect(await form(context.canvasElement).findByRole('alert')).toHaveTextContent('We could not look up your account.');
  },
};

/** A customer without a password: the form stays on `Searching...` while the browser leaves for password recovery. */
export const NoPassword: Story = {
  parameters: { msw: [settingsOk(), lookupFindsNoPassword()] },
  play: continueWith('nopass@example.com'),
};

/** The Password step: back button with the login in lower case, show/hide, Forgot password, Sign in. */
export const Password: Story = {
  parameters: { msw: [settingsOk(), lookupFindsPassword(), loginOk()] },
  play: async (context) => {
    await continueWith('Shopper@Example.com')(context);
    await expect(await form(context.canvasElement).findByRole('button', { name: /shopper@example\.com/ })).toBeVisible();
  },
};

/** Sign in pressed with no password: `Password required`. */
export const PasswordRequired: Story = {
  parameters: { msw: [settingsOk(), lookupFindsPassword()] },
  play: async (context) => {
    await continueWith(SHOPPER_EMAIL)(context);
    const canvas = form(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Password required');
  },
};

/** The login not answered yet: `Signing in...`, disabled. */
export const SigningIn: Story = {
  parameters: { msw: [settingsOk(), lookupFindsPassword(), loginPending()] },
  play: async (context) => {
    await signInWith(SHOPPER_PASSWORD)(context);
    await expect(await form(context.canvasElement).findByRole('button', { name: 'Signing in...' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Signed in: `Success!` (a page would now go on, or the lightbox reload it). */
export const Success: Story = {
  parameters: { msw: [settingsOk(), lookupFindsPassword(), loginOk()] },
  play: async (context) => {
    await signInWith(SHOPPER_PASSWORD)(context);
    await expect(await form(context.canvasElement).findByRole('button', { name: 'Success!' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A wrong password: the spec's text under the field, the button back to `Sign in`. */
export const WrongPassword: Story = {
  parameters: { msw: [settingsOk(), lookupFindsPassword(), loginWrongPassword()] },
  play: async (context) => {
    await signInWith('Resort!2025')(context);
    await expect(await form(context.canvasElement).findByRole('alert')).toHaveTextContent('Your account or password is incorrect.');
  },
};

/** The account is locked: the store's text (the empty key of its 400 answer) under the password field. */
export const AccountLocked: Story = {
  parameters: { msw: [settingsOk(), lookupFindsPassword(), loginLocked()] },
  play: async (context) => {
    await signInWith(SHOPPER_PASSWORD)(context);
    await expect(await form(context.canvasElement).findByRole('alert')).toHaveTextContent('This account is locked.');
  },
};

/** The store's rate limit (429): "Too many sign-in attempts…", the password kept. */
export const TooManyAttempts: Story = {
  name: 'Too many attempts (429)',
  parameters: { msw: [settingsOk(), lookupFindsPassword(), loginRateLimited()] },
  play: async (context) => {
    await signInWith(SHOPPER_PASSWORD)(context);
    await expect(await form(context.canvasElement).findByRole('alert')).toHaveTextContent('Too many sign-in attempts from this address. Please wait a few minutes and try again.');
  },
};

/** The network dropped during the login: a clear error, the password kept. */
export const LoginFailed: Story = {
  parameters: { msw: [settingsOk(), lookupFindsPassword(), loginFails()] },
  play: async (context) => {
    await signInWith(SHOPPER_PASSWORD)(context);
    await expect(await form(context.canvasElement).findByRole('alert')).toHaveTextContent('We could not sign you in.');
  },
};

/** Help With Sign In, with Return To Sign In. */
export const Help: Story = {
  parameters: { msw: [settingsOk()] },
  play: async ({ canvasElement }) => {
    const canvas = form(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Signing in with a pass or media card?' }));
    await expect(await canvas.findByRole('heading', { name: 'Help With Sign In' })).toBeVisible();
  },
};
