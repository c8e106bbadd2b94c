// @vitest-environment node
/**
 * The journeys' checks as pure functions of a page's measures, at their boundaries. The same checks
 * against planted pages in a real browser: `checks.spec.ts`.
 */
import {
  extent,
  findingsOf,
  dateFieldProblems,
  ENGLISH_PRODUCT_NAMES,
  storeNameProblems,
  languageProblems,
  orderProblems,
  overlap,
  overlapProblems,
  pastEdge,
  rawDataProblems,
  sidewaysProblems,
  textFitProblems,
  typedInputVerdict,
  type Control,
  type Rect,
  type Snapshot,
  type TextRun,
} from './checks.ts';
import { knownAs, type KnownFinding } from './known-findings.ts';
import { templatePattern } from '../../scripts/english-left.ts';
import { heldBlankProblems, type HeldRoom } from '../layout/held-room.ts';

const rect = (left: number, top: number, width: number, height: number): Rect => ({ left, top, right: left + width, bottom: top + height });

const run = (over: Partial<TextRun> = {}): TextRun => ({
  text: 'Passer la commande',
  sentence: '',
  where: 'resort-payment-form › button',
  rects: [rect(10, 10, 100, 20)],
  box: rect(0, 0, 200, 40),
  fontSize: 16,
  clips: [],
  inScroller: false,
  positioned: false,
  item: null,
  ...over,
});

const snapshot = (over: Partial<Snapshot> = {}): Snapshot => ({
  viewport: { width: 320, height: 568 },
  pageWidth: 320,
  texts: [],
  items: [],
  groups: [],
  controlTexts: [],
  scrollers: [],
  controls: [],
  names: [],
  ...over,
});

describe('geometry', () => {
  it('measures the extent of a text’s lines, and how far a box reaches past another', () => {
    expect(extent([rect(10, 0, 50, 20), rect(0, 20, 30, 20)])).toEqual({ left: 0, top: 0, right: 60, bottom: 40 });
    expect(pastEdge(rect(-3, 0, 10, 10), rect(0, 0, 100, 100))).toEqual({ x: 3, y: 0 });
    expect(pastEdge(rect(0, 95, 10, 10), rect(0, 0, 100, 100))).toEqual({ x: 0, y: 5 });
  });

  it('counts an overlap of two pixels each way, not one', () => {
    expect(overlap(rect(0, 0, 10, 10), rect(8, 8, 10, 10))).toBe(true);
    expect(overlap(rect(0, 0, 10, 10), rect(9, 0, 10, 10))).toBe(false);
    expect(overlap(rect(0, 0, 10, 10), rect(10, 0, 10, 10))).toBe(false);
  });
});

