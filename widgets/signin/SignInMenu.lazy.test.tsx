import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startMswServer } from '../../test/msw.ts';
import { SignInMenu } from './SignInMenu.tsx';
import { freshSignInPage, serveSettings } from './test-helpers.ts';

// The lightbox's chunk is held back until the test lets it arrive, as on a slow network.
const chunk = vi.hoisted(() => {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { asked: 0, arrived, arrive: () => arrive() };
});
vi.mock('./SignInLightbox.tsx', async (importOriginal) => {
  chunk.asked += 1;
  await chunk.arrived;
  return importOriginal();
});

startMswServer(serveSettings());
beforeEach(() => freshSignInPage({ user: { SignedIn: false, IsGuest: true } }));

const trigger = () => screen.getByRole('button', { name: 'Sign In' });

describe('<resort-signin-menu> before its lightbox has arrived', () => {
  it('asks for the lightbox only when the pointer or the focus reaches Sign In; a click before it arrives shows the button at work, then the dialog with the login field focused', async () => {
    render(<SignInMenu />);
    expect(chunk.asked).toBe(0);
    fireEvent.pointerEnter(trigger(), { pointerType: 'touch' });
    await vi.waitFor(() => expect(chunk.asked).toBe(1));

    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => chunk.arrive());
    expect(await screen.findByRole('dialog', { name: 'Sign in to your account' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Email or username' })).toHaveFocus());
    expect(trigger()).not.toHaveAttribute('aria-busy');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveFocus();
    // Opened again, from the keyboard: at once now.
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Sign in to your account' })).toBeInTheDocument();
  });
});
