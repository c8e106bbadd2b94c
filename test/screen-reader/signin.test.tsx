/**
 * Sign-in's three steps (the login, a wrong password, the right one) as a screen-reader user hears
 * them: each field as it takes the focus, the error as it is announced and tied to its field.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startMswServer } from '../msw.ts';
import { SignInForm } from '../../widgets/signin/SignInForm.tsx';
import { freshSignInPage, held, serveLogin, serveLookup, serveSettings } from '../../widgets/signin/test-helpers.ts';
import { USER_LOGIN_PATH } from '../../widgets/signin/signin-schemas.ts';
import { customerWithPassword, SHOPPER_PASSWORD, wrongPasswordErrors } from '../../widgets/signin/signin.fixtures.ts';
import { listen } from './listener.ts';

const server = startMswServer(serveSettings());

describe('<resort-signin-form> heard by a screen-reader user', () => {
  it('the login, a wrong password announced and described on its field, then the right one, busy while it signs in', async () => {
    const navigation = freshSignInPage();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(serveLookup(customerWithPassword()), serveLogin(wrongPasswordErrors(), 400));
    render(<SignInForm />);
    const sr = await listen();
    const user = userEvent.setup();

    expect(await sr.readUntil(/^button, Continue/)).toEqual(['region, Sign In', 'heading, Sign In, level 2', 'form', 'Email or username', 'textbox, Email or username', 'button, Continue, disabled']);

    await user.tab();
    expect(await sr.said()).toEqual(['textbox, Email or username']);
    await user.keyboard('Shopper@Example.com');
    await user.tab();
    expect(await sr.said()).toEqual(['button, Continue']);

    // Step two: the focus is put in the password field. The reader knows no role for a password
    // input (ARIA has none) and speaks its label; NVDA says "Password, edit, protected".
    await user.keyboard('{Enter}');
    await screen.findByLabelText('Password', { selector: 'input' });
    expect(await sr.said()).toEqual(['Password']);
    expect(await sr.readUntil(/^button, Sign in/)).toEqual(
      expect.arrayContaining(['button, Show password, 1 control', 'link, Forgot password', 'button, Sign in']),
    );
    await user.click(screen.getByLabelText('Password', { selector: 'input' }));
    await sr.said();

    await user.keyboard('Resort!2025{Enter}');
    await screen.findByRole('alert');
    expect(await sr.said()).toEqual(["assertive: Your account or password is incorrect. If you don't remember your password, reset it now."]);
    // The field keeps the focus; read again, the error is its description. (The reader speaks the
    // typed password, which a screen reader never does: it is left out here.)
    expect(await sr.focused()).toMatch(/^Password, .+, Your account or password is incorrect\. If you don't remember your password, reset it now\.$/);

    const login = held('post', USER_LOGIN_PATH, { success: true });
    server.use(login.handler);
    await user.click(screen.getByLabelText('Password', { selector: 'input' }));
    await user.clear(screen.getByLabelText('Password', { selector: 'input' }));
    await user.keyboard(`${SHOPPER_PASSWORD}`);
    await sr.said();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await sr.said()).toEqual(['button, Signing in..., disabled']);
    login.release();
    await vi.waitFor(() => expect(navigation.assign).toHaveBeenCalled());
    await sr.stop();
  });
});
