import type { Locator } from '@playwright/test';
import { test, expect, loadFailed } from './fixtures.ts';
import { signIn } from './helpers.ts';
import { axeViolations, braintreeField, cardFrame, firstCardInput, typeBraintreeCard, typeCard, useProvider, VISA } from './payment-helpers.ts';

/**
 * A keyboard user's press on `control`: it takes a key only once it is offered (a control is
 * disabled while the plans reload or a payment is under way) and has the focus.
 */
async function press(control: Locator, key: string): Promise<void> {
  await expect(control).toBeEnabled();
  await control.focus();
  await expect(control).toBeFocused();
  await control.page().keyboard.press(key);
}

test.describe('<resort-my-payment-plans> on My Account', () => {
  test.describe.configure({ timeout: 90_000 });

  test('on a Braintree store the card is updated through its hosted fields: a card already in the vault is refused in the store’s words, another is vaulted and named on the plan', async ({ page, context, baseURL }) => {
    await useProvider(context, baseURL, 'Braintree');
    await signIn(page, '/userinfo/paymentplans');
    const plans = page.locator('resort-my-payment-plans');
    await plans.getByRole('checkbox', { name: 'Select Season Pass - Adult for Alex Morgan' }).check();
    await plans.getByRole('button', { name: 'Update Credit Card' }).click();
    const modal = plans.getByRole('dialog', { name: 'Update Your Credit Card' });
    const form = page.locator('resort-my-payment-plans resort-payment-form');
    await expect(firstCardInput(page, 'Braintree')).toBeVisible();
    await form.getByRole('textbox', { name: 'Cardholder name' }).fill('Alex Morgan');
    await typeBraintreeCard(page, { ...VISA, number: '5105 1051 0510 5100' });
    await modal.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(form.getByText('This payment method already exists in your vault.')).toBeVisible();
    await expect(modal).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await braintreeField(page, 'number').locator('input').fill('3400 000000 00009');
    await braintreeField(page, 'cvv').locator('input').fill('1111');
    await modal.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(modal).toHaveCount(0);
    await expect(plans.getByRole('row', { name: /Season Pass - Adult/ })).toContainText('American Express ending in 0009');
  });

  test('a failed payment recovered in one visit: Pay now is declined, the card is updated with the keyboard, Pay now then pays', async ({ page, consoleErrors }) => {
    consoleErrors.expect(loadFailed(402));
    consoleErrors.expect(/^resort-widgets: GET \/api\/paymentprocessing\/processScheduledPayment\/\d+ failed \(http\): HTTP 402: Your card was declined/);
    await signIn(page, '/userinfo/paymentplans');
    const plans = page.locator('resort-my-payment-plans');
    await expect(plans.getByRole('cell', { name: 'Season Pass - Child', exact: true })).toBeVisible();
    await expect(plans.getByText('Ski Rental Package')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // Pay now with the refused card on file: the error dialog, then the plans again.
    await press(plans.getByRole('button', { name: 'Pay now: Season Pass - Child for Sam Morgan' }), 'Enter');
    const payNow = plans.getByRole('dialog', { name: 'Pay now' });
    await expect(payNow).toContainText('$157.15');
    expect(await axeViolations(page)).toEqual([]);
    await press(payNow.getByRole('button', { name: /^Pay \$/ }), 'Enter');
    const alert = plans.getByRole('alertdialog', { name: 'Payment not processed' });
    await expect(alert).toContainText('Your card was declined: the security code (CVV) did not match.');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(alert).toHaveCount(0);

    // Update the card of that plan, with the keyboard alone.
    await press(plans.getByRole('checkbox', { name: 'Select Season Pass - Child for Sam Morgan' }), 'Space');
    await press(plans.getByRole('button', { name: 'Update Credit Card' }), 'Enter');
    const modal = plans.getByRole('dialog', { name: 'Update Your Credit Card' });
    await expect(modal).toBeVisible();
    const form = page.locator('resort-my-payment-plans resort-payment-form');
    await expect(form.getByRole('heading', { name: 'Payment Details' })).toHaveCount(0);
    // Square's card fields are attached once its script has loaded: Tab reaches them only then.
    await expect(cardFrame(page).locator('input[name="cardNumber"]')).toBeVisible();
    await form.getByRole('textbox', { name: 'Cardholder name' }).focus();
    await page.keyboard.type('Alex Morgan');
    await page.keyboard.press('Tab');
    await expect(cardFrame(page).locator('input[name="cardNumber"]')).toBeFocused();
    await typeCard(page, VISA);
    expect(await axeViolations(page)).toEqual([]);
    await press(modal.getByRole('button', { name: 'Update', exact: true }), 'Enter');
    await expect(modal).toHaveCount(0);
    // The dialog gives the focus back to the control that opened it.
    await expect(plans.getByRole('button', { name: 'Update Credit Card' })).toBeFocused();

    // Pay now again: paid.
    await press(plans.getByRole('button', { name: 'Pay now: Season Pass - Child for Sam Morgan' }), 'Enter');
    await press(plans.getByRole('dialog', { name: 'Pay now' }).getByRole('button', { name: /^Pay \$/ }), 'Enter');
    await expect(plans.getByRole('button', { name: 'Pay now: Season Pass - Child for Sam Morgan' })).toHaveCount(0);
    await plans.getByRole('button', { name: 'View the payment schedule of Season Pass - Child for Sam Morgan' }).click();
    const schedule = plans.getByRole('dialog', { name: 'Payment Schedule' });
    await expect(schedule.getByRole('row')).toHaveCount(5);
    await expect(schedule.getByText('Failed')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // Staff switching the card update off is not tried here: the switch is the whole store's, and
    // the card tests beside this one (and the family journey's card change) lost their Update
    // Credit Card while it was off. The store's tests carry the switch to the answer
    // (examples/server/payments/settings.test.ts) and the tag's own hide the button for it
    // (widgets/my-payment-plans/MyPaymentPlans.test.tsx).
  });
});

test('320 × 568: the card update dialog shows its buttons, with no empty band between the card fields and them', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 320, height: 568 });
  await signIn(page, '/userinfo/paymentplans');
  const plans = page.locator('resort-my-payment-plans');
  await plans.getByRole('checkbox', { name: 'Select Season Pass - Child for Sam Morgan' }).check();
  await plans.getByRole('button', { name: 'Update Credit Card' }).click();
  const modal = plans.getByRole('dialog', { name: 'Update Your Credit Card' });
  await expect(cardFrame(page).locator('input[name="cardNumber"]')).toBeVisible();
  const form = page.locator('resort-my-payment-plans resort-payment-form');
  const accepted = form.locator('.rw-payment__accepted');
  await expect(accepted).toBeVisible();
  const cancel = modal.getByRole('button', { name: 'Cancel' });
  const update = modal.getByRole('button', { name: 'Update', exact: true });
  // The band from the last words of the card form (the cards accepted) to the buttons.
  const band = async () => ((await cancel.boundingBox())?.y ?? 0) - await accepted.evaluate((element) => element.getBoundingClientRect().bottom);
  expect(await band()).toBeLessThanOrEqual(24);
  // In the window, once the dialog's own content is scrolled to its end (if it scrolls at all).
  await modal.evaluate((dialog) => dialog.scrollTo({ top: dialog.scrollHeight }));
  for (const button of [cancel, update]) {
    const box = await button.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 568, `${await button.textContent()} at ${box?.y}–${box ? box.y + box.height : '?'} of 568`).toBe(true);
  }
  await page.screenshot({ path: test.info().outputPath('card-dialog.png') });
});