describe('text that does not fit', () => {
  it('lets a text stray 1.5 px past its box (anti-aliasing), not 2', () => {
    expect(textFitProblems(snapshot({ texts: [run({ rects: [rect(0, 10, 201.5, 20)] })] }))).toEqual([]);
    expect(textFitProblems(snapshot({ texts: [run({ rects: [rect(0, 10, 202, 20)] })] }))).toEqual(['resort-payment-form › button “Passer la commande” overflows its box (2 px wider)']);
  });

  it('lets glyphs rise a quarter of the font size above a tight line, not more', () => {
    expect(textFitProblems(snapshot({ texts: [run({ rects: [rect(0, -4, 100, 20)] })] }))).toEqual([]);
    expect(textFitProblems(snapshot({ texts: [run({ rects: [rect(0, -5, 100, 20)] })] }))).toEqual(['resort-payment-form › button “Passer la commande” overflows its box (5 px taller)']);
  });

  it('names the box that cuts a text off, not its overflow as well', () => {
    const cut = run({ rects: [rect(0, 10, 150, 20)], box: rect(0, 0, 100, 40), clips: [{ rect: { left: 0, right: 100, top: -Infinity, bottom: Infinity }, by: 'resort-cart › td' }] });
    expect(textFitProblems(snapshot({ texts: [cut] }))).toEqual(['resort-payment-form › button “Passer la commande” is cut off by resort-cart › td (50 px hidden)']);
  });

  it('finds text past the window’s edge, unless a box scrolls sideways under it or it is off screen on purpose', () => {
    const past = run({ rects: [rect(300, 10, 30, 20)], box: rect(300, 0, 40, 40) });
    expect(textFitProblems(snapshot({ texts: [past] }))).toEqual(['resort-payment-form › button “Passer la commande” runs past the window\'s edge (10 px)']);
    expect(textFitProblems(snapshot({ texts: [{ ...past, inScroller: true }] }))).toEqual([]);
    expect(textFitProblems(snapshot({ texts: [run({ rects: [rect(-9999, 0, 100, 20)], box: rect(-9999, 0, 100, 20), positioned: true })] }))).toEqual([]);
  });

  it('finds a select’s value wider than its room, or taller', () => {
    const select = { where: 'resort-product › select', text: 'Enfant (6-12)', textWidth: 101.5, room: 100, lineHeight: 19, roomHeight: 17 };
    expect(textFitProblems(snapshot({ controlTexts: [select] }))).toEqual([]);
    expect(textFitProblems(snapshot({ controlTexts: [{ ...select, textWidth: 102 }] }))).toEqual(['resort-product › select clips “Enfant (6-12)” (102 px of text in 100)']);
    expect(textFitProblems(snapshot({ controlTexts: [{ ...select, roomHeight: 16 }] }))).toEqual(['resort-product › select clips “Enfant (6-12)” in height (a 19 px line in 16)']);
  });
});

describe('siblings that overlap', () => {
  const items = [
    { group: 0, box: rect(0, 0, 40, 40), where: 'td', positioned: false },
    { group: 0, box: rect(40, 0, 40, 40), where: 'td', positioned: false },
    { group: 0, box: rect(80, 0, 40, 40), where: 'td', positioned: false },
  ];
  const day = (item: number, left: number, width: number) => run({ text: '59 $ US', rects: [rect(left, 20, width, 16)], box: items[item]!.box, item });

  it('reports one problem per list, with how many more pairs', () => {
    const found = overlapProblems(snapshot({ groups: [{ where: 'table “décembre 2026”' }], items, texts: [day(0, 0, 50), day(1, 40, 50), day(2, 80, 40)] }));
    expect(found).toEqual(['table “décembre 2026”: “59 $ US” overlaps “59 $ US” (and 1 more)']);
  });

  it('finds a text running into its neighbour’s box, and leaves texts that touch alone', () => {
    expect(overlapProblems(snapshot({ groups: [{ where: 'ul' }], items, texts: [day(0, 0, 43)] }))).toEqual(['ul: “59 $ US” runs into its neighbour td']);
    expect(overlapProblems(snapshot({ groups: [{ where: 'ul' }], items, texts: [day(0, 0, 41), day(1, 40, 40)] }))).toEqual([]);
  });

  it('leaves what a list scrolled under its held column alone, unless the held cell lets it show', () => {
    // Scrolled 30 px: the held first cell (0–40) lies over the second's first 10 px.
    const scrolled = [{ ...items[0]!, held: true }, { ...items[1]!, box: rect(10, 0, 40, 40), held: false }, { ...items[2]!, box: rect(50, 0, 40, 40), held: false }];
    const texts = [run({ text: 'ID', rects: [rect(4, 20, 20, 16)], item: 0 }), run({ text: 'Hotlist', rects: [rect(14, 20, 30, 16)], item: 1 })];
    expect(overlapProblems(snapshot({ groups: [{ where: 'table' }], items: scrolled, texts }))).toEqual([]);
    const seeThrough = scrolled.map((item) => ({ ...item, held: false }));
    expect(overlapProblems(snapshot({ groups: [{ where: 'table' }], items: seeThrough, texts }))).toEqual(['table: “ID” overlaps “Hotlist” (and 1 more)']);
    // Two held cells (the first column and the actions held at the end) must not cover each other.
    const bothHeld = [{ ...items[0]!, held: true }, { ...items[1]!, box: rect(10, 0, 40, 40), held: true }];
    expect(overlapProblems(snapshot({ groups: [{ where: 'table' }], items: bothHeld, texts }))).toEqual(['table: “ID” overlaps “Hotlist” (and 1 more)']);
  });

  it('leaves a popup over its siblings alone', () => {
    const popup = [...items.slice(0, 2), { ...items[2]!, box: rect(0, 0, 120, 200), positioned: true }];
    expect(overlapProblems(snapshot({ groups: [{ where: 'div' }], items: popup, texts: [day(0, 0, 30), run({ text: 'décembre', rects: [rect(0, 10, 80, 20)], item: 2 })] }))).toEqual([]);
  });
});

