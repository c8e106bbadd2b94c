/**
 * The screen-reader journeys: each a shopper's (or an admin's) errand on the demo store made with
 * the keyboard alone while Orca speaks, in Chromium and Firefox. Each step says what Orca must
 * say (`says`, in order) and where its focus must be; every step is also checked for the kinds of
 * problem of `checks.ts`. The words are the widgets' own, in the journey's language; the words
 * around them (“push button”, “heading level 3”, “entry”) are Orca's.
 *
 * A journey's `gate` languages run in `npm test`; everything with `npm run test:screen-reader`.
 */
import { formatLabel } from '../../src/core/labels.ts';
import { cartButtonLabels } from '../../widgets/cart/button-labels.ts';
import { cartButtonLabelsFr } from '../../widgets/cart/button-labels.fr-CA.ts';
import { cartLabels } from '../../widgets/cart/labels.ts';
import { cartLabelsFr } from '../../widgets/cart/labels.fr-CA.ts';
import { categoryNavLabels } from '../../widgets/category-nav/labels.ts';
import { categoryNavLabelsFr } from '../../widgets/category-nav/labels.fr-CA.ts';
import { signInLabels } from '../../widgets/signin/labels.ts';
import { signInLabelsFr } from '../../widgets/signin/labels.fr-CA.ts';
import { signInMenuLabels } from '../../widgets/signin/menu-labels.ts';
import { signInMenuLabelsFr } from '../../widgets/signin/menu-labels.fr-CA.ts';
import { rentalLabels } from '../../widgets/rental-locations/labels.ts';
import { rentalLabelsFr } from '../../widgets/rental-locations/labels.fr-CA.ts';
import { waiverLabels } from '../../widgets/waiver/labels.ts';
import { waiverLabelsFr } from '../../widgets/waiver/labels.fr-CA.ts';
import type { Screen } from './screen.ts';
import { addFromProductPage, addFromTiles, chooseLanguage, onElement, registerCustomer } from './store.ts';
import type { Language } from './transcript.ts';

export interface JourneyContext {
  screen: Screen;
  language: Language;
  baseUrl: string;
}

export interface Journey {
  /** The transcript's file name starts with it. */
  slug: string;
  title: string;
  languages: readonly Language[];
  /** The languages it runs in on every change (`npm test`); the others on demand only. */
  gate: readonly Language[];
  /** What the shopper starts from, in words (the transcript's first line). */
  setup: string;
  /** Brings the browser to the journey's start without the keyboard (nothing of it is heard). */
  prepare(context: JourneyContext): Promise<void>;
  run(context: JourneyContext): Promise<void>;
}

/** A widget's wording in the journey's language: its own label table, English or French. */
function wording<T extends Record<string, string>>(language: Language, english: T, french: Partial<Record<keyof T, string>>): (key: keyof T & string, values?: Record<string, string | number>) => string {
  return (key, values = {}) => formatLabel((language === 'fr-CA' ? french[key] : undefined) ?? english[key] ?? key, values);
}

/** The name the store gives a product in the shopper's language (the cart's own answer). */
async function productName(screen: Screen, productId: number): Promise<string> {
  const name = await screen.page.evaluate(async (id: number) => {
    const cart = (await (await fetch('/api/minicart', { credentials: 'same-origin' })).json()) as { Items: { ProductId: number; ProductName: string }[] };
    return cart.Items.find((item) => item.ProductId === id)?.ProductName ?? null;
  }, productId);
  if (!name) throw new Error(`Setup: product ${productId} is not in the cart`);
  return name;
}

const SNOWSHOE_TOUR = 5;

/** Presses Tab until Orca's focus is on `name` (at most `limit` times), each press a step of the transcript. */
export async function tabTo(screen: Screen, name: string | RegExp, note: string, limit = 12): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    const step = await screen.press('Tab', presses === 0 ? note : '');
    if (step.focus && (typeof name === 'string' ? step.focus.name === name : name.test(step.focus.name))) return;
  }
  throw new Error(`Tab never reached “${String(name)}” in ${limit} presses`);
}

/** The header's words in the journey's language. */
function headerWords(language: Language) {
  return {
    nav: wording(language, categoryNavLabels, categoryNavLabelsFr),
    button: wording(language, cartButtonLabels, cartButtonLabelsFr),
    cart: wording(language, cartLabels, cartLabelsFr),
    menu: wording(language, signInMenuLabels, signInMenuLabelsFr),
    form: wording(language, signInLabels, signInLabelsFr),
  };
}
type HeaderWords = ReturnType<typeof headerWords>;

const cartButtonName = (words: HeaderWords, count: number) => words.button(count === 1 ? 'minicart.open.one' : 'minicart.open', { count });

