import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { emit } from '../../src/events/bus.ts';
import { startMswServer } from '../../test/msw.ts';
import { customerWithPassword, SHOPPER_PASSWORD } from './signin.fixtures.ts';
import { LOGIN_TIMESTAMP_COOKIE, recordLogin } from './login-timestamp.ts';
import { SignInMenu } from './SignInMenu.tsx';
import { freshSignInPage, serveLogin, serveLookup, serveSettings } from './test-helpers.ts';

const server = startMswServer(serveSettings());
let navigation: ReturnType<typeof freshSignInPage>;

beforeEach(() => {
  navigation = freshSignInPage({ user: { SignedIn: false, IsGuest: true } });
});
afterEach(() => {
  vi.useRealTimers();
  document.cookie = `${LOGIN_TIMESTAMP_COOKIE}=; max-age=0; path=/`;
});

const trigger = () => screen.getByRole('button', { name: 'Sign In' });
const dialog = () => screen.queryByRole('dialog');

async function openByClick() {
  const user = userEvent.setup();
  await user.click(trigger());
  await screen.findByRole('textbox', { name: 'Email or username' });
  return user;
}

describe('<resort-signin-menu> signed in', () => {
  it('greets the shopper by first name with My Account and Sign Out', () => {
    freshSignInPage({ user: { SignedIn: true, FirstName: 'Alex' } });
    render(<SignInMenu />);
    expect(screen.getByText('Hi, Alex')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/userinfo');
    expect(screen.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/logout');
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
  });

  it('takes its links from the account-url and logout-url attributes', () => {
    freshSignInPage({ user: { SignedIn: true, FirstName: 'Alex' } });
    render(<SignInMenu accountUrl="/account" logoutUrl="/signout" />);
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/signout');
  });

  it('signs out through /logout?returnUrl=/ when authentication is external', () => {
    freshSignInPage({ user: { SignedIn: true, FirstName: 'Alex' }, Authentication: { IsExternal: true } });
    render(<SignInMenu />);
    expect(screen.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/logout?returnUrl=/');
  });

  it('counts a sign-in that just reloaded the page as successful_login', () => {
    freshSignInPage({ user: { SignedIn: true, FirstName: 'Alex' } });
    recordLogin(Date.now() - 2000);
    render(<SignInMenu />);
    expect(window.dataLayer).toEqual([{ event: 'successful_login' }, { event: 'login', method: 'password' }]);
  });
});

describe('<resort-signin-menu> signed out', () => {
  it('treats a guest as signed out', () => {
    freshSignInPage({ user: { SignedIn: true, IsGuest: true, FirstName: 'Guest' } });
    render(<SignInMenu />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByText(/Guest/)).toBeNull();
  });

  it('opens the lightbox titled Sign In on click, with the login field focused', async () => {
    render(<SignInMenu />);
    await openByClick();
    expect(screen.getByRole('dialog', { name: 'Sign in to your account' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Email or username' })).toHaveFocus());
  });

  it('opens on Enter', async () => {
    render(<SignInMenu />);
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Sign in to your account' })).toBeInTheDocument();
  });

  it('shows Help With Sign In as the lightbox title on the Help step', async () => {
    render(<SignInMenu />);
    const user = await openByClick();
    await user.click(screen.getByRole('button', { name: 'Signing in with a pass or media card?' }));
    expect(screen.getByRole('dialog', { name: 'Help With Sign In' })).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to Sign In', async () => {
    render(<SignInMenu />);
    const user = await openByClick();
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('closed with a login typed, opens again holding it', async () => {
    render(<SignInMenu />);
    const user = await openByClick();
    await user.type(screen.getByRole('textbox', { name: 'Email or username' }), 'alex@exam');
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    await user.click(trigger());
    expect(await screen.findByRole('textbox', { name: 'Email or username' })).toHaveValue('alex@exam');
  });

  it('opens after a 500 ms hover, and hover cannot reopen it for 1500 ms after closing', async () => {
    vi.useFakeTimers();
    render(<SignInMenu />);
    fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
    await act(async () => vi.advanceTimersByTime(499));
    expect(dialog()).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(dialog()).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog()).toBeNull();
    fireEvent.pointerLeave(trigger(), { pointerType: 'mouse' });
    await act(async () => vi.advanceTimersByTime(1000));
    fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
    await act(async () => vi.advanceTimersByTime(1000));
    expect(dialog()).toBeNull();

    fireEvent.pointerLeave(trigger(), { pointerType: 'mouse' });
    fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
    await act(async () => vi.advanceTimersByTime(500));
    expect(dialog()).not.toBeNull();
  });

  it('does not open when the pointer passes by in under 500 ms, nor on a touch', async () => {
    vi.useFakeTimers();
    render(<SignInMenu />);
    fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
    await act(async () => vi.advanceTimersByTime(300));
    fireEvent.pointerLeave(trigger(), { pointerType: 'mouse' });
    fireEvent.pointerEnter(trigger(), { pointerType: 'touch' });
    await act(async () => vi.advanceTimersByTime(2000));
    expect(dialog()).toBeNull();
  });

  it('opens when the host sends resort:signin:open', async () => {
    render(<SignInMenu />);
    await act(async () => emit('resort:signin:open', undefined));
    expect(await screen.findByRole('dialog', { name: 'Sign in to your account' })).toBeInTheDocument();
  });

  it('keeps the focus on Sign in inside the lightbox while the store answers', async () => {
    server.use(
      serveLookup(customerWithPassword()),
      http.post('/api/user/login', () => new Response(new ReadableStream<Uint8Array>(), { headers: { 'Content-Type': 'application/json' } })),
    );
    render(<SignInMenu />);
    const user = await openByClick();
    await user.type(screen.getByRole('textbox', { name: 'Email or username' }), 'shopper@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Password', { selector: 'input' }), SHOPPER_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const signingIn = await screen.findByRole('button', { name: 'Signing in...' });
    expect(signingIn).toHaveAttribute('aria-disabled', 'true');
    expect(signingIn).not.toBeDisabled();
    expect(signingIn).toHaveFocus();
  });

  it('reloads the page once the lightbox has signed the shopper in', async () => {
    server.use(serveLookup(customerWithPassword()), serveLogin({ success: true }));
    render(<SignInMenu />);
    const user = await openByClick();
    await user.type(screen.getByRole('textbox', { name: 'Email or username' }), 'shopper@example.com{Enter}');
    await user.type(await screen.findByLabelText('Password', { selector: 'input' }), `${SHOPPER_PASSWORD}{Enter}`);
    await vi.waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Success!' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('<resort-signin-menu> with external authentication', () => {
  it('links Sign In to /login?returnUrl=/ instead of opening the lightbox', () => {
    freshSignInPage({ Authentication: { IsExternal: true } });
    render(<SignInMenu />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?returnUrl=/');
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
  });

  it('goes to /login?returnUrl=/ when the host sends resort:signin:open', async () => {
    freshSignInPage({ Authentication: { IsExternal: true } });
    render(<SignInMenu />);
    await act(async () => emit('resort:signin:open', undefined));
    expect(navigation.assign).toHaveBeenCalledWith('/login?returnUrl=/');
  });
});
