/**
 * The journeys' checks against pages built to fail them: each kind of problem planted in a tag of
 * ours (an open shadow root, as our tags draw) makes its check report it, in its words, and the
 * same page without the defect passes. No store: the pages are written here.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../e2e/fixtures.ts';
import { accessibilityProblems, checkPage, frameTextsOf, probeTypedInput, type Findings } from './checks.ts';

/**
 * A page with `<resort-planted>` whose open shadow root holds `html` (and `css`), `light` as its
 * light-DOM children shown through a slot, at `width` px; `tag` names the planted tag where a check
 * treats a tag of ours by its name (the admin lists).
 */
async function plant(page: Page, { html, css = '', light = '', width = 320, tag = 'resort-planted' }: { html: string; css?: string; light?: string; width?: number; tag?: string }): Promise<void> {
  await page.setViewportSize({ width, height: 640 });
  await page.setContent(`<!doctype html><html lang="fr-CA"><head><style>body { margin: 0; font: 16px/1.4 sans-serif; }</style></head><body><main><${tag}>${light}</${tag}></main></body></html>`);
  await page.evaluate(
    ({ html, css, tag }) => {
      const root = document.querySelector(tag)!.attachShadow({ mode: 'open' });
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(`:host { display: block; } ${css}`);
      root.adoptedStyleSheets = [sheet];
      root.innerHTML = html;
    },
    { html, css, tag },
  );
}

const only = (findings: Findings, kind: keyof Findings) => Object.fromEntries(Object.entries(findings).filter(([name, problems]) => name === kind || problems.length > 0));

