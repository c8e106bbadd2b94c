import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { on } from '../../src/events/bus.ts';
import { startMswServer } from '../../test/msw.ts';
import {
  customerWithPassword,
  customerWithoutPassword,
  LOCKED_MESSAGE,
  lockedErrors,
  noCustomer,
  registrationSettings,
  SHOPPER_PASSWORD,
  wrongPasswordErrors,
} from './signin.fixtures.ts';
import { LOGIN_TIMESTAMP_COOKIE } from './login-timestamp.ts';
import { SignInForm } from './SignInForm.tsx';
import { CUSTOMER_EXISTS_PATH, USER_LOGIN_PATH } from './signin-schemas.ts';
import { freshSignInPage, held, serveLogin, serveLookup, serveSettings } from './test-helpers.ts';
import { errorReports, expectReportedOnce } from '../../test/error-reports.ts';
import './elements/resort-signin-form.ts';
import { pasteInto } from '../../test/paste-into.ts';

const server = startMswServer(serveSettings());
let navigation: ReturnType<typeof freshSignInPage>;

beforeEach(() => {
  navigation = freshSignInPage();
});
afterEach(() => {
  document.cookie = `${LOGIN_TIMESTAMP_COOKIE}=; max-age=0; path=/`;
});

const usernameField = () => screen.getByRole('textbox', { name: 'Email or username' });
const passwordField = () => screen.getByLabelText('Password', { selector: 'input' });

async function toPasswordStep(login = 'Shopper@Example.com') {
  server.use(serveLookup(customerWithPassword()));
  const user = userEvent.setup();
  // The login in one input, as the browser's autofill gives it: these tests are about the password step.
  await user.click(usernameField());
  await user.paste(login);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByLabelText('Password', { selector: 'input' });
  return user;
}

