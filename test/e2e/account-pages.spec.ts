/**
 * The store's own account pages around sign-in (`/register`, `/register/findbyemail`,
 * `/passwordrecovery`), laid out on a phone: every field keeps inside its card's padding.
 */
import { test, expect } from './fixtures.ts';
import { ON_DEMAND_TAG } from '../on-demand.mjs';

const PAGES = ['/register', '/register/findbyemail', '/passwordrecovery'] as const;

test.describe('the account pages at 320 px', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  for (const language of ['en-US', 'fr-CA'] as const) {
    // French, whose labels and messages are the longer, on every change; English on demand.
    test(`every field keeps inside its card's padding, in ${language}`, { tag: language === 'fr-CA' ? [] : [ON_DEMAND_TAG] }, async ({ page }) => {
      await page.goto(`/language?to=${language}&returnUrl=%2F`);
      for (const path of PAGES) {
        await page.goto(path);
        const outside = await page.locator('main .legacy-login').evaluate((card) => {
          const style = getComputedStyle(card);
          const box = card.getBoundingClientRect();
          const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
          const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
          const fields = [...card.querySelectorAll('form input:not([type="hidden"]), form select, form resort-date-field, form resort-country-select, form resort-state-field')];
          return fields
            .filter((field) => field.getClientRects().length > 0)
            .map((field) => ({ field, rect: field.getBoundingClientRect() }))
            .filter(({ rect }) => rect.left < left - 0.5 || rect.right > right + 0.5)
            .map(({ field, rect }) => `${field.localName}[name="${field.getAttribute('name') ?? ''}"]: ${Math.round(rect.left)}–${Math.round(rect.right)} px in a card whose padding keeps ${Math.round(left)}–${Math.round(right)} px`);
        });
        expect(outside, `${path} in ${language}`).toEqual([]);
      }
    });
  }
});