for (const language of ['en-US', 'fr-CA'] as const) {
  test(`1280 px, ${language}: the card update dialog shows every card field's placeholder whole ("Postal code", "Code postal")`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, '/userinfo/paymentplans');
    await page.goto(`/language?to=${language}&returnUrl=${encodeURIComponent('/userinfo/paymentplans')}`);
    const plans = page.locator('resort-my-payment-plans');
    await plans.getByRole('checkbox').first().check();
    await plans.getByRole('button', { name: language === 'fr-CA' ? 'Mettre à jour la carte de crédit' : 'Update Credit Card', exact: true }).click();
    const frame = cardFrame(page);
    await expect(frame.locator('input[name="postalCode"]')).toBeVisible();
    // Each placeholder's text, in the input's own font, against the room inside the input: none cut.
    const cut = await frame.locator('input').evaluateAll((inputs) =>
      inputs.flatMap((element) => {
        const input = element as HTMLInputElement;
        const context = document.createElement('canvas').getContext('2d')!;
        const style = getComputedStyle(input);
        context.font = style.font;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const text = context.measureText(input.placeholder).width;
        return text > room + 0.5 ? [`${input.placeholder}: ${Math.round(text)} px in ${Math.round(room)}`] : [];
      }),
    );
    expect(cut).toEqual([]);
  });
}
