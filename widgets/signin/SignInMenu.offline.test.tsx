import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startMswServer } from '../../test/msw.ts';
import { SignInMenu } from './SignInMenu.tsx';
import { freshSignInPage, serveSettings } from './test-helpers.ts';

// The page is offline until the test says otherwise: the lightbox's chunk cannot be fetched.
const network = vi.hoisted(() => ({ offline: true }));
vi.mock('./SignInLightbox.tsx', async (importOriginal) => {
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

startMswServer(serveSettings());
beforeEach(() => freshSignInPage({ user: { SignedIn: false, IsGuest: true } }));

const trigger = () => screen.getByRole('button', { name: 'Sign In' });

describe('<resort-signin-menu> when its lightbox cannot be fetched', () => {
  it('keeps the Sign In button, says the lightbox could not be shown with Try again, and opens it once it arrives', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<SignInMenu />);
    await userEvent.click(trigger());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be shown.');
    expect(trigger()).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('dialog')).toBeNull();

    network.offline = false;
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('dialog', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Email or username' })).toHaveFocus());
  });
});
