/**
 * The box each tag takes on the page before and while it starts, so the page lays out once.
 *
 * The same box is given twice: to the tag before its code has run, by the host stylesheet the
 * build writes (`dist/resort-widgets.css`, `resort-x:not(:defined) { … }`), and to the element
 * itself as its `:host` size, which covers the moment between the element's upgrade and its first
 * render and stays as a minimum afterwards: content that arrives later (a loaded cart, a list of
 * pickup sites) grows inside that space instead of pushing what is below it.
 *
 * Sizes are in ems of the island's text size (`--resort-font-size`, 16px by default), measured on
 * each island's usual first state: the header's buttons exactly, the content islands at the size
 * of their loaded content on a typical page (or at least the rest of a phone's screen, so that
 * what they push is below the fold).
 */
export interface BoxSize {
  /** Minimum width, in ems of the island's text size. */
  width?: number;
  /** Minimum height, in ems of the island's text size, or a CSS length built with `ems()`. */
  height?: number | string;
}

/** The size of a state the host marks, and its size on narrow screens when that differs. */
export interface StateBox extends BoxSize {
  narrow?: BoxSize;
}

export interface TagBox extends BoxSize {
  display: 'block' | 'inline-block';
  /** The size on screens narrower than `NARROW_SCREEN` (where the island's lines wrap sooner). */
  narrow?: BoxSize;
  /**
   * Sizes for states the host knows before the island does, keyed by an attribute selector the
   * host writes on the tag (`[data-signed-in]`); the island itself reads page data.
   */
  states?: Readonly<Record<string, StateBox>>;
  /** Attribute selector for variants of the tag that take no box (`[mode="full"]`). */
  unless?: string;
}

/** A length of `count` ems of the island's text size, usable in the host's stylesheet too. */
export const ems = (count: number | string) => `calc(${count} * var(--resort-font-size, 16px))`;

/**
 * The loaded cart: the panel's heading and totals (`rest`), 6.24em an item and 1.56em a detail
 * line (`--resort-cart-lines`: attribute, discount and golf price lines over all items). Without
 * the line count, the items' count plus one: 7.8em an item (a row with one detail line) and one
 * line more, the box before the host could write lines.
 */
function cartHeight(rest: number): string {
  const items = 'var(--resort-cart-items, 0)';
  const lines = `var(--resort-cart-lines, calc(${items} + 1))`;
  return `max(${ems(8.96)}, min(1, ${items}) * ${ems(`(${rest} + 6.24 * ${items} + 1.56 * ${lines})`)})`;
}

/**
 * The cart's payment schedules as the host counts them (`--resort-schedule-plans`,
 * `--resort-schedule-payments`): the heading, each plan's block (name, table head, total, deposit
 * note, the gap) and each payment's row; nothing without a plan.
 */
function scheduleHeight(heading: number, plan: number, payment: number): string {
  const plans = 'var(--resort-schedule-plans, 0)';
  const payments = 'var(--resort-schedule-payments, 0)';
  return ems(`(min(1, ${plans}) * ${heading} + ${plan} * ${plans} + ${payment} * ${payments})`);
}

/**
 * A product with its member list: the rest of the form and the list's legend (`rest`) and a member
 * card with a reason line for each of the household's members (the widget's own list keeps the
 * same room: `.rw-product__members`).
 */
function productWithMembers(rest: number, member: number): string {
  return ems(`(${rest} + ${member} * var(--resort-product-members, 3))`);
}

/**
 * My Account's household as the host counts it (`--resort-household-members`, the shopper
 * included; three when missing): the tabs and the list's margins (`rest`) and a member card with
 * the gap after it for each member.
 */
function householdHeight(rest: number, member: number): string {
  return ems(`(${rest} + ${member} * var(--resort-household-members, 3))`);
}