describe('sideways', () => {
  it('finds the page one pixel and a half wider than the window, not one', () => {
    expect(sidewaysProblems(snapshot({ pageWidth: 321 }))).toEqual([]);
    expect(sidewaysProblems(snapshot({ pageWidth: 322 }))).toEqual(['the page scrolls sideways: 322 px wide in a 320 px window']);
  });

  it('refuses a shopper’s table that scrolls sideways; lets an admin list, with its first column held and a cue', () => {
    const scroller = { where: 'resort-my-payment-plans › div', admin: false, table: true, scrollWidth: 900, clientWidth: 296, firstColumnHeld: true, cue: true };
    expect(sidewaysProblems(snapshot({ scrollers: [scroller] }))).toEqual(['resort-my-payment-plans › div: a table the shopper must scroll sideways to read (900 px in 296)']);
    expect(sidewaysProblems(snapshot({ scrollers: [{ ...scroller, admin: true }] }))).toEqual([]);
    expect(sidewaysProblems(snapshot({ scrollers: [{ ...scroller, admin: true, firstColumnHeld: false, cue: false }] }))).toEqual([
      'resort-my-payment-plans › div: a list that scrolls sideways lets its first column go (900 px in 296)',
      'resort-my-payment-plans › div: a list that scrolls sideways shows no cue that it does (900 px in 296)',
    ]);
    // A box that scrolls sideways without a table (a row of photos) is not a table to read.
    expect(sidewaysProblems(snapshot({ scrollers: [{ ...scroller, table: false }] }))).toEqual([]);
  });
});

