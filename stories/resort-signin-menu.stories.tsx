import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SignInMenu } from '../widgets/signin/SignInMenu.tsx';
import { fieldStyles } from '../src/ui/field-styles.ts';
import { signInFormStyles } from '../widgets/signin/styles/signin-form.ts';
import { signInMenuStyles } from '../widgets/signin/styles/signin-menu.ts';
import { SHOPPER_EMAIL, SHOPPER_PASSWORD } from '../test/fixtures/signin.ts';
import { loginOk, lookupFindsPassword, settingsOk } from './signin-handlers.ts';

const signedOut = { user: { SignedIn: false, IsGuest: true } };

const meta = {
  title: 'Sign-in/<resort-signin-menu>',
  component: SignInMenu,
  parameters: { islandStyles: signInMenuStyles + fieldStyles + signInFormStyles, msw: [settingsOk(), lookupFindsPassword(), loginOk()] },
  args: { accountUrl: '/userinfo', logoutUrl: '/logout' },
  decorators: [
    // The menu sits in the host's dark header.
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '0.75rem 1rem', background: '#123a5c', minHeight: '3rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignInMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: greeting, My Account, Sign Out. */
export const SignedIn: Story = {
  parameters: { pageData: { user: { SignedIn: true, FirstName: 'Alex', LastName: 'Morgan' } } },
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
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('dialog', { name: 'Sign In' })).toBeVisible();
  },
};

/** Signing in from the lightbox: `Success!`, then the page would reload. */
export const LightboxSignedIn: Story = {
  parameters: { pageData: signedOut },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email or username' }), `${SHOPPER_EMAIL}{Enter}`);
    await userEvent.type(await canvas.findByLabelText('Password', { selector: 'input' }), `${SHOPPER_PASSWORD}{Enter}`);
    await expect(await canvas.findByRole('button', { name: 'Success!' })).toBeDisabled();
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