/**
 * My Account's payment plans as the host counts them (`--resort-payment-plans`): without a plan
 * (or without the count) the heading, the "no payment plans" line and the footer (`empty`); with
 * plans the heading, the table's head, the footer (`rest`) and a row a plan.
 */
function plansHeight(empty: number, rest: number, plan: number): string {
  const plans = 'var(--resort-payment-plans, 0)';
  return `max(${ems(empty)}, min(1, ${plans}) * ${ems(`(${rest} + ${plan} * ${plans})`)})`;
}

/** Below this viewport width the `narrow` sizes apply. */
export const NARROW_SCREEN = '40em';

export const tagBoxes: Readonly<Record<string, TagBox>> = {
  'resort-minicart': { display: 'inline-block', width: 4.4, height: 2.2, unless: '[mode="full"]' },
  'resort-category-nav': { display: 'inline-block', width: 11.1, height: 2.4 },
  // Signed in: greeting, My Account and Sign Out on one line; on a phone, two (the greeting over the
  // links: padding, two lines of 1.2em, the gap between them and the border).
  'resort-signin-menu': {
    display: 'inline-block',
    width: 7.2,
    height: 2.4,
    states: { '[data-signed-in]': { width: 19.3, height: 2.4, narrow: { height: `calc(${ems(3.4)} + 2px)` } } },
  },
  'resort-signin-form': { display: 'block', height: 17.9 },
  // The empty cart; with `--resort-cart-items` set on the tag (the host knows the count), the
  // loaded cart, and `--resort-cart-lines` its rows' detail lines (see `cartHeight`).
  'resort-cart': { display: 'block', height: cartHeight(11.45), narrow: { height: cartHeight(16.15) } },
  'resort-order-summary': { display: 'block', height: 12.8 },
  'resort-discount-code': { display: 'block', height: 1.725 },
  'resort-voucher-box': { display: 'block', height: 8.75, narrow: { height: 13.27 } },
  'resort-waiver': { display: 'block', height: 6.74, narrow: { height: 11.44 } },
  // A long list with maps: reserve at least a phone screen; the list grows below the fold.
  'resort-rental-locations': { display: 'block', height: 40 },
  'resort-countdown': { display: 'inline-block', width: 2.6, height: 1.65 },
  // Nothing until it knows there is a payment plan, unless the host counts the cart's plans and
  // payments on the tag (`mode="cart"`); block, so the host's margins hold from the start. Below
  // 420px the table closes up (narrow, measured at 320px).
  'resort-payment-schedule': {
    display: 'block',
    height: scheduleHeight(1.89, 11.02, 2.32),
    narrow: { height: scheduleHeight(1.89, 10.29, 2.09) },
  },
  // The form fields: a label over one select, or over three side by side (one row at any width).
  'resort-date-field': { display: 'block', height: 5.7 },
  'resort-country-select': { display: 'block', height: 4.2 },
  'resort-state-field': { display: 'block', height: 4.2 },
  // Heading, cardholder name, Square's card frame (two rows when narrow), the accepted cards and Google Pay.
  'resort-payment-form': { display: 'block', height: 20, narrow: { height: 26 } },
  // The tabs and a member card each (see `householdHeight`), as measured on the demo store with
  // households of one and three: cards of 140 to 145px and a 12px gap on a desktop; on a phone
  // (375px) 174 to 186px and the tabs on two lines (at 412 to 639px the tabs fit one line and the
  // cards are 140 to 186px: the box there is up to 120px taller than the list).
  'resort-group-members': { display: 'block', height: householdHeight(2.9, 9.6), narrow: { height: householdHeight(5.94, 11.97) } },
  // The form: label, field, hint and buttons.
  'resort-add-media': { display: 'block', height: 8.2 },
  // The heading, the loading line or "You have no payment plans", and the footer with Update
  // Credit Card; with the host's count of plans, the table (see `plansHeight`), as measured on the
  // demo store: 124px without a plan and 276px with two on a desktop, 179px and 391px at 320px.
  'resort-my-payment-plans': { display: 'block', height: plansHeight(7.75, 8.69, 4.28), narrow: { height: plansHeight(11.19, 12.06, 6.19) } },
  // A product's name, price, an attribute or two, the member prompt, quantity and the button (a
  // season pass for a guest); signed in, the member list in the prompt's place, `data-signed-in`
  // written by the host on a product assigned to a member, with the household's size
  // (`--resort-product-members`, three when missing: the season pass with the demo's three
  // members, 36.32em wide and 38.87em narrow). Products with more attributes grow below.
  'resort-product': {
    display: 'block',
    height: 26.3,
    states: { '[data-signed-in]': { height: productWithMembers(24.965, 3.785), narrow: { height: productWithMembers(27.56, 3.77) } } },
  },
  // One row of product cards, as measured on the demo store's Season Passes (one card when narrow);
  // subcategories and more rows grow below.
  'resort-category': { display: 'block', height: 17, narrow: { height: 15.5 } },
  // The whole profile form, as measured on the demo store: names, e-mail, phone, birthday, the
  // address block and Save (the paired fields stack when narrow).
  'resort-profile': { display: 'block', height: 52.9, narrow: { height: 69.2 } },
  // Staff screens: the tabs and the search before the first page arrives.
  'resort-subscriptions-admin': { display: 'block', height: 30 },
  // A product's templates table and the add form; a discount's one field; before saving, one line.
  'resort-voucher-templates': {
    display: 'block',
    height: 11,
    states: { '[discount-id]': { height: 7 }, ':not([product-id]):not([discount-id])': { height: 1.6 } },
  },
};


