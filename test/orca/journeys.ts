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
import { nameValueLabels } from '../../src/ui/name-value-labels.ts';
import { nameValueLabelsFr } from '../../src/ui/name-value-labels.fr-CA.ts';
import { dateFieldLabels } from '../../widgets/product/dates/date-labels.ts';
import { dateFieldLabelsFr } from '../../widgets/product/dates/date-labels.fr-CA.ts';
import { productLabels } from '../../widgets/product/labels.ts';
import { productLabelsFr } from '../../widgets/product/labels.fr-CA.ts';
import { voucherLabels } from '../../widgets/voucher-box/labels.ts';
import { voucherLabelsFr } from '../../widgets/voucher-box/labels.fr-CA.ts';
import { memberLabels } from '../../widgets/group-members/labels.ts';
import { memberLabelsFr } from '../../widgets/group-members/labels.fr-CA.ts';
import { myPlansLabels } from '../../widgets/my-payment-plans/labels.ts';
import { myPlansLabelsFr } from '../../widgets/my-payment-plans/labels.fr-CA.ts';
import { adminLabels } from '../../widgets/payment-plans-admin/labels.ts';
import { adminLabelsFr } from '../../widgets/payment-plans-admin/labels.fr-CA.ts';
import { paymentFormLabels } from '../../widgets/payment-form/labels.ts';
import { paymentFormLabelsFr } from '../../widgets/payment-form/labels.fr-CA.ts';
import { adminTableLabels } from '../../src/ui/admin/admin-labels.ts';
import { adminTableLabelsFr } from '../../src/ui/admin/admin-labels.fr-CA.ts';
import type { FocusRecord } from './checks.ts';
import { cardWords } from '../../examples/square-double/locales.ts';
import type { Screen } from './screen.ts';
import { ADMIN, addFromProductPage, addFromTiles, chooseLanguage, emptyCart, issueVoucher, onElement, registerCustomer, signIn } from './store.ts';
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
export async function tabTo(screen: Screen, name: string | RegExp, note: string, limit = 12, role?: string): Promise<FocusRecord> {
  for (let presses = 0; presses < limit; presses++) {
    const step = await screen.press('Tab', presses === 0 ? note : '');
    if (step.focus && (!role || step.focus.role === role) && (typeof name === 'string' ? step.focus.name === name : name.test(step.focus.name))) return step.focus;
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
  // The lightbox's name is not the button's: Orca leaves out a dialog's name that is the name of what had the focus.
  await screen.press('Return', 'opens the sign-in lightbox on its first field: its name and “dialog” heard', { says: [`${words.menu('signin.dialog')} dialog`, `${form('signin.username')} entry`], focus: { role: 'entry', name: form('signin.username') } });
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
    await addFromTiles(screen.page, baseUrl, ['guided-snowshoe-tour']);
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
    await addFromTiles(screen.page, baseUrl, ['season-pass-adult', 'guided-snowshoe-tour']);
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

/** A label's words as a pattern: the values given put in, any other placeholder matching anything. */
function labelPattern(template: string, values: Record<string, string | number> = {}): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(template.split(/(\{\w+\})/).map((part) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    if (key === undefined) return escape(part);
    return key in values ? escape(String(values[key])) : '.+?';
  }).join(''));
}