describe('a language left behind', () => {
  const labels = [templatePattern('Remove {name}'), templatePattern('Add to cart')];

  it('finds an English label, whatever fills its placeholders', () => {
    expect(languageProblems(['Remove Season Pass - Adult', 'Retirer Season Pass - Adult', 'Ajouter au panier', 'add to cart'], labels)).toEqual(['“Remove Season Pass - Adult” is an English label', '“add to cart” is an English label']);
  });

  it("finds the store's English name of a product in a shopper's tag, not in a staff tag's list", () => {
    const runs = [run({ text: 'Season Pass - Adult', where: 'resort-voucher-box › p' }), run({ text: 'Passe de saison - Adulte', where: 'resort-voucher-box › p' }), run({ text: 'Season Pass - Adult', where: 'resort-payment-plans-admin › td' })];
    expect(storeNameProblems(runs, ENGLISH_PRODUCT_NAMES, ['resort-payment-plans-admin'])).toEqual(["“Season Pass - Adult” is the store's English name of a product"]);
    expect(findingsOf(snapshot({ texts: runs.slice(0, 2) }), { locale: 'en-US', labels }).language).toEqual([]);
  });

  it('tells the French way of amounts, percentages, numbers and dates from the English', () => {
    const french = ['81,42 $', '59 $ US', '1 234,50 $', 'Taxes 4,5 %', '19/12/2026', '05/12/2026', '13 h 00', '20 déc. 2026', 'samedi 19 décembre 2026'];
    expect(languageProblems(french, [])).toEqual([]);
    const english = ['$81.42', '81.42 $', 'Taxes 4.5 %', '1,234', '12/19/2026', '1/5/2026', '9:00 AM', '01:00 pm', 'Dec 20, 2026', 'Saturday'];
    expect(languageProblems(english, []).map((problem) => problem.replace(/^“[^”]*” /, ''))).toEqual([
      'has an amount with the dollar sign first, the English way',
      'has an amount with a decimal point, the English way',
      'has a percentage with a decimal point, the English way',
      'has a number with a comma for thousands, the English way',
      'has a date with the month first, the English way',
      'has a date with the month first, the English way',
      'has a time with AM or PM, the English way',
      'has a time with AM or PM, the English way',
      'names Dec 20, 2026 in English',
      'names Saturday in English',
    ]);
  });

  it('finds the native date fields an English browser draws month first, one problem per kind of field', () => {
    const field = (where: string, shows: string, monthFirst = true) => ({ where, shows, monthFirst });
    expect(
      dateFieldProblems([
        field('resort-payment-plans-admin › input.rw-input', '01/31/2027'),
        field('resort-payment-plans-admin › input.rw-input', 'mm/dd/yyyy'),
        field('resort-subscriptions-admin › input.rw-input', 'mm/dd/yyyy'),
      ]),
    ).toEqual([
      'resort-payment-plans-admin › input.rw-input: a date field the browser draws month first, in its own language (“01/31/2027”) (2 fields)',
      'resort-subscriptions-admin › input.rw-input: a date field the browser draws month first, in its own language (“mm/dd/yyyy”)',
    ]);
    // A French browser draws them its own way (2027-01-31 in fr-CA): nothing English there.
    expect(dateFieldProblems([field('resort-payment-plans-admin › input.rw-input', '2027-01-31', false)])).toEqual([]);
  });

  it('finds the first of the month written 1 where French writes 1er, and only the first', () => {
    expect(languageProblems(['Période 1 1 janv. 2027 – 31 janv. 2027', 'vendredi 1 janvier', 'le 1 mai'], [])).toEqual([
      '“Période 1 1 janv. 2027 – 31 janv. 2027” writes the first of the month 1, where French writes 1er',
      '“vendredi 1 janvier” writes the first of the month 1, where French writes 1er',
      '“le 1 mai” writes the first of the month 1, where French writes 1er',
    ]);
    expect(languageProblems(['1er janv. 2027', 'vendredi 1er janvier', '11 janv. 2027', '21 mars', '31 déc. 2026', 'Billet 1 jour', '01/01/2027'], [])).toEqual([]);
  });

  it('runs on a French page only', () => {
    const found = findingsOf(snapshot({ texts: [run({ text: '$81.42' })] }), { locale: 'en-US', labels });
    expect(found.language).toEqual([]);
    expect(findingsOf(snapshot({ texts: [run({ text: '$81.42' })] }), { locale: 'fr-CA', labels }).language).toEqual(['“$81.42” has an amount with the dollar sign first, the English way']);
  });

  it('finds the card provider’s English words in a frame of a French page, and nothing in a French or an English one', () => {
    const frameTexts = ['Card number', 'MM/YY', 'CVV', 'Postal code', 'Card number is not valid'];
    expect(findingsOf({ ...snapshot({}), frameTexts }, { locale: 'fr-CA', labels: [] }).language).toEqual([
      'in a frame: “Card number” is an English label',
      'in a frame: “MM/YY” is an English label',
      'in a frame: “Postal code” is an English label',
      'in a frame: “Card number is not valid” is an English label',
    ]);
    expect(findingsOf({ ...snapshot({}), frameTexts: ['Numéro de carte', 'MM/AA', 'CVV', 'Code postal'] }, { locale: 'fr-CA', labels: [] }).language).toEqual([]);
    expect(findingsOf({ ...snapshot({}), frameTexts }, { locale: 'en-US', labels: [] }).language).toEqual([]);
  });
});

