/**
 * The text-fit check the story check runs over every story at 320 and 375 px, in English and in
 * French (`test/layout/text-fit.ts`), planted: each kind of problem it must catch, drawn in a
 * `resort-*` tag (light DOM and a shadow root) at a phone's width, makes it speak, in words that
 * name the text; the same page laid out so that everything fits makes it say nothing, and so does
 * what is not ours or is meant to cover the page (a held table column, a dialog). No store.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { fitProblems } from '../layout/text-fit.ts';
import { cardTableStyles } from '../../src/ui/card-table.ts';

test.use({ viewport: { width: 320, height: 640 } });

/** Rules a planted tag's shadow root adopts: a class each, as our tags are styled. */
const rules = `
.narrow { width: 4em; }
.nowrap { white-space: nowrap; }
.pinned { position: absolute; top: 0; left: 0; }
.box { position: relative; height: 2em; }
.button-narrow { width: 3em; white-space: nowrap; }
.wide { width: 30em; }
.scroll { overflow-x: auto; width: 10em; }
.held { position: sticky; left: 0; background: white; }
.list { container: list / inline-size; }
`;

/** Opens a page whose `<resort-plant>` draws `shadow` in its shadow root (and `light` in its light DOM). */
async function plant(page: Page, { shadow = '', light = '', outside = '' }: { shadow?: string; light?: string; outside?: string }): Promise<void> {
  await page.setContent(`<!doctype html><html lang="en"><body><resort-plant>${light}</resort-plant>${outside}</body></html>`);
  await page.evaluate(
    ({ html, css }) => {
      const host = document.querySelector('resort-plant')!;
      const root = host.attachShadow({ mode: 'open' });
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      root.adoptedStyleSheets = [sheet];
      document.adoptedStyleSheets = [sheet];
      const template = document.createElement('template');
      template.setHTMLUnsafe(`${html}<slot></slot>`);
      root.append(template.content);
    },
    { html: shadow, css: rules + cardTableStyles('.cards', { container: 'list', below: '30em' }) },
  );
}

test('a select narrower than its chosen value is caught, named by the value', async ({ page }) => {
  await plant(page, { shadow: '<label>Month <select class="narrow"><option>septembre</option></select></label>' });
  expect(await fitProblems(page)).toEqual([expect.stringMatching(/^select\.narrow “septembre” cuts its value: \d+ px wide, shown in \d+ px$/)]);
  await plant(page, { shadow: '<label>Month <select><option>septembre</option></select></label>' });
  expect(await fitProblems(page)).toEqual([]);
});

test('two texts drawn over each other are caught, and a held column over what scrolls under it is not', async ({ page }) => {
  await plant(page, { shadow: '<div class="box"><span class="pinned">59 $ US</span><span class="pinned">8 restants</span></div>' });
  expect(await fitProblems(page)).toEqual([expect.stringMatching(/^text “59 \$ US” \(span\.pinned\) overlaps “8 restants” \(span\.pinned\)$/)]);
  await plant(page, {
    shadow: '<div class="scroll"><table><tr><th class="held nowrap">Season Pass 3-Pay</th><td class="nowrap">Monthly payments until March</td></tr></table></div>',
  });
  await page.evaluate(() => {
    document.querySelector('resort-plant')!.shadowRoot!.querySelector('.scroll')!.scrollLeft = 60;
  });
  expect(await fitProblems(page)).toEqual([]);
});

test('a button whose label runs out of its box is caught', async ({ page }) => {
  await plant(page, { light: '<button class="button-narrow" type="button">Payer maintenant</button>' });
  expect(await fitProblems(page)).toEqual([expect.stringMatching(/^button\.button-narrow “Payer maintenant” lets its label run out of its box/)]);
});

test('text past the window’s edge is caught; the same text outside our tags is not ours to judge', async ({ page }) => {
  const long = 'Chaque jour affiche son prix en dollars américains';
  await plant(page, { shadow: `<p class="wide">${long}</p>` });
  expect(await fitProblems(page)).toEqual([expect.stringMatching(/^text “Chaque jour .*” \(p\.wide\) runs past the window’s edge$/)]);
  await plant(page, { outside: `<p class="wide">${long}</p>` });
  expect(await fitProblems(page)).toEqual([]);
});

test('a table drawn as cards (card-table.ts) at 320 px fits, every value under its column’s name', async ({ page }) => {
  await plant(page, {
    shadow: `<div class="list"><table class="cards" role="table">
      <thead role="rowgroup"><tr role="row"><th role="columnheader">Produit</th><th role="columnheader">Montant</th><th role="columnheader">Mode de paiement</th></tr></thead>
      <tbody role="rowgroup"><tr role="row"><td role="cell" data-label="Produit"><span>Season Pass - Child</span></td><td role="cell" data-label="Montant"><span>157,15 $</span></td><td role="cell" data-label="Mode de paiement"><span>Visa se terminant par 4242</span></td></tr></tbody>
    </table></div>`,
  });
  expect(await fitProblems(page)).toEqual([]);
  const named = await page.evaluate(() =>
    [...document.querySelector('resort-plant')!.shadowRoot!.querySelectorAll('td')].map((cell) => [getComputedStyle(cell, '::before').content, cell.textContent]),
  );
  expect(named).toEqual([
    ['"Produit" / ""', 'Season Pass - Child'],
    ['"Montant" / ""', '157,15 $'],
    ['"Mode de paiement" / ""', 'Visa se terminant par 4242'],
  ]);
});