describe('<resort-signin-form>: Username', () => {
  it('is titled Sign In and offers the login field, Continue and the media-card help', () => {
    render(<SignInForm />);
    expect(screen.getByRole('heading', { name: 'Sign In', level: 2 })).toBeInTheDocument();
    expect(usernameField()).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByRole('button', { name: 'Signing in with a pass or media card?' })).toBeInTheDocument();
  });

  it('hides the media-card help when LoginSettings.HideMediaHelp is on', () => {
    freshSignInPage({ LoginSettings: { HideMediaHelp: true } });
    render(<SignInForm />);
    expect(screen.queryByRole('button', { name: 'Signing in with a pass or media card?' })).toBeNull();
  });

  it('disables Continue while the field is empty', async () => {
    render(<SignInForm />);
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await userEvent.type(usernameField(), '   ');
    expect(next).toBeDisabled();
    await userEvent.type(usernameField(), 'a');
    expect(next).toBeEnabled();
  });

  it('says "Username required" when Enter is pressed on an empty field', async () => {
    render(<SignInForm />);
    await userEvent.type(usernameField(), '{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Username required');
    expect(usernameField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('looks the login up (Enter submits), showing Searching... meanwhile, then asks for the password', async () => {
    const lookup = held('get', CUSTOMER_EXISTS_PATH, customerWithPassword());
    let asked: URL | null = null;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes(CUSTOMER_EXISTS_PATH)) asked = new URL(request.url);
    });
    server.use(lookup.handler);
    render(<SignInForm />);
    await userEvent.type(usernameField(), ' Shopper@Example.com {Enter}');
    expect(screen.getByRole('button', { name: 'Searching...' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => lookup.release());
    expect(await screen.findByRole('button', { name: /shopper@example\.com/ })).toBeInTheDocument();
    expect(passwordField()).toHaveFocus();
    expect(asked!.searchParams.get('id')).toBe('Shopper@Example.com');
    expect(asked!.searchParams.get('ts')).toMatch(/^\d+$/);
    server.events.removeAllListeners();
  });

  it('says "Check your login or create a new account." (with its period) for an unknown login, keeping it', async () => {
    server.use(serveLookup(noCustomer()));
    render(<SignInForm />);
    await userEvent.type(usernameField(), 'nobody@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Check your login or create a new account\.$/);
    expect(usernameField()).toHaveValue('nobody@example.com');
    expect(usernameField()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(window.dataLayer).toEqual([]);
  });

  it('treats a 404 from the lookup as an unknown login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(serveLookup({ message: 'Not found' }, 404));
    render(<SignInForm />);
    await userEvent.type(usernameField(), 'nobody@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Check your login or create a new account\.$/);
  });

  it.each([
    ['a 500', () => serveLookup({ message: 'Database down' }, 500), 'The store could not complete this request.'],
    ['an answer of the wrong shape', () => serveLookup({ UserName: 42, HasPassword: 'yes' }), 'The store sent an answer we could not read.'],
    ['a dropped network', () => http.get(CUSTOMER_EXISTS_PATH, () => HttpResponse.error()), 'We could not reach the store.'],
  ])('shows a clear error for %s, sends username_error and re-enables Continue', async (_name, handler, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handler());
    render(<SignInForm />);
    await userEvent.type(usernameField(), 'shopper@example.com{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not look up your account.');
    expect(alert).toHaveTextContent(text);
    expect(window.dataLayer).toEqual([{ event: 'username_error' }]);
    expect(usernameField()).toHaveValue('shopper@example.com');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('sends a customer without a password to password recovery', async () => {
    server.use(serveLookup(customerWithoutPassword()));
    render(<SignInForm />);
    await userEvent.type(usernameField(), 'nopass@example.com{Enter}');
    await vi.waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/passwordrecovery?resetemail=nopass%40example.com'));
    expect(screen.getByRole('button', { name: 'Searching...' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('<resort-signin-form>: Help', () => {
  it('opens Help With Sign In and returns to the Username step with Return To Sign In', async () => {
    const steps: string[] = [];
    render(<SignInForm onStepChange={(step) => steps.push(step)} />);
    await userEvent.type(usernameField(), 'kept@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Signing in with a pass or media card?' }));
    expect(screen.getByRole('heading', { name: 'Help With Sign In' })).toBeInTheDocument();
    expect(screen.getByText(/We made an account for you there/).parentElement).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Return To Sign In' }));
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(usernameField()).toHaveValue('kept@example.com');
    expect(usernameField()).toHaveFocus();
    expect(steps).toEqual(['help', 'username']);
  });
});

describe('<resort-signin-form>: Password', () => {
  it('shows the login lowercased on the back button, which returns to Username', async () => {
    render(<SignInForm />);
    const user = await toPasswordStep(' Shopper@Example.COM ');
    const back = screen.getByRole('button', { name: 'Change login: shopper@example.com' });
    expect(back).toHaveTextContent('shopper@example.com');
    await user.click(back);
    expect(usernameField()).toHaveValue(' Shopper@Example.COM ');
    expect(usernameField()).toHaveFocus();
  });

  it('shows and hides the password', async () => {
    render(<SignInForm />);
    const user = await toPasswordStep();
    await user.type(passwordField(), 'secret');
    expect(passwordField()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('shows a Forgot password link to /passwordrecovery, worded exactly so', async () => {
    render(<SignInForm />);
    await toPasswordStep();
    const link = screen.getByRole('link', { name: /forgot password/i });
    expect(link).toHaveTextContent(/^Forgot password$/);
    expect(link).toHaveAttribute('href', '/passwordrecovery');
  });

  it('says "Password required" when signing in without one', async () => {
    render(<SignInForm />);
    const user = await toPasswordStep();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password required');
  });

  it('signs in (Enter submits): Signing in..., then Success!, the event, the cookie, and the return URL', async () => {
    const login = held('post', USER_LOGIN_PATH, { success: true });
    let sent: { body: unknown; token: string | null } | null = null;
    server.events.on('request:start', ({ request }) => {
      if (!request.url.includes(USER_LOGIN_PATH)) return;
      const token = request.headers.get('RequestVerificationToken');
      void request
        .clone()
        .json()
        .then((body: unknown) => (sent = { body, token }));
    });
    server.use(login.handler);
    const authenticated = vi.fn();
    const stop = on('resort:user:authenticated', authenticated);
    render(<SignInForm returnUrl="/cart" />);
    const user = await toPasswordStep();
    await pasteInto(passwordField(), SHOPPER_PASSWORD, user);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Signing in...' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => login.release());
    expect(await screen.findByRole('button', { name: 'Success!' })).toHaveAttribute('aria-disabled', 'true');
    expect(sent).toEqual({ body: { Email: 'Shopper@Example.com', Password: SHOPPER_PASSWORD }, token: 't0ken' });
    expect(authenticated).toHaveBeenCalledWith(expect.objectContaining({ userName: 'shopper@example.com' }));
    expect(document.cookie).toMatch(new RegExp(`${LOGIN_TIMESTAMP_COOKIE}=\\d+`));
    expect(navigation.assign).toHaveBeenCalledWith('/cart');
    stop();
    server.events.removeAllListeners();
  });

  it('hands a successful sign-in to the lightbox instead of leaving the page', async () => {
    server.use(serveLogin({ success: true }));
    const onAuthenticated = vi.fn();
    render(<SignInForm embedded onAuthenticated={onAuthenticated} />);
    const user = await toPasswordStep();
    await pasteInto(passwordField(), SHOPPER_PASSWORD, user);
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(onAuthenticated).toHaveBeenCalledTimes(1));
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('shows the wrong-password text, resets the button to Sign in and keeps the password', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(serveLogin(wrongPasswordErrors(), 400));
    render(<SignInForm />);
    const user = await toPasswordStep();
    await user.type(passwordField(), 'Resort!2025{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent("Your account or password is incorrect. If you don't remember your password, reset it now.");
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(passwordField()).toHaveValue('Resort!2025');
    expect(passwordField()).toHaveFocus();
    expect(window.dataLayer).toEqual([]);
    expectReportedOnce({ widget: 'resort-signin-form', operation: 'POST /api/user/login', status: 400 });
    expect(JSON.stringify(errorReports())).not.toContain('Resort!2025');
  });

  it('shows the account-locked text (the empty-key entry) under the password field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(serveLogin(lockedErrors(), 400));
    render(<SignInForm />);
    const user = await toPasswordStep('locked@example.com');
    await pasteInto(passwordField(), SHOPPER_PASSWORD, user);
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOCKED_MESSAGE);
    expect(passwordField()).toHaveAttribute('aria-describedby', alert.id);
  });

  it.each([
    ['a 500', () => serveLogin({ message: 'Database down' }, 500), 'The store could not complete this request.'],
    ['a 400 that is not field errors', () => serveLogin({ success: false, message: 'Missing or invalid anti-forgery token.' }, 400), 'The store could not complete this request.'],
    ['an answer of the wrong shape', () => serveLogin({ ok: 'yes' }), 'The store sent an answer we could not read.'],
    ['success: false', () => serveLogin({ success: false }), 'The store sent an answer we could not read.'],
    ['a dropped network', () => http.post(USER_LOGIN_PATH, () => HttpResponse.error()), 'We could not reach the store.'],
    ['too many attempts', () => serveLogin({ message: 'Slow down' }, 429), 'Too many sign-in attempts from this address.'],
  ])('shows a clear error for %s, sends login_error and keeps the password', async (_name, handler, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handler());
    render(<SignInForm />);
    const user = await toPasswordStep();
    await pasteInto(passwordField(), SHOPPER_PASSWORD, user);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(window.dataLayer).toEqual([{ event: 'login_error' }]);
    expect(passwordField()).toHaveValue(SHOPPER_PASSWORD);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});

describe('<resort-signin-form>: links', () => {
  it('links Create An Account with the return URL and Find your account; Back to Store only when asked', async () => {
    const { rerender } = render(<SignInForm returnUrl="/s/rentals?page=2" />);
    expect(await screen.findByRole('link', { name: 'Create An Account' })).toHaveAttribute('href', '/register?returnUrl=%2Fs%2Frentals%3Fpage%3D2');
    expect(screen.getByRole('link', { name: 'Find your account' })).toHaveAttribute('href', '/register/findbyemail');
    expect(screen.queryByRole('link', { name: 'Back to Store' })).toBeNull();
    rerender(<SignInForm returnUrl="/s/rentals?page=2" backToStore />);
    expect(screen.getByRole('link', { name: 'Back to Store' })).toHaveAttribute('href', '/');
  });

  it('never links back to another site', () => {
    render(<SignInForm returnUrl="https://evil.example/" />);
    expect(screen.getByRole('link', { name: 'Create An Account' })).toHaveAttribute('href', '/register?returnUrl=%2F');
  });

  it('hides Create An Account when the store has registration disabled', async () => {
    server.use(serveSettings(registrationSettings({ UserRegistrationType: 'Disabled' })));
    render(<SignInForm />);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Create An Account' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Find your account' })).toBeInTheDocument();
  });

  it('renders the title at the level asked for, and none inside the lightbox', () => {
    const { rerender } = render(<SignInForm headingLevel={1} />);
    expect(screen.getByRole('heading', { name: 'Sign In', level: 1 })).toBeInTheDocument();
    rerender(<SignInForm embedded />);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
