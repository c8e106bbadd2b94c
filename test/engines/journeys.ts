/**
 * The journeys that run in every engine (Chromium runs them and more in Playwright,
 * `test/e2e/`): each written once against `Engine`, short, and ending where the shopper sees the
 * result. Each starts as a fresh visitor; the clean console is checked after it by the runner.
 */
import type { Engine } from './engine.ts';
import { at, focused, see } from './steps.ts';

export interface Journey {
  name: string;
  run(engine: Engine): Promise<void>;
}

const SHOPPER = { email: 'shopper@example.com', password: 'Resort!2026' };
const MENU = 'header resort-signin-menu';

export const journeys: readonly Journey[] = [
  {
    name: 'sign-in through the lightbox',
    async run(engine) {
      await engine.goto('/');
      await engine.click({ within: MENU, css: 'button', name: 'Sign In' });
      await see(engine, { within: MENU, css: 'dialog, [role="dialog"]', name: 'Sign In' });
      await see(engine, { within: MENU, css: 'input', name: 'Email or username' }, focused, 'focused');
      await engine.type(SHOPPER.email);
      await engine.press('Enter');
      await see(engine, { within: MENU, css: 'input[type="password"]', name: 'Password' }, focused, 'focused');
      await engine.type(SHOPPER.password);
      await engine.press('Enter');
      await see(engine, { within: MENU, css: 'a', name: 'My Account' });
      await see(engine, { within: MENU, css: '*', name: 'Hi, Alex' });
      await at(engine, '/');
    },
  },
];
