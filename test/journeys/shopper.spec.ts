/**
 * A returning shopper (the seeded `shopper@example.com`, Alex Morgan) buys for the household they
 * already have, in fewer steps than the new family: signs in through the header's Sign In
 * lightbox, a dated lift ticket for Sam, a ski rental for Jordan, the discount code, the checkout
 * (a pickup site, Jordan's waiver if not signed yet, the card through the Square double), the
 * confirmation, and the order found again from My Account. One test per cell (`cells.ts`); after
 * each step the journey's checks look at the page (`journey.ts`).
 *
 * Every cell of a run signs in as the same shopper on the same store, one after another: what an
 * earlier cell left (Jordan's waiver signed, the pickup site chosen, a code applied) is met as the
 * shopper would meet it, not assumed away.
 */
import { test, expect } from './fixtures.ts';
import { cellsOf, cellTitle } from './cells.ts';
import { shopperWords } from './shopper-words.ts';
import { tookOver } from '../e2e/helpers.ts';
import { drawWithMouse, readToTheEnd } from '../e2e/checkout-helpers.ts';
import { typeCard, VISA } from '../e2e/payment-helpers.ts';

const SHOPPER = { email: 'shopper@example.com', password: 'Resort!2026', first: 'Alex' };

// One after another, in one worker: two cells side by side raced for one cart, and the second
// found Sam already holding the first's lift ticket for the day (its Add to cart disabled).
test.describe.configure({ mode: 'default' });