const length = (size: number | string) => (typeof size === 'number' ? ems(size) : size);

function sizeRules(size: BoxSize): string {
  const rules: string[] = [];
  // Never wider than a phone's screen less a header's margins: there the island's content wraps
  // instead of pushing the host's page sideways. (A percentage would follow a shrink-to-fit
  // container, whose width depends on this very box, and move the host's header as it settles.)
  if (size.width !== undefined) rules.push(`min-width:min(${length(size.width)}, calc(100vw - 3em))`);
  if (size.height !== undefined) rules.push(`min-height:${length(size.height)}`);
  return rules.join(';');
}

/**
 * CSS giving `box` to the elements `selector` matches (`resort-x:not(:defined)` in the host
 * stylesheet, `:host` in the island's own).
 * @param variant  builds the selector for a state or the `unless` exclusion
 */
export function boxCss(box: TagBox, selector: string, variant: (condition: string) => string): string {
  const display = `display:${box.display}`;
  const base = box.unless ? variant(`:not(${box.unless})`) : selector;
  const out = box.unless ? [`${selector}{${display}}`, `${base}{${sizeRules(box)}}`] : [`${selector}{${display};${sizeRules(box)}}`];
  if (box.narrow) out.push(`@media (max-width:${NARROW_SCREEN}){${base}{${sizeRules(box.narrow)}}}`);
  for (const [condition, size] of Object.entries(box.states ?? {})) {
    out.push(`${variant(condition)}{${sizeRules(size)}}`);
    if (size.narrow) out.push(`@media (max-width:${NARROW_SCREEN}){${variant(condition)}{${sizeRules(size.narrow)}}}`);
  }
  return out.join('\n');
}

/** The `:host` rules of one tag's island (empty for a tag without a box). */
export function hostBoxCss(tag: string): string {
  const box = tagBoxes[tag];
  return box ? boxCss(box, ':host', (condition) => `:host(${condition})`) : '';
}

/** The host stylesheet: every tag's box until its code has run. */
export function hostStylesheet(tags: readonly string[]): string {
  return tags
    .filter((tag) => tagBoxes[tag])
    .map((tag) => boxCss(tagBoxes[tag]!, `${tag}:not(:defined)`, (condition) => `${tag}${condition}:not(:defined)`))
    .join('\n');
}
