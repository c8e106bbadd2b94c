import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { signInMenuMeta } from './docs.ts';
import { readVisit } from './visit-cookie.ts';
import { SHOPPER_EMAIL, SHOPPER_PASSWORD } from './signin.fixtures.ts';
import { loginOk, loginPending, lookupFindsPassword, settingsOk } from './story-handlers.ts';
import { pressEnter, typeInto } from '../../stories/interactions.ts';
import { inTag, tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';

const signedOut = { user: { SignedIn: false, IsGuest: true } };

export default {
  title: 'Sign-in/<resort-signin-menu>',
  ...tagMeta(signInMenuMeta, {
    load: () => import('./elements/resort-signin-menu.ts'),
    args: { accountUrl: '/userinfo', logoutUrl: '/logout' },
    parameters: { msw: [settingsOk(), lookupFindsPassword(), loginOk()] },
    decorators: [
      // The menu sits in the host's dark header.
      (Story) => (
        <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '0.75rem 1rem', background: '#123a5c', minHeight: '3rem' }}>
          <Story />
        </div>
      ),
    ],
  }),
} satisfies Meta<TagArgs>;

type Story = TagStory;

const menu = (canvasElement: HTMLElement) => inTag(canvasElement, 'resort-signin-menu');

/** Types the shopper's login and password in the lightbox's form, each with Enter. */
async function signInFromTheLightbox(canvas: ReturnType<typeof menu>): Promise<void> {
  const login = await canvas.findByRole('textbox', { name: 'Email or username' });
  await typeInto(login, SHOPPER_EMAIL);
  pressEnter(login);
  const password = await canvas.findByLabelText('Password', { selector: 'input' });
  await typeInto(password, SHOPPER_PASSWORD);
  pressEnter(password);
}

/** Signed in: greeting, My Account, Sign Out; the page is counted in the host's visit cookie (`resort_visit`). */
export const SignedIn: Story = {
  parameters: { pageData: { user: { SignedIn: true, FirstName: 'Alex', LastName: 'Morgan' } } },
  play: async ({ canvasElement }) => {
    await inTag(canvasElement, 'resort-signin-menu').findByText(/Alex/);
    const visit = readVisit(document.cookie);
    await expect(visit?.count).toBeGreaterThan(0);
    await expect(Object.keys(visit ?? {})).toEqual(['count', 'lastPage', 'loggedIn', 'name', 'lastPageName']);
  },
};

/** Signed in without a first name on file. */
export const SignedInWithoutName: Story = {
  parameters: { pageData: { user: { SignedIn: true, FirstName: '' } } },
};

/** Signed out (a guest counts as signed out): Sign In; hover 500 ms, click or Enter opens the lightbox. */
export const SignedOut: Story = {
  parameters: { pageData: signedOut },
};

/** The lightbox open on the Username step. */
export const LightboxOpen: Story = {
  parameters: { pageData: signedOut },
  play: async ({ canvasElement }) => {
    const canvas = menu(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('dialog', { name: 'Sign in to your account' })).toBeVisible();
  },
};

/** Signing in from the lightbox, the store not answered yet: `Signing in...`, focus kept on the button. */
export const LightboxSigningIn: Story = {
  parameters: { pageData: signedOut, msw: [settingsOk(), lookupFindsPassword(), loginPending()] },
  play: async ({ canvasElement }) => {
    const canvas = menu(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign In' }));
    await signInFromTheLightbox(canvas);
    await expect(await canvas.findByRole('button', { name: 'Signing in...' })).toBeVisible();
  },
};

/** Signing in from the lightbox: `Success!`, then the page would reload. */
export const LightboxSignedIn: Story = {
  parameters: { pageData: signedOut },
  play: async ({ canvasElement }) => {
    const canvas = menu(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign In' }));
    await signInFromTheLightbox(canvas);
    await expect(await canvas.findByRole('button', { name: 'Success!' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** External authentication, signed out: Sign In links to `/login?returnUrl=/`. */
export const ExternalSignedOut: Story = {
  parameters: { pageData: { ...signedOut, Authentication: { IsExternal: true } } },
};

/** External authentication, signed in: sign out goes through `/logout?returnUrl=/`. */
export const ExternalSignedIn: Story = {
  parameters: { pageData: { user: { SignedIn: true, FirstName: 'Alex' }, Authentication: { IsExternal: true } } },
};
