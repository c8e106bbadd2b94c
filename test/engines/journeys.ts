/**
 * The journeys that run in every engine (Chromium runs them, and more, through Playwright in
 * `test/e2e/`): each written once against `Engine`, short, ending where the shopper sees the
 * result. Each starts as a fresh visitor; the runner checks the console after it. Journeys that
 * change what the store keeps for a customer (a signed release, an order) register a customer of
 * their own, so the second engine finds the store as the first did.
 */
import type { Engine, FrameField, Query } from './engine.ts';
import { dialogFocus, type DialogFocus } from './page-scripts.ts';
import { at, focused, gone, see, WAIT } from './steps.ts';

/** The engines `run.ts` drives. */
export type EngineName = 'firefox' | 'webkit';

export interface Journey {
  name: string;
  run(engine: Engine): Promise<void>;
  /**
   * The engines `npm test` runs it in (`--gate`) on every change; without it, the journey runs in
   * one engine, the engines taking turns (`gate-turns.ts`). `npm run test:engines` runs it in all.
   */
  gate?: readonly EngineName[];
}

const SHOPPER = { email: 'shopper@example.com', password: 'Resort!2026' };
const MENU = 'header resort-signin-menu';
const MINICART = 'header resort-minicart';
const PRODUCT = 'main resort-product';
const PAYMENT = 'resort-payment-form';
const VISA = { number: '4111111111111111', expiry: '1230', cvv: '111', postalCode: '80435' };

const button = (within: string | undefined, name: string | RegExp): Query => ({ ...(within ? { within } : {}), css: 'button, [role="button"], input[type="submit"]', name });
const dialog = (within: string, name: string | RegExp): Query => ({ within, css: 'dialog, [role="dialog"]', name });
const enabled = (state: { disabled: boolean }) => !state.disabled;

/** Clicks a field and types into it, as a shopper does. */
async function fillIn(engine: Engine, field: Query, text: string): Promise<void> {
  await engine.click(field);
  await see(engine, field, focused, 'focused');
  await engine.type(text);
}