/** From the mini cart's button: the cart opened, its title and count heard as the focus enters it. */
async function openMiniCart(screen: Screen, words: HeaderWords, count: number): Promise<void> {
  await screen.press('Return', 'opens the cart: the focus enters it on its title', { says: [words.cart('minicart.title', { count }), 'heading level 3'], focus: { role: 'heading', name: words.cart('minicart.title', { count }) } });
}

/** From the Sign In button: the lightbox announced as it opens, then each step's field and its label. */
async function signInSteps(screen: Screen, words: HeaderWords): Promise<void> {
  const { form } = words;
  // Orca leaves out the dialog's name where it is the button's, just said (“Sign In push button”): “dialog”, then the field.
  await screen.press('Return', 'opens the sign-in lightbox on its first field', { says: [/\bdialog\b/, `${form('signin.username')} entry`], focus: { role: 'entry', name: form('signin.username') } });
  await screen.type('shopper@example.com', 'the login');
  await screen.press('Return', 'continues: the password step takes the focus', { says: [`${form('signin.password')} password text`], focus: { role: 'password text', name: form('signin.password') } });
}

/** The journey of every change: short, the two announcements the stage was made for. */
const opening: Journey = {
  slug: 'opening',
  title: 'The mini cart and the sign-in lightbox heard as they open',
  languages: ['en-US'],
  gate: ['en-US'],
  setup: 'a guest whose cart holds Guided Snowshoe Tour, on the home page.',
  async prepare({ screen, baseUrl }) {
    await addFromTiles(screen.page, baseUrl, ['Guided Snowshoe Tour']);
  },
  async run({ screen, language }) {
    const words = headerWords(language);
    const signInButton = words.menu('signin.menu.signIn');
    await screen.open('/', 'the store’s home page');
    await screen.press('Tab', 'the store’s own logo link', { focus: { role: 'link' } });
    await screen.press('Tab', 'the category navigation’s button', { focus: { role: 'push button', name: words.nav('catnav.toggle') } });
    await screen.press('Tab', 'the mini cart’s button', { says: [`${cartButtonName(words, 1)} collapsed push button`], focus: { role: 'push button', name: cartButtonName(words, 1) } });
    await openMiniCart(screen, words, 1);
    await screen.press('Escape', 'closes the cart, back on its button', { says: [`${cartButtonName(words, 1)} collapsed push button`], focus: { role: 'push button', name: cartButtonName(words, 1) } });
    await screen.press('Tab', 'the Sign In button', { says: [`${signInButton} push button`], focus: { role: 'push button', name: signInButton } });
    await signInSteps(screen, words);
    await screen.press('Escape', 'closes the lightbox, back on Sign In', { says: [`${signInButton} push button`], focus: { role: 'push button', name: signInButton } });
  },
};

const header: Journey = {
  slug: 'header',
  title: 'The header: categories, the mini cart and its removal, Sign In',
  languages: ['en-US', 'fr-CA'],
  gate: [],
  setup: 'a guest whose cart holds Season Pass - Adult and Guided Snowshoe Tour, on the home page.',
  async prepare({ screen, language, baseUrl }) {
    if (language !== 'en-US') await chooseLanguage(screen.page, baseUrl, language);
    await addFromTiles(screen.page, baseUrl, ['Season Pass - Adult', 'Guided Snowshoe Tour']);
  },
  async run({ screen, language }) {
    const words = headerWords(language);
    const { nav, cart, menu, form } = words;
    const tour = await productName(screen, SNOWSHOE_TOUR);
    await screen.open('/', 'the store’s home page');
    await screen.press('Tab', 'the store’s own logo link', { focus: { role: 'link' } });
    await screen.press('Tab', 'the category navigation’s button', { says: [nav('catnav.label'), `${nav('catnav.toggle')} collapsed push button`], focus: { role: 'push button', name: nav('catnav.toggle') } });
    await screen.press('Return', 'opens the categories', { says: ['expanded'] });
    // The categories are the store's own data, named in its language.
    await screen.press('Tab', 'into the list', { says: [/ link/], focus: { role: 'link' } });
    await screen.press('Tab', '', { says: [/ link/], focus: { role: 'link' } });
    await screen.press('Escape', 'closes the categories, back on their button', { says: ['collapsed'], focus: { role: 'push button', name: nav('catnav.toggle') } });

    // The mini cart: opened, its title and count heard as the focus enters it; an item removed.
    await screen.press('Tab', 'the mini cart’s button', { says: [`${cartButtonName(words, 2)} collapsed push button`], focus: { role: 'push button', name: cartButtonName(words, 2) } });
    await openMiniCart(screen, words, 2);
    await tabTo(screen, cart('minicart.removeItem', { name: tour }), 'through the items to the snowshoe tour’s Remove');
    await screen.press('Return', 'asks to remove it', { says: [`${cart('minicart.removeConfirmTitle')} dialog`, cart('minicart.removeConfirm'), `${cart('common.cancel')} push button`], focus: { role: 'push button', name: cart('common.cancel') } });
    await screen.press('Tab', '', { says: [`${cart('minicart.remove')} push button`], focus: { role: 'push button', name: cart('minicart.remove') } });
    // What went is a live region's news: it may come before or after the new title.
    await screen.press('Return', 'confirms: what went and the new count are heard', { hears: [cart('minicart.removed', { name: tour }), cart('minicart.title', { count: 1 })], focus: { role: 'heading', name: cart('minicart.title', { count: 1 }) } });
    await screen.press('Escape', 'closes the cart, back on its button', { says: [`${cartButtonName(words, 1)} collapsed push button`], focus: { role: 'push button', name: cartButtonName(words, 1) } });

    // Sign In: the lightbox through its two steps, with a wrong password.
    const signInButton = menu('signin.menu.signIn');
    await screen.press('Tab', 'the Sign In button', { says: [`${signInButton} push button`], focus: { role: 'push button', name: signInButton } });
    await signInSteps(screen, words);
    await screen.type('Wrong!2026', 'a wrong password', { silent: true }, '••••••••••');
    await screen.press('Return', 'signs in: refused, and told why on the field', { says: [form('signin.wrongPassword')], focus: { role: 'password text', name: form('signin.password') } });
    await screen.press('Tab', '', { says: [`${form('signin.show')} ${form('signin.passwordWord')} push button`] });
    await screen.press('shift+Tab', 'back to the password', { says: [`${form('signin.password')} password text`, form('signin.wrongPassword')], focus: { role: 'password text', name: form('signin.password') } });
    await screen.press('Escape', 'closes the lightbox, back on Sign In', { says: [`${signInButton} push button`], focus: { role: 'push button', name: signInButton } });
  },
};