/** A sentence as Orca says it: its words, any run of spaces (a no-break space too) between them. */
function spokenPattern(sentence: string): RegExp {
  return new RegExp(sentence.trim().split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'));
}

/** The focus put where the page's main content starts, as a skip link puts it: the header's Tab stops are the header journey's. */
async function skipToMain(screen: Screen): Promise<void> {
  await screen.note('the focus put at the start of the page’s main content (as a skip link does)', async () => {
    await screen.page.evaluate(`(() => { const main = document.querySelector('main'); if (!main) throw new Error('Setup: the page has no main'); main.tabIndex = -1; main.focus(); })()`);
  });
}

/**
 * Brings a widget that loads when reached into view and puts the focus on its first control
 * (`first`, inside it), then Shift+Tab: the journey's next Tab lands on that control as a
 * shopper's does, heard with everything Orca says on the way in.
 */
async function reach(screen: Screen, tag: string, first: string): Promise<void> {
  await screen.note(`the focus put on ${tag}’s first control (the page scrolled to it)`, async () => {
    await screen.page.evaluate(`document.querySelector(${JSON.stringify(tag)})?.scrollIntoView()`);
    await onElement(screen.page, { within: tag, css: first }, 'focus');
  });
  await screen.press('shift+Tab', 'back one Tab stop, out of it');
}

const LIFT_TICKET_PATH = '/lift-ticket-1-day';
const SAM = 'Sam Morgan';

const product: Journey = {
  slug: 'product',
  title: 'A dated lift ticket for a household member: the calendar, the age group, who it is for, Add to cart',
  languages: ['en-US', 'fr-CA'],
  gate: [],
  setup: 'Alex Morgan, the seeded shopper, signed in, with an empty cart; the household holds Sam Morgan, aged 11. On the 1-Day Lift Ticket’s page.',
  async prepare({ screen, language, baseUrl }) {
    if (language !== 'en-US') await chooseLanguage(screen.page, baseUrl, language);
    await signIn(screen.page, baseUrl);
    // The store sells Sam one ticket a day: an earlier walk (another engine or language) left one in the cart.
    await emptyCart(screen.page, baseUrl);
  },
  async run({ screen, language }) {
    const words = wording(language, productLabels, productLabelsFr);
    const dates = wording(language, dateFieldLabels, dateFieldLabelsFr);
    await screen.open(LIFT_TICKET_PATH, 'the lift ticket’s page');
    await skipToMain(screen);
    // The button's name is the language's "name: value" (a space before the colon in French).
    const nameValue = (name: string, value: string) => wording(language, nameValueLabels, nameValueLabelsFr)('common.nameValue', { name, value });
    const choose = await tabTo(screen, labelPattern(nameValue(dates('date.choose'), '{label}')), 'through the page to the date’s button', 14);
    const label = choose.name.slice(nameValue(dates('date.choose'), '').length);
    const calendar = dates('date.calendar', { label });
    const day = /^[^:]+:\s*\S/;
    await screen.press('Return', 'opens the calendar: its name and “dialog” heard, then the day it offers', { says: [`${calendar} dialog`], focus: { role: 'push button', name: day } });
    // Orca's focus, or in Firefox its browse caret, goes from day to day.
    await screen.press('Right', 'the next day, with its price', { focus: { name: day } });
    const chosen = await screen.press('Down', 'the same day a week later', { focus: { name: day } });
    const dayName = (chosen.focus?.name ?? '').split(':')[0]?.trim() ?? '';
    await screen.press('Return', 'chooses it: the calendar closes on its button, the day and the new price heard', {
      hears: [dayName, words('product.price')],
      focus: { role: 'push button', name: nameValue(dates('date.change'), label) },
      timeout: 20_000,
    });
    await screen.press('Tab', 'the age group', { focus: { role: 'combo box' } });
    await screen.press('Down', 'the next age group: the child’s, and its price', { hears: [/6 ?(-|à) ?12/, labelPattern(`${words('product.price')}:{amount}`)] });
    await screen.press('Tab', 'who it is for: the one member the child’s ticket fits', { says: [SAM, 'not selected radio button'], focus: { role: 'radio button', name: new RegExp(`^${SAM}`) } });
    await screen.press('space', 'chooses Sam', { says: ['selected'] });
    await screen.press('Tab', 'the quantity', { says: [`${words('product.quantity')} entry`], focus: { role: 'entry', name: words('product.quantity') } });
    await screen.press('Tab', 'Add to cart, ready', { says: [`${words('product.addToCart')} push button`], never: ['grayed'], focus: { role: 'push button', name: words('product.addToCart') } });
    // The news leads, then why no one can have another, once: the button keeps its new
    // description (the same reason) from Orca until the focus has left it.
    const news = labelPattern(words('product.addedFor'), { member: SAM });
    const why = spokenPattern(words('product.addedNobodyElse'));
    await screen.press('Return', 'adds it: what was added and for whom, then, once, why no one can have another', { says: [news, why], once: [news, why], timeout: 20_000 });
    await screen.press('shift+Tab', 'back to View cart: the reason is not said again as the focus leaves the button', { says: [words('product.viewCart'), /\blink\b/], never: [why], focus: { role: 'link', name: words('product.viewCart') } });
    await screen.press('Tab', 'Add to cart again: why it is unavailable is its description', { says: [`${words('product.addToCart')} push button`, why], once: [why], focus: { role: 'push button', name: words('product.addToCart') } });
  },
};

const cart: Journey = {
  slug: 'cart',
  title: 'The cart: a discount code applied and removed',
  languages: ['en-US'],
  gate: [],
  setup: 'a guest whose cart holds Guided Snowshoe Tour, on the cart page.',
  async prepare({ screen, baseUrl }) {
    await addFromTiles(screen.page, baseUrl, ['guided-snowshoe-tour']);
  },
  async run({ screen, language }) {
    const words = wording(language, cartLabels, cartLabelsFr);
    await screen.open('/cart', 'the cart page');
    await skipToMain(screen);
    await tabTo(screen, words('discount.open'), 'through the cart to the order summary’s discount code', 12);
    await screen.press('Return', 'opens the field: the focus on it, its label said', { says: [`${words('discount.label')} entry`], focus: { role: 'entry', name: words('discount.label') } });
    await screen.type('WELCOME10', 'the code');
    await screen.press('Return', 'applies it: the code heard as applied, the focus on its Remove', { hears: [words('discount.remove', { code: 'WELCOME10' })], focus: { role: 'push button', name: words('discount.remove', { code: 'WELCOME10' }) }, timeout: 20_000 });
    await screen.press('Return', 'removes it: the focus back on the discount code’s button', { says: [`${words('discount.open')} push button`], focus: { role: 'push button', name: words('discount.open') }, timeout: 20_000 });
    await screen.press('Return', 'opens the field again', { says: [`${words('discount.label')} entry`], focus: { role: 'entry', name: words('discount.label') } });
    await screen.type('NOPE10', 'a code that does not exist');
    await screen.press('Return', 'refused: told why, the focus kept on the field with what was typed', { hears: [words('discount.applyFailed')], focus: { role: 'entry', name: words('discount.label') }, timeout: 20_000 });
  },
};

/** The voucher walk's discount voucher, issued as it is prepared (`issueVoucher`). */
let walkVoucher = '';

const voucher: Journey = {
  slug: 'voucher',
  title: 'The voucher box: a valid voucher’s dialog, then an ID that is not valid',
  languages: ['en-US'],
  gate: [],
  setup: 'a guest on the home page, with a discount voucher of its own.',
  async prepare({ screen, baseUrl }) {
    walkVoucher = await issueVoucher(screen.page, baseUrl, 'DISCOUNT-401');
  },
  async run({ screen, language }) {
    const words = wording(language, voucherLabels, voucherLabelsFr);
    await screen.open('/', 'the store’s home page');
    await skipToMain(screen);
    await screen.press('Tab', 'the voucher box’s field, its prompt heard', { says: [`${words('voucher.label')} entry`], focus: { role: 'entry', name: words('voucher.label') } });
    await screen.type(walkVoucher, 'a discount voucher’s ID');
    await screen.press('Return', 'redeems it: the voucher’s dialog heard with what it gives', { says: [`${words('voucher.title')} dialog`], hears: [words('voucher.discountMessage')], timeout: 20_000 });
    await screen.press('Escape', 'closes it: the focus back on Redeem', { says: [`${words('voucher.submit')} push button`], focus: { role: 'push button', name: words('voucher.submit') } });
    await screen.press('shift+Tab', 'back to the field', { says: [`${words('voucher.label')} entry`], focus: { role: 'entry', name: words('voucher.label') } });
    await screen.press('ctrl+a', 'selects what was typed', { silent: true });
    await screen.type('VCH-NOPE-9', 'an ID that is not a voucher');
    await screen.press('Return', 'refused: the voucher’s dialog heard with why', { says: [`${words('voucher.title')} dialog`], hears: [words('voucher.invalidId')], focus: { role: 'push button', name: words('common.close') }, timeout: 20_000 });
    await screen.press('Escape', 'closes it: the focus back on Redeem', { says: [`${words('voucher.submit')} push button`], focus: { role: 'push button', name: words('voucher.submit') } });
  },
};

const checkout: Journey = {
  slug: 'checkout',
  title: 'The checkout: a pickup site, the waiver signed with a typed name, Place order',
  languages: ['en-US', 'fr-CA'],
  gate: [],
  setup: 'Robin Buyer, a new customer signed in, whose cart holds the Ski Rental Package for Robin (a pickup site to choose, a release to sign), on the checkout page.',
  async prepare({ screen, language, baseUrl }) {
    if (language !== 'en-US') await chooseLanguage(screen.page, baseUrl, language);
    await registerCustomer(screen.page, baseUrl, 'Robin');
    await addFromProductPage(screen.page, baseUrl, RENTAL_PATH);
  },
  async run({ screen, language }) {
    const rental = wording(language, rentalLabels, rentalLabelsFr);
    const words = wording(language, waiverLabels, waiverLabelsFr);
    const pay = wording(language, paymentFormLabels, paymentFormLabelsFr);
    const title = await releaseTitle(screen);
    await screen.open('/onepagecheckout', 'the checkout page');
    await skipToMain(screen);
    await tabTo(screen, rental('rental.select'), 'to the first pickup site’s button', 10);
    await screen.press('Return', 'chooses it: the site heard as chosen, the focus on the step’s heading', { hears: [labelPattern(rental('rental.savedAnnouncement'))], focus: { role: 'heading' }, timeout: 20_000 });
    await tabTo(screen, words('waiver.open'), 'on to the release’s button', 10);
    await screen.press('Return', 'opens the release: its title and “dialog” heard', { says: [`${title} dialog`], focus: { role: 'push button' } });
    await screen.press('Tab', 'the release’s text', { focus: { name: words('waiver.document') } });
    await screen.press('End', 'to its end: the signature panel appears');
    await tabTo(screen, words('waiver.typedName'), 'on to the typed name: what it takes is said', 10);
    await screen.type('Robin Buyer', 'the name: what is left to do is said', { hears: [labelPattern(words('waiver.todo'))] });
    await screen.press('shift+Tab', 'back to the typed alternative to drawing', { says: [`${words('waiver.drawName')} push button`], focus: { role: 'push button', name: words('waiver.drawName') } });
    await screen.press('Return', 'draws the typed name as the signature: what is left is said', { hears: [labelPattern(words('waiver.todo'))] });
    await tabTo(screen, /./, 'on', 1);
    await screen.press('Tab', 'the agree box (the release’s own words)', { says: ['check box not checked'], focus: { role: 'check box' } });
    await screen.press('space', 'agrees', { says: ['checked'] });
    await tabTo(screen, words('waiver.sign'), 'on to Sign', 4);
    await screen.press('Return', 'signs: heard as signed', { hears: [words('waiver.signedTitle')], timeout: 20_000 });
    await tabTo(screen, words('waiver.done'), 'to Done', 6);
    await screen.press('Return', 'closes the release, back on its card', { focus: { role: 'push button' } });
    // The card's fields are the provider's, in its frame on its own origin: their words are its own.
    await tabTo(screen, pay('payment.cardholderName'), 'on to the cardholder’s name', 8);
    await screen.type('Robin Buyer', 'the name on the card');
    // In Chromium the frame's document takes the focus before its field, and when Orca 43 gets
    // the document's event first its web script puts its focus on the field unannounced
    // (scripts/web/script.py, onFocusedChanged: a new document's first control is set without a
    // word), so the field's own event finds it there. The focus is checked; the silence is Orca's.
    const chromium = screen.browser.engine === 'chromium';
    await screen.press('Tab', `on into the card provider’s frame${chromium ? ' (Orca 43 in Chromium may move its focus there without a word)' : ''}`, { silent: chromium, focus: { role: 'entry', name: cardWords(language).fields.cardNumber } });
    await screen.type('4111111111111111', 'the card number: the frame moves on to the expiry by itself', { silent: true }, '•••• •••• •••• 1111');
    await screen.type('1230', 'its expiry', { silent: true });
    await screen.type('111', 'its CVV', { silent: true }, '•••');
    await screen.type('80435', 'the postal code', { silent: true });
    // Orca 43 moves its focus along from the frame's document to the page's without a word: its web
    // script sets the new focus unannounced when the document changes and the control is not a
    // field (scripts/web/script.py, onFocusedChanged). The focus is checked; the silence is Orca's.
    await screen.press('Tab', 'out of the frame to Place order (Orca 43 says nothing as it leaves a frame for a button)', { silent: true, focus: { role: 'push button', name: pay('payment.placeOrder') } });
    await screen.press('Return', 'places the order: the confirmation page heard', { says: [/document web/], timeout: 30_000 });
  },
};

const household: Journey = {
  slug: 'household',
  title: 'My Account’s household: a birthday that does not exist refused, then the member added',
  languages: ['en-US'],
  gate: [],
  setup: 'Robin Buyer, a new customer signed in (a household of one), on My Account.',
  async prepare({ screen, baseUrl }) {
    await registerCustomer(screen.page, baseUrl, 'Robin');
  },
  async run({ screen, language }) {
    const words = wording(language, memberLabels, memberLabelsFr);
    await screen.open('/userinfo', 'My Account');
    await reach(screen, 'resort-group-members', '[role="tab"]');
    await screen.press('Tab', 'the household’s tabs', { says: [`${words('members.yourGroup')} page tab`], focus: { role: 'page tab', name: words('members.yourGroup') } });
    await screen.press('Right', 'the Add New Group Member tab', { says: [`${words('members.addTab')} page tab`], focus: { role: 'page tab', name: words('members.addTab') } });
    await screen.press('Tab', 'the tab’s panel', { focus: { role: 'scroll pane', name: words('members.addTab') } });
    await screen.press('Tab', 'into the form: the first name', { says: [`${words('members.firstName')} entry`], focus: { role: 'entry', name: words('members.firstName') } });
    await screen.type('Riley', 'the first name');
    await screen.press('Tab', 'the last name', { focus: { role: 'entry' } });
    await screen.type('Buyer', 'the last name');
    await screen.press('Tab', 'the birthday’s month', { focus: { role: 'combo box' } });
    await screen.type('Feb', 'February', { silent: true });
    await screen.press('Tab', 'the day', { focus: { role: 'combo box' } });
    await screen.type('30', 'the 30th', { silent: true });
    await screen.press('Tab', 'the year', { focus: { role: 'combo box' } });
    await screen.type('2015', '2015', { silent: true });
    await tabTo(screen, /Add Member|Ajouter/, 'on to Add Member', 8);
    await screen.press('Return', 'refused: the birthday’s error heard on its field', { focus: { role: 'combo box' }, timeout: 20_000 });
    await screen.type('Mar', 'March instead', { silent: true });
    await tabTo(screen, /Add Member|Ajouter/, 'on to Add Member', 8);
    await screen.press('Return', 'adds Riley: heard', { timeout: 20_000 });
    void words;
  },
};

const paymentPlans: Journey = {
  slug: 'payment-plans',
  title: 'My Account’s payment plans: a plan’s schedule viewed, the card update opened',
  languages: ['en-US'],
  gate: [],
  setup: 'Alex Morgan, the seeded shopper, signed in (three payment plans, one with a failed payment), on My Account.',
  async prepare({ screen, baseUrl }) {
    await signIn(screen.page, baseUrl);
  },
  async run({ screen, language }) {
    const words = wording(language, myPlansLabels, myPlansLabelsFr);
    await screen.open('/userinfo', 'My Account');
    await reach(screen, 'resort-my-payment-plans', 'input[type="checkbox"]');
    const view = await tabTo(screen, labelPattern(words('plans.viewLabel')), 'to a plan’s View', 8);
    await screen.press('Return', 'opens its schedule: the dialog heard', { says: [/dialog/], timeout: 20_000 });
    await screen.press('Escape', 'closes it, back on View', { focus: { role: 'push button', name: view.name } });
    await screen.press('shift+Tab', 'back', {});
    await tabTo(screen, labelPattern(words('plans.select')), 'to a plan’s checkbox', 8);
    await screen.press('space', 'selects it', { says: ['checked'] });
    await tabTo(screen, words('plans.updateCard'), 'on to Update Credit Card', 12);
    await screen.press('Return', 'opens the card update: the dialog heard', { says: [/dialog/], timeout: 20_000 });
    await screen.press('Escape', 'closes it, back on Update Credit Card', { focus: { role: 'push button', name: words('plans.updateCard') } });
  },
};

const admin: Journey = {
  slug: 'admin',
  title: 'An admin list: the product assignments filtered, sorted, a row’s action menu and its delete confirmation',
  languages: ['en-US'],
  gate: [],
  setup: 'the admin signed in, on the payment plans’ product assignments.',
  async prepare({ screen, baseUrl }) {
    await signIn(screen.page, baseUrl, ADMIN);
  },
  async run({ screen, language }) {
    const words = wording(language, adminLabels, adminLabelsFr);
    const table = wording(language, adminTableLabels, adminTableLabelsFr);
    await screen.open('/Admin/PaymentPlans/Configure/Assignments', 'the product assignments');
    await screen.note(`the focus put on “${words('assignments.add')}”, the link before the list`, () => onElement(screen.page, { within: 'resort-payment-plans-admin', css: 'a', name: words('assignments.add') }, 'focus'));
    await screen.press('Tab', 'the list’s filter, with its hint', { says: [`${table('table.filter')} entry`, table('table.filterHint')], focus: { role: 'entry', name: table('table.filter') } });
    await screen.type('Adult', 'a product’s word: the rows left are those that hold it');
    await screen.press('Tab', '', { focus: { role: 'push button' } });
    const sort = await tabTo(screen, /./, 'on to the first column’s sort button: the table and what the button does heard', 3, 'push button');
    await screen.press('Return', 'sorts: the new order heard', { hears: [/descending|ascending/] , focus: { role: 'push button', name: sort.name } });
    const menu = await tabTo(screen, labelPattern(words('common.actionsFor')), 'on to a row’s actions', 20);
    await screen.press('Return', 'opens its menu: the menu and its first item heard', { says: [/menu/], focus: { role: 'menu item' } });
    await screen.press('Up', 'the last item', { says: [`${words('assignments.delete')}`], focus: { role: 'menu item', name: words('assignments.delete') } });
    await screen.press('Return', 'asks to delete it: the confirmation heard, on Cancel', { says: [`${words('assignments.deleteTitle')} dialog`], focus: { role: 'push button' } });
    await screen.press('Escape', 'keeps it: back on the row’s actions', { focus: { role: 'push button', name: menu.name } });
  },
};

export const journeys: readonly Journey[] = [opening, header, waiver, product, cart, voucher, checkout, household, paymentPlans, admin];