describe('raw data', () => {
  it('finds data shown as it is stored', () => {
    expect(rawDataProblems(['Start Date: 2026-12-19|Saturday', 'Ordered 2026-12-01T10:00:00Z', 'Remove {name}', 'NaN left', 'product_attribute_401', 'paymentStatus', '3f2504e0-4f89-11d3-9a0c-0305e82c3301'])).toEqual([
      '“Start Date: 2026-12-19|Saturday” shows a |-joined value',
      '“Ordered 2026-12-01T10:00:00Z” shows an ISO date',
      '“Remove {name}” shows a placeholder left unfilled',
      '“NaN left” shows a value that never became text',
      '“product_attribute_401” shows an identifier',
      '“paymentStatus” shows an identifier',
      '“3f2504e0-4f89-11d3-9a0c-0305e82c3301” shows an identifier',
    ]);
  });

  it('finds a negative amount written with a hyphen, in either language', () => {
    expect(rawDataProblems(['Rabais -5 %', 'Discount -$10.00', '-12,50 $', 'Midweek (-$200.00)'])).toEqual([
      '“Rabais -5 %” shows a hyphen for a minus sign',
      '“Discount -$10.00” shows a hyphen for a minus sign',
      '“-12,50 $” shows a hyphen for a minus sign',
      '“Midweek (-$200.00)” shows a hyphen for a minus sign',
    ]);
  });

  it('finds a phone number shown as the phone field stores it, and leaves a written one alone', () => {
    expect(rawDataProblems(['Contact phone: +1 3035550100', 'Téléphone : +1 3035550100', '+44 2079460958'])).toEqual([
      '“Contact phone: +1 3035550100” shows a phone number as stored',
      '“Téléphone : +1 3035550100” shows a phone number as stored',
      '“+44 2079460958” shows a phone number as stored',
    ]);
    expect(rawDataProblems(['Contact phone: (303) 555-0100', '(970) 555-0140', '+1 201-555-0123', 'Order SR2001, card 4111111111111111'])).toEqual([]);
  });

  it('leaves what a person writes alone', () => {
    expect(rawDataProblems(['Map | Photos', '19/12/2026', 'SR2001', 'Visa ending in 1111', 'iPhone', 'Jordan Rivera', 'buyer-1@example.com', '9 h – 17 h', 'Rabais \u22125 %', '\u2212$10.00', 'Child (6-12)', 'Ages 6 - 12', 'Season 2026-2027'])).toEqual([]);
  });
});

describe('a step out of order', () => {
  const control = (over: Partial<Control>): Control => ({ where: 'resort-add-media › input', name: 'Purchase a new card', kind: 'choice', unanswered: false, disabled: false, rect: rect(0, 0, 100, 20), dialog: null, form: null, tag: 0, submit: false, ...over });
  const placeOrder = control({ where: 'resort-payment-form › button', name: 'Place order', kind: 'button', rect: rect(0, 100, 120, 40), tag: 1 });

  it('finds a choice offered below Place order, anywhere on the page', () => {
    expect(orderProblems([placeOrder, control({ rect: rect(0, 139, 100, 20), tag: 2 })])).toEqual(['“Purchase a new card” (resort-add-media › input) is offered below “Place order”']);
    // Beside it (its top above Place order's bottom), or before it in the page: in order.
    expect(orderProblems([placeOrder, control({ rect: rect(130, 110, 100, 20), tag: 2 })])).toEqual([]);
    expect(orderProblems([control({ rect: rect(0, 200, 100, 20) }), placeOrder])).toEqual([]);
  });

  it('leaves links, disabled controls and another dialog’s controls alone, and counts a row’s control once', () => {
    expect(orderProblems([placeOrder, control({ kind: 'link', rect: rect(0, 150, 100, 20) }), control({ disabled: true, rect: rect(0, 150, 100, 20) }), control({ dialog: 3, rect: rect(0, 150, 100, 20) })])).toEqual([]);
    expect(orderProblems([placeOrder, control({ rect: rect(0, 150, 100, 20) }), control({ rect: rect(0, 180, 100, 20) })])).toEqual(['“Purchase a new card” (resort-add-media › input) is offered below “Place order” (2 times)']);
  });

  it('keeps Add to cart to its own tag, and a form’s submit to required fields left below it', () => {
    const add = control({ where: 'resort-product › button', name: 'Add to cart', kind: 'button', rect: rect(0, 100, 120, 40), tag: 5 });
    expect(orderProblems([add, control({ name: 'View Payment Schedule', kind: 'button', rect: rect(0, 200, 100, 20), tag: 6 })])).toEqual([]);
    expect(orderProblems([add, control({ name: 'Quantity', kind: 'field', rect: rect(0, 200, 100, 20), tag: 5 })])).toEqual(['“Quantity” (resort-add-media › input) is offered below “Add to cart”']);
    const submit = control({ name: 'Save', kind: 'button', submit: true, form: 1, rect: rect(0, 100, 80, 30) });
    expect(orderProblems([submit, control({ name: 'Phone', kind: 'field', form: 1, rect: rect(0, 140, 100, 20) })])).toEqual([]);
    expect(orderProblems([submit, control({ name: 'Phone', kind: 'field', form: 1, unanswered: true, rect: rect(0, 140, 100, 20) })])).toEqual(['“Phone” (resort-add-media › input) must be answered, and comes below “Save”']);
  });
});