const RENTAL_PATH = '/ski-rental-package';

const waiver: Journey = {
  slug: 'waiver',
  title: 'The checkout’s waiver: the release dialog heard as it opens, Tab kept inside, closed back on its button',
  languages: ['en-US', 'fr-CA'],
  gate: [],
  setup: 'Robin Buyer, a new customer signed in, whose cart holds the Ski Rental Package (a release to sign), on the checkout page.',
  async prepare({ screen, language, baseUrl }) {
    if (language !== 'en-US') await chooseLanguage(screen.page, baseUrl, language);
    await registerCustomer(screen.page, baseUrl, 'Robin');
    await addFromProductPage(screen.page, baseUrl, RENTAL_PATH);
  },
  async run({ screen, language }) {
    const words = wording(language, waiverLabels, waiverLabelsFr);
    const title = await releaseTitle(screen);
    const rental = wording(language, rentalLabels, rentalLabelsFr);
    await screen.open('/onepagecheckout', 'the checkout page');
    // The header's Tab stops are the header journey's: the driver puts the focus on the pickup step's last control.
    await screen.note(`the focus put on the pickup step’s “${rental('rental.select')}”`, () => onElement(screen.page, { css: 'button', name: rental('rental.select') }, 'focus'));
    await screen.press('Tab', 'on to the release’s button', { says: [`${words('waiver.open')} push button`], focus: { role: 'push button', name: words('waiver.open') } });
    await screen.press('Return', 'opens the release: its title and “dialog” heard', { says: [`${title} dialog`], focus: { role: 'push button', name: words('common.close') } });
    // Round the dialog with Tab: the document, then back to the start, never out of it.
    await screen.press('Tab', 'the release’s text, which the arrow keys scroll', { focus: { name: words('waiver.document') } });
    await screen.press('shift+Tab', 'back', { focus: { role: 'push button', name: words('common.close') } });
    await screen.press('shift+Tab', 'Shift+Tab from the first control stays in the dialog');
    await screen.press('Escape', 'closes the release, back on its button', { says: [`${words('waiver.open')} push button`], focus: { role: 'push button', name: words('waiver.open') } });
  },
};

/** The release's title as the checkout page gives it to its waiver card (the store's data, in its language). */
async function releaseTitle(screen: Screen): Promise<string> {
  // Read here, not parsed in the page: the store's pages require Trusted Types for any HTML parsing.
  const html = await screen.page.evaluate(async () => (await fetch('/onepagecheckout', { credentials: 'same-origin' })).text());
  const attribute = /<resort-waiver\b[^>]*\brelease="([^"]*)"/.exec(html)?.[1];
  const text = attribute?.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const title = text ? (JSON.parse(text) as { Title?: string }).Title : undefined;
  if (!title) throw new Error('Setup: the checkout page holds no waiver');
  return title;
}

export const journeys: readonly Journey[] = [opening, header, waiver];

