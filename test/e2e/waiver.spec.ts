import type { Page } from '@playwright/test';
import { test, expect, loadFailed } from './fixtures.ts';
import { axeViolations } from './helpers.ts';
import { drawWithMouse, inkedPixels, readToTheEnd, rentForTheHousehold, signIn, waiverOf } from './checkout-helpers.ts';

/** Signs the shopper in with skis in the cart for everyone, and opens the checkout. */
async function openCheckout(page: Page): Promise<void> {
  await signIn(page, '/');
  await rentForTheHousehold(page);
  await page.goto('/onepagecheckout');
}

test.describe('<resort-waiver> on /onepagecheckout', () => {
  test('open the waiver, scroll, draw with the mouse, type the name, tick, sign, and find it stored', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await openCheckout(page);
    const card = waiverOf(page, 'Alex');
    await expect(card.getByText('Not signed yet')).toBeVisible();
    expect(loaded.some((path) => /signature_pad|purify/.test(path))).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Read and Sign' }).click();
    const dialog = card.getByRole('dialog', { name: 'Equipment Rental Release' });
    await expect(dialog.getByRole('region', { name: 'Waiver document' })).toContainText('1. Inherent risks');
    await expect(dialog.getByText('Scroll to the end of the release to sign it.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await readToTheEnd(dialog);
    await expect(dialog.getByRole('progressbar', { name: 'Read so far' })).toHaveAttribute('aria-valuenow', /^(9\d|100)$/);
    const sign = dialog.getByRole('button', { name: 'Sign', exact: true });
    await expect(sign).toBeDisabled();
    const pad = dialog.getByRole('img', { name: /Signature pad/ });
    await drawWithMouse(pad);
    expect(await inkedPixels(pad)).toBeGreaterThan(50);
    await dialog.getByRole('textbox', { name: 'Type your full name' }).fill('  alex morgan ');
    await expect(sign).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'I have read this release, understand it, and agree to its terms.' }).check();
    await expect(sign).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);

    const signed = page.waitForEvent('console', { predicate: (message) => message.text().startsWith('signed:') });
    await page.evaluate(() =>
      window.addEventListener('resort:waiver:signed', (event) => {
        const { release } = (event as CustomEvent<{ release: Record<string, unknown> }>).detail;
        console.log(`signed:${JSON.stringify({ Signed: release.Signed, TypedFullname: release.TypedFullname, agreeChecked: release.agreeChecked, prefix: String(release.Signature).slice(0, 12), html: typeof release.WaiverHTML })}`);
      }),
    );
    await sign.click();
    await expect(dialog.getByText('This waiver is signed.')).toBeFocused();
    const detail = JSON.parse((await signed).text().slice('signed:'.length)) as Record<string, unknown>;
    expect(detail).toEqual({ Signed: true, TypedFullname: 'alex morgan', agreeChecked: true, prefix: 'iVBORw0KGgoA', html: 'string' });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(card.getByRole('button', { name: 'View Signed Waiver' })).toBeFocused();

    // Stored: the image is a PNG with the drawing, and a new page load shows the waiver signed.
    const memberId = JSON.parse((await card.getAttribute('person'))!) as { ContactInfoId: number };
    const image = await page.request.get(`/api/waivers/${memberId.ContactInfoId}/signature.png`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect((await image.body()).length).toBeGreaterThan(500);
    await page.reload();
    await expect(waiverOf(page, 'Alex').getByText(/^Signed by alex morgan on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a consolidated release takes the signed-in user's name; Escape closes it and focus returns", async ({ page }) => {
    await openCheckout(page);
    const card = waiverOf(page, 'Jordan');
    const open = card.getByRole('button', { name: 'Read and Sign' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = card.getByRole('dialog');
    await readToTheEnd(dialog);
    await expect(dialog.getByText('This release is consolidated: you sign it on behalf of your group member.')).toBeVisible();
    const name = dialog.getByRole('textbox', { name: 'Type your full name' });
    await name.fill('Jordan Morgan');
    await name.blur();
    await expect(dialog.getByText('The name does not match Alex Morgan.')).toBeVisible();
    await name.fill('Alex Morgan');
    await dialog.getByRole('checkbox').check();
    // Keyboard users sign with their typed name.
    await dialog.getByRole('button', { name: 'Sign with my typed name' }).focus();
    await page.keyboard.press('Enter');
    expect(await inkedPixels(dialog.getByRole('img', { name: /Signature pad/ }))).toBeGreaterThan(50);
    await expect(dialog.getByRole('button', { name: 'Sign', exact: true })).toBeEnabled();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await expect(card.getByText('Not signed yet')).toBeVisible();
    // Reopened at the top, not scrolled; what was typed is still there once scrolled again.
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Scroll to the end of the release to sign it.')).toBeVisible();
    await readToTheEnd(dialog);
    await expect(dialog.getByRole('textbox', { name: 'Type your full name' })).toHaveValue('Alex Morgan');
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(dialog.getByText('This waiver is signed.')).toBeVisible();
  });

  test('a minor is signed for by the user; the pad works with touch and pen, keeps its drawing on resize, and Clear empties it', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, viewport: { width: 1100, height: 900 } });
    const page = await context.newPage();
    await openCheckout(page);
    const card = waiverOf(page, 'Sam');
    await card.getByRole('button', { name: 'Read and Sign' }).click();
    const dialog = card.getByRole('dialog');
    await readToTheEnd(dialog);
    await expect(dialog.getByText('You are signing on behalf of a minor, Sam Morgan.')).toBeVisible();
    await expect(dialog.getByText(/Type Sam Morgan/)).toBeVisible();
    const pad = dialog.getByRole('img', { name: /Signature pad/ });
    await expect(pad).toHaveAttribute('data-ready', 'true');

    await pad.tap();
    await expect.poll(() => inkedPixels(pad)).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => inkedPixels(pad)).toBe(0);

    // A pen stroke, as a stylus sends it.
    await pad.evaluate(async (canvas: HTMLCanvasElement) => {
      const box = canvas.getBoundingClientRect();
      const at = (type: string, x: number, buttons: number) =>
        new PointerEvent(type, { pointerType: 'pen', pointerId: 7, isPrimary: true, buttons, pressure: 0.6, clientX: box.left + x, clientY: box.top + box.height / 2 + Math.sin(x / 20) * 20, bubbles: true, composed: true });
      canvas.dispatchEvent(at('pointerdown', 20, 1));
      // signature_pad samples moves at most every 16 ms.
      for (let x = 25; x < 220; x += 8) {
        canvas.dispatchEvent(at('pointermove', x, 1));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      canvas.dispatchEvent(at('pointerup', 220, 0));
    });
    const inkBefore = await inkedPixels(pad);
    expect(inkBefore).toBeGreaterThan(100);
    await dialog.getByRole('textbox', { name: 'Type your full name' }).fill('Sam Morgan');
    await dialog.getByRole('checkbox').check();
    await expect(dialog.getByRole('button', { name: 'Sign', exact: true })).toBeEnabled();

    const widthBefore = (await pad.boundingBox())!.width;
    await page.setViewportSize({ width: 560, height: 900 });
    await expect.poll(async () => (await pad.boundingBox())!.width).toBeLessThan(widthBefore);
    await expect.poll(() => inkedPixels(pad)).toBeGreaterThan(100);
    await expect(dialog.getByRole('button', { name: 'Sign', exact: true })).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  test('hostile waiver HTML renders without running scripts, event handlers or javascript: links, and the console stays clean', async ({ page, consoleErrors }) => {
    // Its text carries inline handlers (onerror, onclick, onload…): parsing it must not even raise
    // a Content-Security-Policy report, which the clean-console rule of every test (fixtures.ts) catches.
    // Its one broken image (src="x") is the only error it may log.
    consoleErrors.expect(loadFailed(404));
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/__test/waiver-hostile');
    const card = page.locator('resort-waiver');
    await card.getByRole('button', { name: 'Read and Sign' }).click();
    const documentBox = card.getByRole('region', { name: 'Waiver document' });
    await expect(documentBox).toContainText('Read me.');
    const found = await documentBox.evaluate((box) => ({
      dangerous: box.querySelectorAll('script, style, iframe, form, input, button, object, embed').length,
      handlers: [...box.querySelectorAll('*')].flatMap((element) => [...element.attributes].filter((attribute) => /^on/i.test(attribute.name) || /javascript:/i.test(attribute.value) || attribute.name === 'style').map((attribute) => `${element.tagName} ${attribute.name}`)),
    }));
    expect(found).toEqual({ dangerous: 0, handlers: [] });
    await documentBox.getByText('A javascript: link').click();
    await documentBox.getByText('Click this paragraph.').click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { __waiverPwned?: unknown }).__waiverPwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    // A guest reads it but cannot sign.
    await readToTheEnd(card.getByRole('dialog'));
    await expect(card.getByRole('dialog').getByRole('alert')).toContainText('Only signed-in customers can sign waivers.');
    expect(await axeViolations(page)).toEqual([]);
  });
});