describe('what the shopper typed', () => {
  it('is lost when a dialog closes without asking and opens again empty', () => {
    expect(typedInputVerdict('the dialog “Pay now”', 'Escape', { asked: false, open: false, kept: false })).toBe('the dialog “Pay now” closed on Escape with a half-filled form and lost what was typed, without asking');
    expect(typedInputVerdict('the dialog “Pay now”', 'Escape', { asked: true, open: true, kept: true })).toBeNull();
    expect(typedInputVerdict('the dialog “Pay now”', 'Escape', { asked: false, open: false, kept: true })).toBeNull();
    expect(typedInputVerdict('the dialog “Pay now”', 'Escape', { asked: true, open: false, kept: false })).toBe('the dialog “Pay now” closed on Escape with a half-filled form and lost what was typed');
  });
});

describe('room held blank', () => {
  const held = (height: number, drawn: number): HeldRoom => ({ where: 'resort-cart', height, drawn });

  it('lets an island keep 150 px blank under what it drew, not 151', () => {
    expect(heldBlankProblems([held(480, 330)])).toEqual([]);
    expect(heldBlankProblems([held(481, 330)])).toEqual(["resort-cart holds 151 px blank under the 330 px it drew (the store's markup it took over from was taller)"]);
    // Drawn as tall as the room, or taller (the hold is only a least height): nothing blank.
    expect(heldBlankProblems([held(700, 700), held(700, 900)])).toEqual([]);
  });

  it('finds each island that holds too much, and runs in either language', () => {
    const heldRooms = [held(700, 330), { where: 'resort-signin-form', height: 520, drawn: 300 }, held(500, 420)];
    const expected = [
      "resort-cart holds 370 px blank under the 330 px it drew (the store's markup it took over from was taller)",
      "resort-signin-form holds 220 px blank under the 300 px it drew (the store's markup it took over from was taller)",
    ];
    expect(findingsOf({ ...snapshot({}), heldRooms }, { locale: 'en-US', labels: [] })['room held blank']).toEqual(expected);
    expect(findingsOf({ ...snapshot({}), heldRooms }, { locale: 'fr-CA', labels: [] })['room held blank']).toEqual(expected);
    expect(findingsOf(snapshot({}), { locale: 'en-US', labels: [] })['room held blank']).toEqual([]);
  });
});

describe('the known findings', () => {
  const list: KnownFinding[] = [{ id: 'calendar', kind: 'text fits', problem: /overlaps/, language: 'fr-CA', step: /calendar/, fix: 'the phone layout' }];

  it('names a finding where it is listed, and only there', () => {
    const where = { journey: 'new family', language: 'fr-CA', step: 'opens the calendar of the lift ticket' } as const;
    expect(knownAs('text fits', '“59 $ US” overlaps “59 $ US”', where, list)?.id).toBe('calendar');
    expect(knownAs('text fits', '“59 $ US” overlaps “59 $ US”', { ...where, language: 'en-US' }, list)).toBeUndefined();
    expect(knownAs('text fits', '“59 $ US” overlaps “59 $ US”', { ...where, step: 'opens the cart' }, list)).toBeUndefined();
    expect(knownAs('sideways', '“59 $ US” overlaps “59 $ US”', where, list)).toBeUndefined();
  });
});