test.describe('text that does not fit', () => {
  test('a word wider than its box overflows it', async ({ page }) => {
    await plant(page, { html: '<p class="box">Réinitialiser</p>', css: '.box { width: 60px; }' });
    expect((await checkPage(page, { locale: 'fr-CA' }))['text fits']).toEqual([expect.stringMatching(/^resort-planted › p\.box “Réinitialiser” overflows its box \(\d+ px wider\)$/)]);
    await plant(page, { html: '<p class="box">Réinitialiser</p>', css: '.box { width: 160px; }' });
    expect((await checkPage(page, { locale: 'fr-CA' }))['text fits']).toEqual([]);
  });

  test('a box that hides its overflow cuts its text off', async ({ page }) => {
    await plant(page, { html: '<div class="cell"><span>Passer la commande maintenant</span></div>', css: '.cell { width: 90px; overflow: hidden; white-space: nowrap; }' });
    expect((await checkPage(page, { locale: 'fr-CA' }))['text fits']).toEqual([expect.stringMatching(/^resort-planted › span “Passer la commande maintenant” is cut off by resort-planted › div\.cell \(\d+ px hidden\)$/)]);
  });

  test('text past the window’s right edge, and the page then scrolls sideways', async ({ page }) => {
    await plant(page, { html: '<p class="price">854,05 $ US</p>', css: '.price { margin: 0 0 0 280px; width: 100px; white-space: nowrap; }' });
    const findings = await checkPage(page, { locale: 'fr-CA' });
    expect(findings['text fits']).toEqual([expect.stringMatching(/^resort-planted › p\.price “854,05 \$ US” runs past the window's edge \(\d+ px\)$/)]);
    expect(findings.sideways).toEqual(['the page scrolls sideways: 380 px wide in a 320 px window']);
  });

  test('a select too narrow for its chosen value clips it, and so does a button too small for its label', async ({ page }) => {
    await plant(page, {
      html: '<select class="narrow"><option>Enfant (6-12) (−40,00 $)</option></select><input type="submit" class="small" value="Passer la commande">',
      css: '.narrow { width: 90px; } .small { width: 60px; }',
    });
    expect((await checkPage(page, { locale: 'fr-CA' }))['text fits']).toEqual([
      expect.stringMatching(/^resort-planted › select\.narrow clips “Enfant \(6-12\) \(−40,00 \$\)” \(\d+ px of text in \d+\)$/),
      expect.stringMatching(/^resort-planted › input\.small clips “Passer la commande” \(\d+ px of text in \d+\)$/),
    ]);
    await plant(page, { html: '<select class="narrow"><option>Enfant (6-12) (−40,00 $)</option></select>', css: '.narrow { width: 100%; }' });
    expect((await checkPage(page, { locale: 'fr-CA' }))['text fits']).toEqual([]);
  });

  test('a one-line select shorter than its font cuts its value in height', async ({ page }) => {
    await plant(page, { html: '<select class="flat"><option>Adulte</option></select>', css: '.flat { appearance: none; height: 12px; padding: 0 4px; border: 1px solid; font-size: 16px; width: 200px; }' });
    expect((await checkPage(page, { locale: 'fr-CA' }))['text fits']).toEqual([expect.stringMatching(/^resort-planted › select\.flat clips “Adulte” in height \(a \d+ px line in \d+\)$/)]);
  });

  test('the days of a calendar whose prices are wider than their columns overlap', async ({ page }) => {
    const days = Array.from({ length: 7 }, (_, day) => `<td><button type="button">${day + 1}<span class="price">59 $ US</span></button></td>`).join('');
    const css = 'table { border-collapse: collapse; table-layout: fixed; width: 280px; } td { width: 40px; padding: 0; } button { all: unset; display: block; width: 40px; white-space: nowrap; } .price { display: block; }';
    await plant(page, { html: `<table aria-label="décembre 2026"><tbody><tr>${days}</tr></tbody></table>`, css });
    expect((await checkPage(page, { locale: 'fr-CA' }))['text fits']).toEqual(
      expect.arrayContaining([expect.stringMatching(/^resort-planted › table “décembre 2026”: “59 \$ US” (overlaps “59 \$ US”|runs into its neighbour resort-planted › td) \(and \d+ more\)$/)]),
    );
    await plant(page, { html: `<table aria-label="décembre 2026"><tbody><tr>${days}</tr></tbody></table>`, css: `${css} .price { font-size: 9px; }` });
    expect((await checkPage(page, { locale: 'fr-CA' }))['text fits']).toEqual([]);
  });
});

test.describe('sideways', () => {
  const table = `<div class="scroll"><table><tbody><tr>${['Produit', 'Commande', 'Membre', 'Date', 'Montant', 'Carte', 'Statut'].map((cell) => `<td>${cell}</td>`).join('')}</tr></tbody></table></div>`;

  test('a shopper’s table that must be scrolled sideways to be read', async ({ page }) => {
    await plant(page, { html: table, css: '.scroll { overflow-x: auto; } td { padding: 0 24px; white-space: nowrap; }' });
    expect((await checkPage(page, { locale: 'fr-CA' })).sideways).toEqual([expect.stringMatching(/^resort-planted › div\.scroll: a table the shopper must scroll sideways to read \(\d+ px in 320\)$/)]);
  });

  test('an admin list that scrolls sideways holds its first column and shows a cue, or is reported', async ({ page }) => {
    const admin = async (css: string) => {
      await plant(page, { html: table, css, tag: 'resort-payment-plans-admin' });
      return (await checkPage(page, { locale: 'en-US' })).sideways;
    };
    const scrolls = '.scroll { overflow-x: auto; } td { padding: 0 24px; white-space: nowrap; background: #fff; }';
    expect(await admin(scrolls)).toEqual([
      expect.stringMatching(/^resort-payment-plans-admin › div\.scroll: a list that scrolls sideways lets its first column go \(\d+ px in 320\)$/),
      expect.stringMatching(/^resort-payment-plans-admin › div\.scroll: a list that scrolls sideways shows no cue that it does \(\d+ px in 320\)$/),
    ]);
    expect(await admin(`${scrolls} td:first-child { position: sticky; left: 0; } .scroll { box-shadow: inset -12px 0 8px -8px rgb(0 0 0 / 0.3); }`)).toEqual([]);
  });

  test('an admin list scrolled sideways hides what slid under its held column, or shows it through and is reported', async ({ page }) => {
    const scrolled = async (css: string) => {
      await plant(page, { html: table, css, tag: 'resort-payment-plans-admin' });
      await page.evaluate(() => (document.querySelector('resort-payment-plans-admin')!.shadowRoot!.querySelector('.scroll')!.scrollLeft = 60));
      return (await checkPage(page, { locale: 'en-US' }))['text fits'];
    };
    const held = '.scroll { overflow-x: auto; box-shadow: inset -12px 0 8px -8px rgb(0 0 0 / 0.3); } td { padding: 0 24px; white-space: nowrap; } td:first-child { position: sticky; left: 0; }';
    expect(await scrolled(`${held} td:first-child { background: #fff; }`)).toEqual([]);
    expect(await scrolled(held)).toEqual([expect.stringMatching(/^resort-payment-plans-admin › table “”: “Produit” (overlaps “Commande”|runs into its neighbour resort-payment-plans-admin › td)/)]);
  });

  test('an admin list whose last column is held at the row’s end covers the columns before it, and is reported', async ({ page }) => {
    const atRest = async (css: string) => {
      await plant(page, { html: table, css, tag: 'resort-payment-plans-admin' });
      return (await checkPage(page, { locale: 'en-US' }))['text fits'];
    };
    const list = '.scroll { overflow-x: auto; box-shadow: inset -12px 0 8px -8px rgb(0 0 0 / 0.3); } td { padding: 0 24px; white-space: nowrap; background: #fff; } td:first-child { position: sticky; left: 0; }';
    // Not scrolled: what lies under the held last cell was never in sight (the row actions over Created Date at 1280 px).
    expect(await atRest(`${list} td:last-child { position: sticky; right: 0; }`)).toEqual([expect.stringMatching(/^resort-payment-plans-admin › table “”: “\w+” (overlaps “Statut”|runs into its neighbour resort-payment-plans-admin › td)/)]);
    expect(await atRest(list)).toEqual([]);
  });
});

test.describe('a language left behind', () => {
  test('on a French page: an English label, an English month, an amount, a percentage and a date written the English way', async ({ page }) => {
    await plant(page, {
      html: '<p>Ajouter au panier</p><p>Add to cart</p><p>Samedi 19 décembre 2026</p><p>Saturday, December 19, 2026</p><p>81,42 $</p><p>$81.42</p><p>Taxes 4,5 %</p><p>Taxes 4.5 %</p><p>19/12/2026</p><p>12/19/2026</p><p>13 h 00</p><p>1:00 PM</p>',
    });
    expect((await checkPage(page, { locale: 'fr-CA' })).language).toEqual([
      '“Add to cart” is an English label',
      '“Saturday, December 19, 2026” names Saturday in English',
      '“$81.42” has an amount with the dollar sign first, the English way',
      '“Taxes 4.5 %” has a percentage with a decimal point, the English way',
      '“12/19/2026” has a date with the month first, the English way',
      '“1:00 PM” has a time with AM or PM, the English way',
    ]);
    // The same text on an English page is the page's language.
    expect((await checkPage(page, { locale: 'en-US' })).language).toEqual([]);
  });

  test('on a French page: the browser’s own date fields, which an English browser draws month first, and 1 janv. for 1er janv.', async ({ page }) => {
    await plant(page, { html: '<label>Du <input type="date" value="2027-01-31"></label><label>Au <input type="date"></label><p>1 janv. 2027</p><p>1er janv. 2027</p>' });
    // The test browser speaks US English, as a French-speaking member of staff's may.
    expect((await checkPage(page, { locale: 'fr-CA' })).language).toEqual([
      '“1 janv. 2027” writes the first of the month 1, where French writes 1er',
      'resort-planted › input: a date field the browser draws month first, in its own language (“01/31/2027”) (2 fields)',
    ]);
    expect((await checkPage(page, { locale: 'en-US' })).language).toEqual([]);
  });

  test("on a French page: the store's English name of a product in a shopper's tag; a staff list's is the back office's own", async ({ page }) => {
    await plant(page, { html: '<p>Votre bon donne droit à</p><p>Passe de saison - Adulte</p><p>Season Pass - Adult</p>' });
    expect((await checkPage(page, { locale: 'fr-CA' })).language).toEqual(["“Season Pass - Adult” is the store's English name of a product"]);
    expect((await checkPage(page, { locale: 'en-US' })).language).toEqual([]);
    await plant(page, { html: '<p>Season Pass - Adult</p>', tag: 'resort-payment-plans-admin' });
    expect((await checkPage(page, { locale: 'fr-CA' })).language).toEqual([]);
  });

  test('on a French page: the card provider’s English words in its frame, a sandboxed document of its own origin the page cannot read', async ({ page }) => {
    const frame = (placeholders: readonly string[]) =>
      `<iframe sandbox="allow-scripts" title="Secure card payment input frame" srcdoc="${placeholders.map((words) => `<input placeholder='${words}'>`).join('')}"></iframe>`;
    // Its Google Pay button is drawn in the page, in the tag's light DOM.
    await plant(page, { html: `<slot></slot>${frame(['Card number', 'MM/YY', 'CVV', 'Postal code'])}`, light: '<button type="button" class="sq-double-gpay">Buy with Google Pay</button>' });
    await expect.poll(() => frameTextsOf(page)).toContain('Card number');
    await expect.poll(async () => (await checkPage(page, { locale: 'fr-CA' })).language).toEqual([
      '“Buy with Google Pay” is an English label',
      'in a frame: “Card number” is an English label',
      'in a frame: “MM/YY” is an English label',
      'in a frame: “Postal code” is an English label',
    ]);
    expect((await checkPage(page, { locale: 'en-US' })).language).toEqual([]);
    await plant(page, { html: `<slot></slot>${frame(['Numéro de carte', 'MM/AA', 'CVV', 'Code postal'])}`, light: '<button type="button" class="sq-double-gpay">Acheter avec Google Pay</button>' });
    await expect.poll(() => frameTextsOf(page)).toContain('Numéro de carte');
    expect((await checkPage(page, { locale: 'fr-CA' })).language).toEqual([]);
  });

  test('an English label in an accessible name, and one split by a name in bold', async ({ page }) => {
    await plant(page, { html: '<button type="button" aria-label="Remove Season Pass - Adult">×</button><p><strong>Season Pass - Adult</strong> was added to your cart.</p>' });
    // The name in bold is the store's English name of a product too.
    expect((await checkPage(page, { locale: 'fr-CA' })).language).toEqual([
      '“Season Pass - Adult was added to your cart.” is an English label',
      '“Remove Season Pass - Adult” is an English label',
      "“Season Pass - Adult” is the store's English name of a product",
    ]);
  });
});

test.describe('raw data', () => {
  test('a |-joined value, an ISO date, a placeholder left unfilled, a value that never became text, an identifier', async ({ page }) => {
    await plant(page, { html: '<p>Date de début : 2026-12-19|Saturday</p><p>Commandé le 2026-12-01</p><p>Retirer {name}</p><p>Total : undefined</p><p>product_attribute_401</p>' });
    expect((await checkPage(page, { locale: 'en-US' }))['raw data']).toEqual([
      '“Date de début : 2026-12-19|Saturday” shows a |-joined value',
      '“Commandé le 2026-12-01” shows an ISO date',
      '“Retirer {name}” shows a placeholder left unfilled',
      '“Total : undefined” shows a value that never became text',
      '“product_attribute_401” shows an identifier',
    ]);
  });

  test('a negative amount written with a hyphen, and the same with the minus sign passing', async ({ page }) => {
    await plant(page, { html: '<p>Rabais -5 %</p><p>Rabais \u22125 %</p><p>Discount -$10.00</p><p>Discount \u2212$10.00</p>' });
    expect((await checkPage(page, { locale: 'en-US' }))['raw data']).toEqual(['“Rabais -5 %” shows a hyphen for a minus sign', '“Discount -$10.00” shows a hyphen for a minus sign']);
  });
});

test.describe('a step out of order', () => {
  test('a choice offered below Place order, and a required box left below it', async ({ page }) => {
    await plant(page, {
      html: `<form><label><input type="checkbox" required> J’accepte</label><button type="submit">Envoyer</button><label><input type="checkbox" required> Les conditions</label></form>
        <button type="button">Passer la commande</button><fieldset><legend>Cartes</legend><label><input type="radio" name="card"> Acheter une carte</label></fieldset>`,
      css: 'label, button { display: block; }',
    });
    expect(only(await checkPage(page, { locale: 'fr-CA' }), 'order')).toEqual({
      order: [
        '“Les conditions” (resort-planted › input) must be answered, and comes below “Envoyer”',
        '“Acheter une carte” (resort-planted › input) is offered below “Passer la commande”',
      ],
    });
  });

  test('nothing below Place order passes', async ({ page }) => {
    await plant(page, { html: '<fieldset><legend>Cartes</legend><label><input type="radio" name="card"> Acheter une carte</label></fieldset><button type="button">Passer la commande</button><a href="#top">Retour au panier</a>' });
    expect((await checkPage(page, { locale: 'fr-CA' })).order).toEqual([]);
  });
});

test.describe('room held blank', () => {
  /** An island's mount holding `held` px (as `src/island/hold.ts` does, in its style) over a cart that draws about 100. */
  const holding = async (page: Page, held: number) => {
    await plant(page, { html: '<div class="rw-mount"><div class="rw-root"><h2>Panier</h2><p>Votre panier est vide.</p></div></div>', css: '.rw-root { height: 100px; }' });
    await page.evaluate((held) => ((document.querySelector('resort-planted')!.shadowRoot!.querySelector('.rw-mount') as HTMLElement).style.minHeight = `${held}px`), held);
  };

  test('an island keeping the room of the taller markup it took over from, blank under what it drew', async ({ page }) => {
    await holding(page, 400);
    expect(only(await checkPage(page, { locale: 'fr-CA' }), 'room held blank')).toEqual({
      'room held blank': ["resort-planted holds 300 px blank under the 100 px it drew (the store's markup it took over from was taller)"],
    });
    // The room kept is about what it drew: nothing blank to speak of.
    await holding(page, 240);
    expect((await checkPage(page, { locale: 'fr-CA' }))['room held blank']).toEqual([]);
  });
});

test.describe('accessibility', () => {
  test('a field without a name, in a tag of ours, is a violation named with its rule and place', async ({ page }) => {
    // The planted page is no store page (no title, no heading): the field's rule is the one read.
    const fields = async () => (await accessibilityProblems(page)).filter((problem) => problem.startsWith('label '));
    await plant(page, { html: '<p>Prénom</p><input type="text">' });
    expect(await fields()).toEqual(['label (critical): Form elements must have labels, at resort-planted › input']);
    await plant(page, { html: '<label>Prénom <input type="text"></label>' });
    expect(await fields()).toEqual([]);
  });
});

test.describe('what the shopper typed, kept', () => {
  /** A dialog with a name field, opened by a button; `onEscape` is what the dialog does on Escape. */
  const dialogPage = async (page: Page, onEscape: 'close' | 'ask' | 'hide') => {
    await plant(page, { html: '<button type="button" id="open">Ajouter un membre</button><dialog aria-label="Nouveau membre"><label>Prénom <input type="text"></label></dialog>' });
    await page.evaluate((onEscape) => {
      const root = document.querySelector('resort-planted')!.shadowRoot!;
      const dialog = root.querySelector('dialog')!;
      const input = root.querySelector('input')!;
      root.querySelector('#open')!.addEventListener('click', () => {
        // A dialog that forgets: each opening starts empty, unless it only hid.
        if (onEscape !== 'hide') input.value = '';
        dialog.showModal();
      });
      dialog.addEventListener('cancel', (event) => {
        if (onEscape === 'ask' && input.value !== '' && !confirm('Abandonner ce que vous avez tapé ?')) event.preventDefault();
      });
    }, onEscape);
    const open = () => page.locator('resort-planted #open').click();
    await open();
    return open;
  };

  test('a dialog that closes on Escape and forgets what was typed, without asking', async ({ page }) => {
    const reopen = await dialogPage(page, 'close');
    expect((await probeTypedInput(page, reopen)).problems).toEqual(['the dialog “Nouveau membre” closed on Escape with a half-filled form and lost what was typed, without asking']);
    // The probe opened it again and emptied the field: the journey goes on from where it was.
    await expect(page.getByRole('dialog', { name: 'Nouveau membre' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('');
  });

  test('a dialog that asks first, or keeps what was typed for its next opening, passes', async ({ page }) => {
    const asks = await dialogPage(page, 'ask');
    expect((await probeTypedInput(page, asks)).problems).toEqual([]);
    await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('');
    const keeps = await dialogPage(page, 'hide');
    expect((await probeTypedInput(page, keeps)).problems).toEqual([]);
    await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('');
  });

  test('a tab panel whose half-filled form is gone when the shopper comes back to it', async ({ page }) => {
    await plant(page, {
      html: `<div role="tablist"><button role="tab" id="t1" aria-controls="p1" aria-selected="true">Votre groupe</button><button role="tab" id="t2" aria-controls="p2" aria-selected="false">Ajouter un membre</button></div>
        <div role="tabpanel" id="p1" aria-labelledby="t1">Dana</div><div role="tabpanel" id="p2" aria-labelledby="t2" hidden><label>Prénom <input type="text"></label></div>`,
    });
    await page.evaluate(() => {
      const root = document.querySelector('resort-planted')!.shadowRoot!;
      for (const tab of root.querySelectorAll('[role=tab]')) {
        tab.addEventListener('click', () => {
          for (const other of root.querySelectorAll('[role=tab]')) other.setAttribute('aria-selected', String(other === tab));
          for (const panel of root.querySelectorAll<HTMLElement>('[role=tabpanel]')) {
            panel.hidden = panel.id !== tab.getAttribute('aria-controls');
            // A panel drawn again from nothing: what was typed is gone.
            if (!panel.hidden) panel.querySelectorAll('input').forEach((input) => (input.value = ''));
          }
        });
      }
    });
    const open = () => page.locator('resort-planted #t2').click();
    await open();
    expect((await probeTypedInput(page, open)).problems).toEqual(['the panel “Ajouter un membre” closed on another tab with a half-filled form and lost what was typed, without asking']);
  });
});
