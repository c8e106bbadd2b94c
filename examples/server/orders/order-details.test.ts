// @vitest-environment node
/**
 * The order details page (`/orderdetails/<id>`, reached from My Account's orders and from the
 * confirmation) shows every line of the order as the store's own markup: its product, the member
 * it is for, its attributes in the page's language, its quantity and its price.
 */
import { describe, expect, it } from 'vitest';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { attributeNamesFr, productsFr } from '../catalog/translations-seed.ts';
import { LANGUAGE_COOKIE } from '../shell/language.ts';
import { addToCart, Browser, forMember, householdOf, testStoreForFile } from '../test-support/test-support.ts';
import { writeOrder } from './repo.ts';

const handle = testStoreForFile();
const LIFT_TICKET = 3;
const ADULT = '3021';

/** Text of the page's "what you bought" part: the lines' sections, without their tags (no-break spaces kept). */
function boughtText(page: string): string {
  const sections = [...page.matchAll(/<section class="legacy-order-member"[\s\S]*?<\/section>/g)].map((match) => match[0]);
  return sections.join(' ').replace(/<[^>]*>/g, ' ').replace(/[ \t\r\n]+/g, ' ').trim();
}

/**
 * An order of two 1-day lift tickets for Alex, on 2027-01-15, placed as checkout places it:
 * the cart's line (its stored choices) copied onto the order.
 */
async function placedOrder(shopper: Browser): Promise<number> {
  const alex = (await householdOf(shopper)).byName.get('Alex') ?? null;
  expect((await addToCart(shopper, LIFT_TICKET, { product_attribute_301: '2027-01-15', product_attribute_302: ADULT, ...forMember(LIFT_TICKET, alex) })).status).toBe(200);
  const db = handle.store.db;
  const customer = (await db.query<{ id: number; email: string; first_name: string; last_name: string }>("select id, email, first_name, last_name from customers where email = 'shopper@example.com'")).rows[0]!;
  const item = (await db.query<{ id: number; cart_id: number }>('select i.id, i.cart_id from cart_items i join carts c on c.id = i.cart_id where c.customer_id = $1 and i.product_id = $2', [customer.id, LIFT_TICKET])).rows[0]!;
  const placed = await writeOrder(db, {
    customer: { id: customer.id, email: customer.email, firstName: customer.first_name, lastName: customer.last_name },
    cartId: item.cart_id,
    plan: {
      lines: [{ itemId: item.id, productId: LIFT_TICKET, productName: '1-Day Lift Ticket', quantity: 2, unitCents: 12_900, contactId: alex, attributeInfo: 'Start Date: 2027-01-15|Friday<br />Age Group: Adult', payments: [] }],
      totalCents: 25_800,
      chargeNowCents: 25_800,
    },
    idempotencyKey: `order-details-${Math.random().toString(36).slice(2)}`,
    charge: null,
  });
  return placed.orderId;
}

describe('the order details page', () => {
  it('shows each line: the product, the member it is for, its attributes, quantity and price, in English and in French', async () => {
    const shopper = new Browser(() => handle.store);
    await shopper.signIn('shopper@example.com', SEED_PASSWORD);
    const orderId = await placedOrder(shopper);

    const english = await shopper.get(`/orderdetails/${orderId}`);
    expect(english.status).toBe(200);
    const page = await english.text();
    expect(page).toContain('<h2 class="legacy-checkout-title">What you bought</h2>');
    expect(page).toContain('<h3 class="legacy-checkout-subtitle">Alex Morgan</h3>');
    expect(boughtText(page)).toBe('Alex Morgan 1-Day Lift Ticket × 2 · $258.00 Start Date: Jan 15, 2027 Age Group: Adult');

    shopper.cookies.set(LANGUAGE_COOKIE, 'fr-CA');
    const french = await (await shopper.get(`/orderdetails/${orderId}`)).text();
    expect(french).toContain('<html lang="fr-CA">');
    expect(french).toContain('<h2 class="legacy-checkout-title">Vos achats</h2>');
    expect(boughtText(french)).toBe(
      `Alex Morgan ${productsFr[LIFT_TICKET]!.name} × 2 · 258,00\u00a0$\u00a0US ${attributeNamesFr['Start Date']}\u00a0: 15 janv. 2027 ${attributeNamesFr['Age Group']}\u00a0: Adulte`,
    );
    // The confirmation links here, and both pages write the order's lines alike.
    const confirmation = await (await shopper.get(`/checkout/completed/${orderId}`)).text();
    expect(confirmation).toContain(`<a href="/orderdetails/${orderId}">Détails de la commande</a>`);
    expect(boughtText(confirmation)).toBe(boughtText(french));
  });
});