for (const cell of cellsOf('returning shopper')) {
  test.describe(() => {
    test.use({ cell });
    test(cellTitle(cell), async ({ page, journey }) => {
      test.setTimeout(Number(process.env.JOURNEY_TIMEOUT ?? 180_000));
      const { signInWords, menuWords, productWords, dateWords, cartWords, rentalWords, waiverWords, mediaWords, paymentWords, storeWords } = shopperWords(cell.language);
      const baseLodge = /Base Lodge Rentals|Location du chalet de base/;

      // Signing in: the header's lightbox, from the home page.
      const menu = page.locator('header resort-signin-menu');
      const lightbox = menu.getByRole('dialog');
      await journey.step('opens the store in their language', async () => {
        await journey.speak('/');
        await tookOver(menu);
      });
      await journey.step('opens Sign In in the header', async () => {
        await menu.getByRole('button', { name: menuWords.exact('signin.menu.signIn') }).click();
        await expect(lightbox.getByRole('textbox', { name: signInWords.exact('signin.username') })).toBeFocused();
      });
      await journey.step('types their email and continues', async () => {
        await lightbox.getByRole('textbox', { name: signInWords.exact('signin.username') }).fill(SHOPPER.email);
        await lightbox.getByRole('button', { name: signInWords.exact('signin.continue') }).click();
        await expect(lightbox.getByLabel(signInWords.exact('signin.password'), { exact: true })).toBeFocused();
      });
      await journey.step('types their password and signs in', async () => {
        await lightbox.getByLabel(signInWords.exact('signin.password'), { exact: true }).fill(SHOPPER.password);
        await Promise.all([page.waitForEvent('load'), lightbox.getByRole('button', { name: signInWords.exact('signin.signIn') }).click()]);
        await tookOver(menu);
        await expect(menu.getByText(menuWords.exact('signin.menu.greeting', { firstName: SHOPPER.first })).filter({ visible: true })).toBeVisible();
      });

      const product = page.locator('main resort-product');
      const member = (first: string) => product.getByRole('radio', { name: new RegExp(`${first} Morgan`) });
      const openProduct = async (path: string) => {
        await page.goto(path);
        await tookOver(product);
      };
      /** The first day the product's calendar offers, in one step: the household is already there to choose from. */
      const chooseFirstDay = async (what: string) => {
        await journey.step(`chooses the first day the calendar offers for ${what}`, async () => {
          await product.getByRole('button', { name: dateWords.within('date.choose') }).first().click();
          await product.getByRole('dialog').getByRole('grid').locator('button:not([disabled])').first().click();
          await expect(product.getByRole('dialog')).toBeHidden();
        });
      };
      const addToCart = async (what: string, first: string) => {
        await journey.step(`adds ${what} to the cart for ${first}`, async () => {
          await product.getByRole('button', { name: productWords.exact('product.addToCart') }).click();
          await expect(product.getByRole('status').filter({ hasText: productWords.within('product.addedFor', { member: `${first} Morgan` }) })).toBeVisible();
        });
      };

      // A dated ticket for Sam, the household's child.
      await journey.step('opens the 1-day lift ticket and chooses Sam', async () => {
        await openProduct('/lift-ticket-1-day');
        // The store's own words for its age groups.
        const ageGroup = product.getByRole('combobox').filter({ has: page.locator('option', { hasText: /Child|Enfant/ }) });
        const child = await ageGroup.locator('option', { hasText: /Child|Enfant/ }).getAttribute('value');
        await ageGroup.selectOption(child ?? '');
        await member('Sam').check();
      });
      await chooseFirstDay('the lift ticket');
      await addToCart('the lift ticket', 'Sam');

      // Skis for Jordan.
      await journey.step('opens the ski rental package and chooses Jordan', async () => {
        await openProduct('/ski-rental-package');
        await member('Jordan').check();
      });
      await chooseFirstDay('the rental');
      await addToCart('the rental', 'Jordan');

      // The cart, with the discount code.
      const cart = page.locator('resort-cart');
      const discount = page.locator('resort-discount-code');
      const applied = discount.getByRole('button', { name: cartWords.exact('discount.remove', { code: 'WELCOME10' }) });
      await journey.step('opens the cart', async () => {
        await page.goto('/cart');
        await tookOver(cart);
        await expect(cart.getByRole('heading', { name: 'Sam Morgan' })).toBeVisible();
        await expect(cart.getByRole('heading', { name: 'Jordan Morgan' })).toBeVisible();
        await tookOver(discount);
      });
      await journey.step('applies the discount code WELCOME10', async () => {
        // A code an earlier visit applied is still there: the shopper sees it and goes on.
        if (!(await applied.isVisible())) {
          const open = discount.getByRole('button', { name: cartWords.exact('discount.open') });
          if (await open.isVisible()) await open.click();
          await discount.getByRole('textbox', { name: cartWords.exact('discount.label') }).fill('WELCOME10');
          await discount.getByRole('button', { name: cartWords.exact('discount.apply') }).click();
        }
        await expect(applied).toBeVisible();
      });

      // The checkout: the pickup site, the waivers still to sign, the card.
      await journey.step('goes to the checkout', async () => {
        await cart.getByRole('link', { name: cartWords.exact('cart.checkout') }).click();
        await page.waitForURL(/\/onepagecheckout$/);
      });
      const pickup = page.locator('resort-rental-locations');
      await journey.step('selects the pickup site at the base lodge', async () => {
        await tookOver(pickup);
        const saved = pickup.getByRole('region', { name: rentalWords.exact('rental.saved') });
        // The site an earlier visit chose may still be the order's.
        if (!(await saved.filter({ hasText: baseLodge }).isVisible())) {
          await pickup.getByRole('radio', { name: baseLodge }).check();
          await pickup.getByRole('button', { name: rentalWords.exact('rental.select') }).click();
        }
        await expect(saved).toContainText(baseLodge);
      });
      const waivers = page.locator('resort-waiver');
      for (let index = 0; index < (await waivers.count()); index++) {
        const card = waivers.nth(index);
        const open = card.getByRole('button', { name: waiverWords.exact('waiver.open') });
        await card.scrollIntoViewIfNeeded();
        await tookOver(card);
        // A release an earlier order signed stays signed: nothing to do for it.
        if (!(await open.isVisible())) continue;
        const who = (await card.getAttribute('data-member')) ?? `waiver ${index + 1}`;
        const dialog = card.getByRole('dialog');
        await journey.step(`opens ${who}’s waiver`, async () => {
          await open.click();
          await expect(dialog).toBeVisible();
        });
        await journey.step(`reads ${who}’s waiver to the end and signs it`, async () => {
          await readToTheEnd(dialog, { document: waiverWords.exact('waiver.document'), progress: waiverWords.exact('waiver.progress') });
          await drawWithMouse(dialog.getByRole('img', { name: waiverWords.within('waiver.padLabel') }));
          const typed = dialog.getByRole('textbox', { name: waiverWords.exact('waiver.typedName') });
          if (await typed.isVisible()) await typed.fill(`${SHOPPER.first} Morgan`);
          await dialog.getByRole('checkbox').check();
          await dialog.getByRole('button', { name: waiverWords.exact('waiver.sign') }).click();
          await dialog.getByRole('button', { name: waiverWords.exact('waiver.done') }).click();
          // The signed release lingers a moment, unseen, until a screen reader has heard the focus back on the card.
          await expect(dialog.getByText(waiverWords.within('waiver.signedBy'))).toHaveCount(0);
          await expect(card.getByText(waiverWords.within('waiver.signedBy'))).toBeVisible();
        });
      }
      const media = page.locator('resort-add-media');
      if ((await media.count()) > 0) {
        await journey.step('chooses a new media card for Sam’s ticket', async () => {
          await media.scrollIntoViewIfNeeded();
          await tookOver(media);
          await media.getByRole('radio', { name: mediaWords.exact('media.purchase') }).first().check();
        });
      }
      const payment = page.locator('resort-payment-form');
      await journey.step('types the card', async () => {
        await payment.scrollIntoViewIfNeeded();
        await payment.getByRole('textbox', { name: paymentWords.exact('payment.cardholderName') }).fill(`${SHOPPER.first} Morgan`);
        await typeCard(page, VISA);
      });
      await journey.step('places the order and reads the confirmation', async () => {
        await payment.getByRole('button', { name: paymentWords.exact('payment.placeOrder') }).click();
        await page.waitForURL(/\/checkout\/completed\/\d+$/);
        await expect(page.getByRole('heading', { name: 'Sam Morgan' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Jordan Morgan' })).toBeVisible();
      });
      const orderNumber = ((await page.locator('.legacy-order-number strong').textContent()) ?? '').trim();
      const orderId = /\/checkout\/completed\/(\d+)$/.exec(page.url())?.[1];

      await journey.step('finds the order in My Account', async () => {
        await menu.getByRole('link', { name: menuWords.exact('signin.menu.myAccount') }).click();
        await page.waitForURL('**/userinfo');
        // The newest first, under the household and the plans.
        const orders = page.getByRole('region', { name: storeWords.exact('account.orders') });
        await orders.scrollIntoViewIfNeeded();
        await expect(orders.getByRole('listitem').first().getByRole('link', { name: storeWords.exact('order.title', { number: orderNumber }) })).toBeVisible();
      });
      await journey.step('opens the order’s details', async () => {
        await page.getByRole('region', { name: storeWords.exact('account.orders') }).getByRole('link', { name: storeWords.exact('order.title', { number: orderNumber }) }).click();
        await page.waitForURL(`**/orderdetails/${orderId}`);
        await expect(page.getByRole('heading', { level: 1, name: storeWords.exact('order.title', { number: orderNumber }) })).toBeVisible();
        await expect(page.getByRole('main')).toContainText('Jordan Morgan');
      });
    });
  });
}