/** Signs in through `/login`'s `<resort-signin-form>` and lands on `returnUrl`. */
async function signIn(engine: Engine, returnUrl: string, email = SHOPPER.email): Promise<void> {
  await engine.goto(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  const form = 'main resort-signin-form';
  await fillIn(engine, { within: form, css: 'input', name: 'Email or username' }, email);
  await engine.click(button(form, 'Continue'));
  await fillIn(engine, { within: form, css: 'input[type="password"]', name: 'Password' }, SHOPPER.password);
  await engine.click(button(form, 'Sign in'));
  await at(engine, new URL(returnUrl, 'http://store').pathname);
  await see(engine, { within: MENU, css: 'a', name: 'My Account' });
}

/** Registers a new customer through the store's `/register` form: one whose releases and orders no other journey touches. */
async function registerCustomer(engine: Engine, firstName: string): Promise<void> {
  await engine.goto('/register?returnUrl=%2Fcart');
  const field = (name: string): Query => ({ css: `form[action="/register"] input[name="${name}"]` });
  await fillIn(engine, field('FirstName'), firstName);
  await fillIn(engine, field('LastName'), 'Buyer');
  const email = `${engine.name.toLowerCase()}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await fillIn(engine, field('Email'), email);
  await fillIn(engine, field('Password'), SHOPPER.password);
  await fillIn(engine, field('ConfirmPassword'), SHOPPER.password);
  await engine.click(button('form[action="/register"]', 'Create An Account'));
  await at(engine, '/cart');
  // The store's greeting (hidden once the sign-in menu takes over from it) says who is signed in.
  // A widget's call still in flight with the guest's session when the account was made can bring
  // back a guest's cookie (as in test/e2e/payment-helpers.ts): then the customer signs in.
  const greeted = await see(engine, { css: '.legacy-greeting', hidden: true }, (state) => state.text.includes(firstName), `greeting ${firstName}`, 3_000).then(() => true, () => false);
  if (!greeted) {
    await signIn(engine, '/cart', email);
    await see(engine, { css: '.legacy-greeting', hidden: true }, (state) => state.text.includes(firstName), `greeting ${firstName}`);
  }
}

/** A dialog as the APG pattern has it met: opened with Enter on its control, the focus in it on `first`. */
interface DialogRound {
  within: string;
  opener: Query;
  dialog: Query;
  first: Query;
}

/**
 * Opens the dialog with Enter, then: the focus inside on its first control, Tab and Shift+Tab
 * each round it and back to where they started without ever leaving it, Escape closes it, and the
 * focus is back on its control (`test/e2e/dialogs.spec.ts` makes the same checks of every dialog in
 * Chromium).
 */
async function keptInside(engine: Engine, { within, opener, dialog: shown, first }: DialogRound): Promise<void> {
  const where = (): Promise<DialogFocus> => engine.evaluate(dialogFocus, within);
  await engine.focus(opener);
  await see(engine, opener, focused, 'focused');
  await engine.press('Enter');
  await see(engine, shown);
  await see(engine, first, focused, 'focused as the dialog opens');
  const start = await where();
  if (!start.inside) throw new Error(`${engine.name}: ${String(shown.name)} opened with the focus on ${start.focused}`);
  for (const key of ['Tab', 'Shift+Tab'] as const) {
    const from = (await where()).focusId;
    let left = false;
    for (let press = 1; ; press++) {
      await engine.press(key);
      const now = await where();
      if (!now.inside) throw new Error(`${engine.name}: ${key} pressed ${press} times (of ${now.stops} stops) took the focus out of ${String(shown.name)}, to ${now.focused}`);
      if (now.focusId !== from) left = true;
      else if (left || now.stops <= 1) break;
      if (press > now.stops * 4 + 12) throw new Error(`${engine.name}: ${key} pressed ${press} times never came round ${String(shown.name)}`);
    }
  }
  await engine.press('Escape');
  await gone(engine, shown);
  await see(engine, opener, focused, 'focused again once the dialog closed');
}

/** Picks the first day the product's calendar offers. */
async function firstDay(engine: Engine): Promise<void> {
  await engine.click(button(PRODUCT, 'Choose a date: Start Date'));
  await see(engine, dialog(PRODUCT, 'Start Date: calendar'));
  await engine.click({ within: PRODUCT, css: '[role="grid"] button:not([disabled])' });
  await gone(engine, dialog(PRODUCT, 'Start Date: calendar'));
}

/** Adds the Guided Snowshoe Tour through the store's own tile form on the home page, on the first day it allows. */
async function addSnowshoeTour(engine: Engine): Promise<void> {
  await engine.goto('/');
  // The tile asks its date with <resort-date-field> (day, month and year selects): each select is
  // set to the first day the field allows and told of the change, as its own choice tells it, one
  // part a call so the field has drawn the part before (each change keeps the parts it holds).
  await see(engine, { within: '#product-5 resort-date-field', css: '.rw-datefield__part--day select' });
  for (const part of ['year', 'month', 'day'] as const) {
    await engine.evaluate((part: string) => {
      for (const field of document.querySelectorAll('#product-5 resort-date-field')) {
        const [year, month, day] = (field.getAttribute('min') ?? '').split('-').map(Number);
        const value = { year, month, day }[part];
        const select = (field.shadowRoot ?? field).querySelector<HTMLSelectElement>(`.rw-datefield__part--${part} select`);
        if (!select || value === undefined) continue;
        select.value = String(value);
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }, part);
  }
  await engine.click({ css: '#product-5 button', name: 'Add to cart' });
  await see(engine, { css: '#product-5 .legacy-notice' }, (state) => /added/i.test(state.text), 'saying it was added');
}

/** Waits until a card frame's field has the keyboard focus. */
async function focusReaches(engine: Engine, field: FrameField): Promise<void> {
  const deadline = Date.now() + WAIT;
  while (!(await engine.focusedInFrame(field))) {
    if (Date.now() > deadline) throw new Error(`${engine.name}: the focus did not reach ${field.css} in the card frame`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const squareField = (name: string): FrameField => ({ frame: { within: PAYMENT, css: 'iframe[title="Secure card payment input frame"]' }, css: `input[name="${name}"]` });
const braintreeField = (name: string): FrameField => ({ frame: { within: PAYMENT, css: `iframe[name="braintree-hosted-field-${name}"]` }, css: 'input' });

/** Types the card with the keyboard, Tab having moved into the first field: Square's one frame moves on by itself, Braintree's four frames by Tab. */
async function typeCard(engine: Engine, provider: 'Square' | 'Braintree'): Promise<void> {
  const entries = provider === 'Square'
    ? ([['cardNumber', VISA.number], ['expirationDate', VISA.expiry], ['cvv', VISA.cvv], ['postalCode', VISA.postalCode]] as const).map(([name, value]) => [squareField(name), value] as const)
    : ([['number', VISA.number], ['expirationDate', VISA.expiry], ['cvv', VISA.cvv], ['postalCode', VISA.postalCode]] as const).map(([name, value]) => [braintreeField(name), value] as const);
  for (const [index, [field, value]] of entries.entries()) {
    if (index > 0 && provider === 'Braintree') await engine.press('Tab');
    await focusReaches(engine, field);
    await engine.type(value);
  }
}

/**
 * `npm test` pays through each provider in one engine: Square's one frame in Firefox, Braintree's
 * four frames, moved through by Tab, in WebKit, whose frames and focus differ most from Chromium's.
 * Chromium pays through Square on every change too (`test/e2e/checkout.spec.ts`).
 */
function checkout(provider: 'Square' | 'Braintree', gate: EngineName): Journey {
  return {
    name: `checkout paying through the ${provider} double to an order`,
    gate: [gate],
    async run(engine) {
      await registerCustomer(engine, 'Robin');
      // The demo store, run for its tests, pays through the provider this cookie names.
      await engine.evaluate((value: string) => {
        document.cookie = `resort.test-provider=${value}; path=/`;
      }, provider);
      await addSnowshoeTour(engine);
      await engine.goto('/onepagecheckout');
      await see(engine, { within: PAYMENT, css: 'h2, h3, [role="heading"]', name: 'Payment Details' });
      await see(engine, { within: PAYMENT, css: 'iframe' });
      await fillIn(engine, { within: PAYMENT, css: 'input', name: 'Cardholder name' }, 'Robin Buyer');
      await engine.press('Tab');
      await typeCard(engine, provider);
      await engine.click(button(undefined, 'Place order'));
      await at(engine, /^\/checkout\/completed\/\d+$/);
      await see(engine, { css: '.legacy-order-number strong' }, (state) => /^SR\d+$/.test(state.text), 'an order number');
    },
  };
}

export const journeys: readonly Journey[] = [
  {
    name: 'sign-in through the lightbox',
    async run(engine) {
      await engine.goto('/');
      // The dialog pattern first: the keyboard kept inside, Escape, the focus back on Sign In.
      await keptInside(engine, { within: MENU, opener: button(MENU, 'Sign In'), dialog: dialog(MENU, 'Sign in to your account'), first: { within: MENU, css: 'input', name: 'Email or username' } });
      await engine.click(button(MENU, 'Sign In'));
      await see(engine, dialog(MENU, 'Sign in to your account'));
      await see(engine, { within: MENU, css: 'input', name: 'Email or username' }, focused, 'focused');
      await engine.type(SHOPPER.email);
      await engine.press('Enter');
      await see(engine, { within: MENU, css: 'input[type="password"]', name: 'Password' }, focused, 'focused');
      await engine.type(SHOPPER.password);
      await see(engine, { within: MENU, css: 'input[type="password"]', name: 'Password' }, (state) => state.value === SHOPPER.password, 'holding the password typed', 2_000);
      await engine.press('Enter');
      await see(engine, { within: MENU, css: 'a', name: 'My Account' });
      await see(engine, { within: MENU, css: '*', name: 'Hi, Alex' });
      await at(engine, '/');
    },
  },
  {
    name: 'a dated product for a member into the cart and out again',
    async run(engine) {
      await signIn(engine, '/lift-ticket-1-day');
      await see(engine, button(PRODUCT, 'Add to cart'));
      // The calendar is a dialog: the keyboard kept inside from its day, Escape, the focus back on its button.
      await keptInside(engine, {
        within: PRODUCT,
        opener: button(PRODUCT, 'Choose a date: Start Date'),
        dialog: dialog(PRODUCT, 'Start Date: calendar'),
        first: { within: PRODUCT, css: '[role="grid"] button[tabindex="0"]' },
      });
      await firstDay(engine);
      await see(engine, button(PRODUCT, 'Change date: Start Date'));
      await engine.click({ within: PRODUCT, css: 'input[type="radio"]', name: /Alex Morgan/ });
      await see(engine, { within: PRODUCT, css: 'input[type="radio"]', name: /Alex Morgan/ }, (state) => state.checked === true, 'checked');
      // The button takes a click only once the day's stock and the member are checked: on a loaded
      // machine that answer can come after the radio shows as checked.
      await see(engine, button(PRODUCT, 'Add to cart'), enabled, 'enabled');
      await engine.click(button(PRODUCT, 'Add to cart'));
      await see(engine, { within: PRODUCT, css: '[role="status"]', name: /^1-Day Lift Ticket was added to your cart for Alex Morgan\./ });
      await engine.goto('/cart');
      const cart = 'main resort-cart';
      // The cart page's heading is Cart; the header's cart button says the count. The store's own
      // cart, under the tag, has that heading and Remove buttons too: the tag has taken over once
      // it is hidden.
      await gone(engine, { within: cart, css: '[data-resort-fallback]' });
      await see(engine, { within: cart, css: 'h1', name: 'Cart' });
      const before = await see(engine, { within: MINICART, css: 'button', name: /^Open shopping cart, \d+ items?$/ });
      const count = Number(/(\d+) items?$/.exec(before.name)?.[1]);
      await engine.click(button(cart, 'Remove 1-Day Lift Ticket'));
      await see(engine, dialog(cart, 'Remove item'), (state) => state.text.includes('Are you sure you want to remove this item from your cart?'), 'asking');
      await engine.click({ within: cart, css: 'dialog button, [role="dialog"] button', name: 'Remove' });
      await see(engine, { css: '*', name: '1-Day Lift Ticket was removed from your cart.', hidden: true });
      if (count > 1) await see(engine, { within: MINICART, css: 'button', name: `Open shopping cart, ${count - 1} ${count - 1 === 1 ? 'item' : 'items'}` });
      else await see(engine, { within: cart, css: '*', name: 'Your Shopping Cart is empty' });
    },
  },
  {
    name: 'the waiver drawn and signed',
    async run(engine) {
      await registerCustomer(engine, 'Robin');
      await engine.goto('/ski-rental-package');
      await see(engine, button(PRODUCT, 'Add to cart'));
      await firstDay(engine);
      // Every renter is a member: the skis are for Robin, the member registration made.
      await engine.click({ within: PRODUCT, css: 'input[type="radio"]', name: /Robin Buyer/ });
      await see(engine, { within: PRODUCT, css: 'input[type="radio"]', name: /Robin Buyer/ }, (state) => state.checked === true, 'checked');
      await see(engine, button(PRODUCT, 'Add to cart'), enabled, 'enabled');
      await engine.click(button(PRODUCT, 'Add to cart'));
      await see(engine, { within: PRODUCT, css: '[role="status"]', name: /was added to your cart/ });
      await engine.goto('/onepagecheckout');
      const card = 'resort-waiver[data-member="Robin"]';
      await see(engine, { within: card, css: '*', name: 'Not signed yet' });
      await engine.click(button(card, 'Read and Sign'));
      await see(engine, dialog(card, 'Equipment Rental Release'));
      const documentBox: Query = { within: card, css: '[role="region"], section', name: 'Waiver document' };
      await see(engine, documentBox, (state) => state.text.includes('1. Inherent risks'), 'showing the release');
      const progress: Query = { within: card, css: '[role="progressbar"]', name: 'Read so far' };
      // Read to the end with the wheel, as the shopper scrolls.
      for (let turn = 0; turn < 30 && Number((await see(engine, progress)).attributes['aria-valuenow']) < 90; turn++) await engine.wheel(documentBox, 300, 1);
      await see(engine, progress, (state) => Number(state.attributes['aria-valuenow']) >= 90, 'at 90% or more');
      const pad: Query = { within: card, css: '[role="img"]', name: /Signature pad/ };
      await see(engine, pad, (state) => state.attributes['data-ready'] === 'true', 'ready');
      await engine.draw(pad, Array.from({ length: 13 }, (_, step) => [0.15 + step * 0.05, 0.6 - 0.3 * Math.sin(step / 2)] as [number, number]));
      const inked = await engine.evaluate(() => {
        const find = (root: Document | ShadowRoot): HTMLCanvasElement | null => {
          for (const element of root.querySelectorAll('*')) {
            if (element instanceof HTMLCanvasElement && /Signature pad/.test(element.getAttribute('aria-label') ?? '')) return element;
            const inner = element.shadowRoot ? find(element.shadowRoot) : null;
            if (inner) return inner;
          }
          return null;
        };
        const canvas = find(document);
        const context = canvas?.getContext('2d');
        if (!canvas || !context) return 0;
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        let count = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count++;
        return count;
      });
      if (inked <= 50) throw new Error(`${engine.name}: the drawn signature inked ${inked} pixels`);
      await fillIn(engine, { within: card, css: 'input', name: 'Type your full name' }, 'Robin Buyer');
      await engine.click({ within: card, css: 'input[type="checkbox"]' });
      await see(engine, button(card, 'Sign'), enabled, 'enabled');
      await engine.click(button(card, 'Sign'));
      await see(engine, { within: card, css: '*', name: 'This waiver is signed.' }, focused, 'focused');
      await engine.click(button(card, 'Done'));
      await see(engine, button(card, 'View Signed Waiver'), focused, 'focused');
      await see(engine, { within: card, css: '*', name: /^Signed by Robin Buyer on / });
    },
  },
  checkout('Square', 'firefox'),
  checkout('Braintree', 'webkit'),
  {
    name: 'the keyboard path through the mini cart and a dialog',
    async run(engine) {
      await addSnowshoeTour(engine);
      const open = button(MINICART, 'Open shopping cart, 1 item');
      await engine.focus(open);
      await engine.press('Enter');
      // The panel opens below the button, a region its title names; the title takes the focus (a
      // screen reader says it, and the count in it); Tab goes on into the items.
      await see(engine, { within: MINICART, css: 'h1, h2, h3, [role="heading"]', name: 'Shopping Cart (1)' }, focused, 'focused');
      await see(engine, open, (state) => state.attributes['aria-expanded'] === 'true', 'expanded');
      const remove = button(MINICART, 'Remove Guided Snowshoe Tour');
      for (let step = 0; step < 12 && !(await engine.read(remove))?.focused; step++) await engine.press('Tab');
      await see(engine, remove, focused, 'reached with Tab');
      // The confirmation keeps the keyboard inside from Cancel, closes on Escape and gives the focus back to Remove.
      await keptInside(engine, { within: MINICART, opener: remove, dialog: dialog(MINICART, 'Remove item'), first: button(MINICART, 'Cancel') });
      await engine.press('Enter');
      const confirm: Query = { within: MINICART, css: 'dialog button, [role="dialog"] button', name: 'Remove' };
      await see(engine, confirm);
      for (let step = 0; step < 4 && !(await engine.read(confirm))?.focused; step++) await engine.press('Tab');
      await see(engine, confirm, focused, 'reached with Tab');
      await engine.press('Enter');
      await see(engine, { css: '*', name: 'Guided Snowshoe Tour was removed from your cart.', hidden: true });
      await see(engine, { within: MINICART, css: 'h1, h2, h3, [role="heading"]', name: 'Shopping Cart (0)' }, focused, 'focused');
      await engine.press('Escape');
      await see(engine, button(MINICART, 'Open shopping cart, 0 items'), focused, 'focused');
    },
  },
  {
    name: 'French',
    async run(engine) {
      await engine.goto('/');
      await engine.click({ css: 'header a', name: 'Français' });
      await see(engine, button(MINICART, /^Ouvrir le panier, \d+ articles?$/));
      await engine.click(button(MENU, 'Connexion'));
      await see(engine, dialog(MENU, 'Connexion à votre compte'));
      await see(engine, { within: MENU, css: 'input', name: 'Courriel ou nom d’utilisateur' }, focused, 'focused');
      await engine.press('Escape');
      await engine.goto('/lift-ticket-1-day');
      await see(engine, button(PRODUCT, 'Ajouter au panier'));
    },
  },
];
