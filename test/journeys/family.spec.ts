/**
 * A new family, from registering to paying a plan's instalment later in My Account, as one test
 * per cell (`cells.ts`): each step is named as the shopper would tell it, and after each the
 * journey's checks look at the page (`journey.ts`).
 */
import { test, expect } from './fixtures.ts';
import { cellsOf, cellTitle } from './cells.ts';
import { shopperWords } from './shopper-words.ts';
import { chooseDate } from './date-field.ts';
import { tookOver } from '../e2e/helpers.ts';
import { drawWithMouse, readToTheEnd } from '../e2e/checkout-helpers.ts';
import { cardFrame, typeCard, VISA } from '../e2e/payment-helpers.ts';
import { failNextInstalment, giftVoucher } from './store.ts';
import { productsFr } from '../../examples/server/catalog/translations-seed.ts';

for (const cell of cellsOf('new family')) {
  test.describe(() => {
    test.use({ cell });
    test(cellTitle(cell), async ({ page, journey }) => {
      test.setTimeout(Number(process.env.JOURNEY_TIMEOUT ?? 240_000));
      const { memberWords: members, fieldWords: dates, productWords, dateWords, voucherWords, scheduleWords, cartWords, rentalWords, waiverWords, mediaWords, paymentWords, planWords, storeWords } = shopperWords(cell.language);
      const seasonPass = cell.language === 'fr-CA' ? productsFr[1]!.name : 'Season Pass - Adult';
      const villageShop = /Village Ski Shop|Boutique de ski du village/;
      const family = `Rivera${Date.now().toString(36).slice(-4)}`;
      const email = `family-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

      await journey.step('opens the store in their language', async () => {
        await journey.speak('/register?returnUrl=%2Fuserinfo');
        // A call still in flight with the guest's session when the account is made comes back with a guest's cookie.
        await page.waitForLoadState('networkidle');
      });

      await journey.step('fills in the registration form', async () => {
        const form = page.locator('form[action="/register"]');
        await form.locator('input[name="FirstName"]').fill('Dana');
        await form.locator('input[name="LastName"]').fill(family);
        await form.locator('input[name="Email"]').fill(email);
        await form.locator('input[name="Password"]').fill('Powder-Day-42');
        await form.locator('input[name="ConfirmPassword"]').fill('Powder-Day-42');
      });

      const panel = page.locator('resort-group-members');
      await journey.step('creates the account and lands in My Account', async () => {
        await page.locator('form[action="/register"]').getByRole('button', { name: storeWords.exact('register.title') }).click();
        await page.waitForURL('**/userinfo');
        // Down to the household, as the shopper scrolls: its tag starts when it comes near the screen.
        await panel.scrollIntoViewIfNeeded();
        await expect(panel.getByRole('heading', { name: `Dana ${family}` })).toBeVisible();
      });

      const addMember = async (first: string, born: { day: number; month: number; year: number } | null) => {
        await journey.step(`opens Add New Group Member for ${first}`, async () => {
          await panel.getByRole('tab', { name: members.exact('members.addTab') }).click();
          await expect(panel.getByRole('textbox', { name: members.exact('members.firstName') })).toBeVisible();
        });
        await journey.step(`adds ${first}${born ? '' : ', without a birth date'}`, async () => {
          await panel.getByRole('textbox', { name: members.exact('members.firstName') }).fill(first);
          await panel.getByRole('textbox', { name: members.exact('members.lastName') }).fill(family);
          if (born) await chooseDate(panel.getByRole('tabpanel'), dates, born);
          await panel.getByRole('button', { name: members.exact('members.add') }).click();
          await expect(panel.getByRole('heading', { name: `${first} ${family}` })).toBeVisible();
        });
      };
      // Dana registered without a birth date: the household's member without one.
      await addMember('Jordan', { day: 2, month: 7, year: 1984 });
      await addMember('Milo', { day: 3, month: 6, year: 2016 });

      const product = page.locator('main resort-product');
      const openProduct = async (path: string) => {
        await page.goto(path);
        await tookOver(product);
      };
      /** The product's date: its calendar opened, then the first day it offers. */
      const chooseFirstDay = async (what: string) => {
        await journey.step(`opens the calendar of ${what}`, async () => {
          await product.getByRole('button', { name: dateWords.within('date.choose') }).first().click();
          await expect(product.getByRole('dialog').getByRole('grid')).toBeVisible();
        });
        await journey.step(`chooses the first day the calendar offers for ${what}`, async () => {
          await product.getByRole('dialog').getByRole('grid').locator('button:not([disabled])').first().click();
          await expect(product.getByRole('dialog')).toBeHidden();
        });
      };
      const addToCart = async (what: string) => {
        await journey.step(`adds ${what} to the cart`, async () => {
          await product.getByRole('button', { name: productWords.exact('product.addToCart') }).click();
          // For a member, the status names them: "{name} was added to your cart for {member}."
          const added = new RegExp(`${productWords.within('product.added').source}|${productWords.within('product.addedFor').source}`);
          await expect(product.getByRole('status').filter({ hasText: added })).toBeVisible();
        });
      };
      const member = (first: string) => product.getByRole('radio', { name: new RegExp(`${first} ${family}`) });

      // A dated ticket for the child.
      await journey.step('opens the 1-day lift ticket', () => openProduct('/lift-ticket-1-day'));
      await journey.step('chooses the child’s age group, then Milo', async () => {
        // The store's own words for its age groups.
        const ageGroup = product.getByRole('combobox').filter({ has: page.locator('option', { hasText: /Child|Enfant/ }) });
        const child = await ageGroup.locator('option', { hasText: /Child|Enfant/ }).getAttribute('value');
        await ageGroup.selectOption(child ?? '');
        await member('Milo').check();
      });
      await chooseFirstDay('the lift ticket');
      await addToCart('the lift ticket');

      // Skis for the other adult.
      await journey.step('opens the ski rental package', () => openProduct('/ski-rental-package'));
      await chooseFirstDay('the rental');
      await journey.step('gives the skis to Jordan', async () => {
        await member('Jordan').check();
      });
      await addToCart('the rental');

      // A guided activity at a time of day, paid by a voucher a relative gave them (each cell's own:
      // redeeming spends it).
      const gift = await giftVoucher('SNOWSHOE-TOUR');
      const voucher = page.locator('resort-voucher-box');
      await journey.step('types the voucher from a gift on the home page', async () => {
        await page.goto('/');
        await tookOver(voucher);
        await voucher.getByRole('textbox', { name: voucherWords.exact('voucher.label') }).fill(gift);
      });
      await journey.step('redeems the voucher', async () => {
        await voucher.getByRole('button', { name: voucherWords.exact('voucher.submit') }).click();
        await expect(voucher.getByRole('dialog')).toContainText(gift);
      });
      await journey.step('continues to the snowshoe tour the voucher is good for', async () => {
        await voucher.getByRole('dialog').getByRole('link', { name: voucherWords.exact('voucher.continue') }).click();
        await page.waitForURL(new RegExp(`/guided-snowshoe-tour\\?voucher=${gift}$`));
        await tookOver(product);
        await expect(product.getByRole('region').getByText(productWords.exact('product.paidByVoucher'))).toBeVisible();
        await expect(product.getByRole('region').getByText(productWords.exact('product.voucherId', { id: gift }))).toBeVisible();
      });
      await chooseFirstDay('the tour');
      await journey.step('chooses the afternoon tour', async () => {
        await product.getByRole('radio', { name: /\b(01:00|1:00|13:00|13 h)/ }).check();
      });
      await addToCart('the tour');

      // The season pass, bought on its payment plan.
      await journey.step('opens the season pass', () => openProduct('/season-pass-adult'));
      await journey.step('chooses Jordan for the season pass', async () => {
        await member('Jordan').check();
      });
      const schedule = page.locator('main resort-payment-schedule');
      await journey.step('views the payment plan’s schedule', async () => {
        await schedule.getByRole('button', { name: scheduleWords.exact('schedule.open') }).click();
        await expect(schedule.getByRole('dialog', { name: scheduleWords.exact('schedule.title') }).getByRole('table')).toBeVisible();
      });
      await journey.step('closes the schedule', async () => {
        await page.keyboard.press('Escape');
        await expect(schedule.getByRole('dialog', { name: scheduleWords.exact('schedule.title') })).toBeHidden();
      });
      await addToCart('the season pass');

      // The cart, with a discount code.
      const cart = page.locator('resort-cart');
      const discount = page.locator('resort-discount-code');
      await journey.step('opens the cart', async () => {
        await page.goto('/cart');
        await tookOver(cart);
        await expect(cart.getByRole('heading', { name: `Milo ${family}` })).toBeVisible();
        // The tour, paid by the gift voucher, says so.
        await expect(cart).toContainText(storeWords.within('msg.voucher.cartLine', { id: gift }));
      });
      await journey.step('opens the discount code box', async () => {
        await tookOver(discount);
        const open = discount.getByRole('button', { name: cartWords.exact('discount.open') });
        if (await open.isVisible()) await open.click();
        await expect(discount.getByRole('textbox', { name: cartWords.exact('discount.label') })).toBeVisible();
      });
      await journey.step('applies the discount code WELCOME10', async () => {
        await discount.getByRole('textbox', { name: cartWords.exact('discount.label') }).fill('WELCOME10');
        await discount.getByRole('button', { name: cartWords.exact('discount.apply') }).click();
        await expect(discount.getByRole('button', { name: cartWords.exact('discount.remove', { code: 'WELCOME10' }) })).toBeVisible();
      });

      // The checkout: the pickup site, every waiver, the media cards, the card.
      await journey.step('goes to the checkout', async () => {
        await cart.getByRole('link', { name: cartWords.exact('cart.checkout') }).click();
        await page.waitForURL(/\/onepagecheckout$/);
      });
      const pickup = page.locator('resort-rental-locations');
      await journey.step('chooses the pickup site that needs a phone', async () => {
        await tookOver(pickup);
        await pickup.getByRole('radio', { name: villageShop }).check();
        await expect(pickup.getByRole('textbox', { name: rentalWords.exact('rental.phone') })).toBeVisible();
      });
      await journey.step('gives a phone number and selects the site', async () => {
        await pickup.getByRole('textbox', { name: rentalWords.exact('rental.phone') }).fill('303 555 0100');
        await pickup.getByRole('button', { name: rentalWords.exact('rental.select') }).click();
        await expect(pickup.getByRole('region', { name: rentalWords.exact('rental.saved') })).toContainText(villageShop);
      });
      const waivers = page.locator('resort-waiver');
      for (let index = 0; index < (await waivers.count()); index++) {
        const card = waivers.nth(index);
        const who = (await card.getAttribute('data-member')) ?? `waiver ${index + 1}`;
        const dialog = card.getByRole('dialog');
        await journey.step(`opens ${who}’s waiver`, async () => {
          await card.scrollIntoViewIfNeeded();
          await card.getByRole('button', { name: waiverWords.exact('waiver.open') }).click();
          await expect(dialog).toBeVisible();
        });
        await journey.step(`reads ${who}’s waiver to the end and signs it`, async () => {
          await readToTheEnd(dialog, { document: waiverWords.exact('waiver.document'), progress: waiverWords.exact('waiver.progress') });
          await drawWithMouse(dialog.getByRole('img', { name: waiverWords.within('waiver.padLabel') }));
          const typed = dialog.getByRole('textbox', { name: waiverWords.exact('waiver.typedName') });
          // Each renter signs as themself: the card is the member's the skis are for.
          if (await typed.isVisible()) await typed.fill(`${who} ${family}`);
          await dialog.getByRole('checkbox').check();
        });
        await journey.step(`signs ${who}’s waiver`, async () => {
          await dialog.getByRole('button', { name: waiverWords.exact('waiver.sign') }).click();
          await dialog.getByRole('button', { name: waiverWords.exact('waiver.done') }).click();
          // The signed release lingers a moment, unseen, until a screen reader has heard the focus back on the card.
          await expect(dialog.getByText(waiverWords.within('waiver.signedBy'))).toHaveCount(0);
          await expect(card.getByText(waiverWords.within('waiver.signedBy'))).toBeVisible();
        });
      }
      const media = page.locator('resort-add-media');
      await journey.step('chooses a new media card for the season pass', async () => {
        await media.scrollIntoViewIfNeeded();
        await tookOver(media);
        await media.getByRole('radio', { name: mediaWords.exact('media.purchase') }).first().check();
      });
      const payment = page.locator('resort-payment-form');
      await journey.step('types the card', async () => {
        await payment.scrollIntoViewIfNeeded();
        await payment.getByRole('textbox', { name: paymentWords.exact('payment.cardholderName') }).fill(`Dana ${family}`);
        await typeCard(page, VISA);
      });
      await journey.step('places the order and reads the confirmation', async () => {
        await payment.getByRole('button', { name: paymentWords.exact('payment.placeOrder') }).click();
        await page.waitForURL(/\/checkout\/completed\/\d+$/);
        await tookOver(page.locator('resort-payment-schedule'));
      });
      const orderNumber = ((await page.locator('.legacy-order-number strong').textContent()) ?? '').replace(/\D/g, '');
      await journey.step('opens the order’s details from the confirmation', async () => {
        await page.getByRole('link', { name: storeWords.exact('order.details') }).click();
        await page.waitForURL(/\/orderdetails\/\d+$/);
        // Every line of the order, under the member it is for.
        await expect(page.getByRole('region', { name: `Jordan ${family}` })).toContainText(seasonPass);
      });
      await journey.step('finds the gift voucher spent by the order', async () => {
        await page.goto('/');
        await tookOver(voucher);
        await voucher.getByRole('textbox', { name: voucherWords.exact('voucher.label') }).fill(gift);
        await voucher.getByRole('button', { name: voucherWords.exact('voucher.submit') }).click();
        await expect(voucher.getByRole('dialog').getByRole('alert')).toContainText(storeWords.within('msg.voucher.redeemed'));
      });

      // Later: the next instalment's charge fails (staff record it so), and the family sees to it in My Account.
      await failNextInstalment(page, Number(orderNumber), 'Season Pass - Adult');
      const plans = page.locator('resort-my-payment-plans');
      const pass = { product: seasonPass, contact: `Jordan ${family}` };
      await journey.step('later, opens My Account’s payment plans', async () => {
        await page.goto('/userinfo/paymentplans');
        await tookOver(plans);
        await expect(plans.getByRole('button', { name: planWords.exact('plans.payNowLabel', pass) })).toBeVisible();
      });
      await journey.step('selects the plan and opens Update Credit Card', async () => {
        await plans.getByRole('checkbox', { name: planWords.exact('plans.select', pass) }).check();
        await plans.getByRole('button', { name: planWords.exact('plans.updateCard') }).click();
        await expect(cardFrame(page).locator('input[name="cardNumber"]')).toBeVisible();
      });
      await journey.step('types a new card and updates it', async () => {
        const modal = plans.getByRole('dialog', { name: planWords.exact('card.title') });
        // The card form is the page's own (light DOM, as card frames need), shown in the dialog's slot.
        await page.locator('resort-my-payment-plans resort-payment-form').getByRole('textbox', { name: paymentWords.exact('payment.cardholderName') }).fill(`Dana ${family}`);
        await typeCard(page, { ...VISA, number: '5105 1051 0510 5100' });
        await modal.getByRole('button', { name: planWords.exact('card.update') }).click();
        await expect(modal).toHaveCount(0);
      });
      await journey.step('opens Pay now for the failed instalment', async () => {
        await plans.getByRole('button', { name: planWords.exact('plans.payNowLabel', pass) }).click();
        await expect(plans.getByRole('dialog', { name: planWords.exact('payNow.title') })).toBeVisible();
      });
      await journey.step('pays the instalment', async () => {
        await plans.getByRole('dialog', { name: planWords.exact('payNow.title') }).getByRole('button', { name: planWords.exact('payNow.pay') }).click();
        await expect(plans.getByRole('button', { name: planWords.exact('plans.payNowLabel', pass) })).toHaveCount(0);
      });
      await journey.step('views the plan’s schedule, paid up', async () => {
        await plans.getByRole('button', { name: planWords.exact('plans.viewLabel', pass) }).click();
        await expect(plans.getByRole('dialog', { name: planWords.exact('schedule.title') })).toBeVisible();
      });
    });
  });
}
