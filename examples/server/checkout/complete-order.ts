/**
 * `POST /api/checkout/complete`: the server checks everything again, then places the order in one
 * transaction (`orders/repo.ts`). The idempotency key the page was loaded with makes a
 * repeated request (a double click, a retry after a dropped answer) return the same order; a
 * declined charge or any failed check rolls everything back, so the cart stays as it was.
 */
import type { Customer } from '../platform/app-env.ts';
import type { Db, Sql } from '../db/db.ts';
import { HttpError, badRequest } from '../platform/http-error.ts';
import { SEASON } from '../shell/page-data.ts';
import { findCartId, readCart } from '../cart/repo.ts';
import { loadCatalog } from '../catalog/catalog.ts';
import { answerLanguage } from '../text/languages.ts';
import { inAnswerLanguage } from '../text/store-text.ts';
import { loadTranslations } from '../platform/localized.ts';
import { chargeToken } from '../payments/charge.ts';
import { orderByKey, planOrder, writeOrder, type PlacedOrder } from '../orders/repo.ts';
import { COMPLETION_MESSAGES, completionProblems, type PickupFacts } from './completion-rules.ts';
import { datedItemProblems, datedItems, earliestPurchaseDate, holdInventory } from './dated-items.ts';
import { rentalProductIds } from './rentals.ts';
import { releaseItemsOf } from './release-rules.ts';
import { waiversForCart, type MemberWaiver } from './waivers.ts';
import { resortDate, resortNow } from '../shell/resort-date.ts';
import { formatStoreMoney } from '../shell/store-money.ts';
import { toCents } from '../../../src/core/money.ts';
import { cartVoucherProblems } from '../vouchers/redeem.ts';

export interface CompleteRequest {
  IdempotencyKey: string;
  CartHash: string;
  /** The version of the cart whose total the page showed. */
  CartVersion: number;
  Payment: { Nonce: string; CardHolderName: string; IsDigitalWalletTransaction: boolean } | null;
}

/** Refused with every reason, in the order the shopper fixes them, and the waivers still to sign. */
export class CompletionRefused extends HttpError {
  readonly problems: string[];

  constructor(
    problems: string[],
    status: 400 | 402 | 409 = 400,
    readonly unsignedWaivers: readonly MemberWaiver[] = [],
  ) {
    super(status, problems.map(inAnswerLanguage).join(' '));
    this.problems = problems.map(inAnswerLanguage);
  }
}

/** The resort's time of day (`HH:MM`), for the cutoff. */
function resortTime(): string {
  const { seconds } = resortNow();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}`;
}

async function pickupFacts(sql: Sql, customerId: number, productIds: number[], names: Map<number, string>): Promise<PickupFacts> {
  const rentals = (await rentalProductIds(sql, productIds)).map((productId) => ({ productId, productName: names.get(productId) ?? `Product ${productId}` }));
  if (rentals.length === 0) return { rentals, saved: null };
  const saved = await sql.query<{ id: number; name: string; requires_phone: boolean; contact_phone: string | null; serves: number[] }>(
    `select l.id, l.pickup_site_name as name, l.requires_phone, s.contact_phone,
            array(select product_id from product_rental_locations pl where pl.location_id = l.id) as serves
       from rental_location_selections s join rental_locations l on l.id = s.location_id where s.customer_id = $1`,
    [customerId],
  );
  const row = saved.rows[0];
  const local = await loadTranslations(sql, answerLanguage(), ['RentalLocation']);
  return { rentals, saved: row ? { name: local.value('RentalLocation', row.id, 'PickupSiteName', row.name), servesProductIds: row.serves, requiresPhone: row.requires_phone, hasPhone: (row.contact_phone ?? '').trim() !== '' } : null };
}

export async function completeCheckout(db: Db, customer: Customer, request: CompleteRequest): Promise<PlacedOrder> {
  // The order is written in the entities' own words; what the shopper is told, in theirs.
  const catalog = await loadCatalog(db);
  const shown = await loadCatalog(db, answerLanguage());
  return db.transaction(async (tx) => {
    // Requests with one key are answered by the first: a transaction at a time sees it.
    const existing = await orderByKey(tx, request.IdempotencyKey);
    if (existing) {
      if (existing.customerId !== customer.id) throw badRequest(COMPLETION_MESSAGES.keyUsedElsewhere);
      return { orderId: existing.orderId, orderNumber: existing.orderNumber };
    }
    const owner = { kind: 'customer' as const, customerId: customer.id };
    const cartId = await findCartId(tx, owner);
    const cart = await readCart(tx, owner, catalog);
    const today = resortDate();
    const plan = await planOrder(tx, catalog, cart, today);
    const names = new Map(cart.Items.map((item) => [item.ProductId, shown.productById.get(item.ProductId)?.name ?? item.ProductName]));
    // From the cart as it is now, whatever the page showed.
    const required = await waiversForCart(tx, customer.id, releaseItemsOf(cart.Items));
    const unsigned = required.waivers.filter((waiver) => waiver.signed === null);
    const stale = cart.CartVersion !== request.CartVersion || cart.CartHash !== request.CartHash;
    const problems = completionProblems({
      itemCount: cart.Items.length,
      totalText: formatStoreMoney(toCents(cart.TotalPrice)),
      cartVersion: cart.CartVersion,
      expectedVersion: request.CartVersion,
      cartHash: cart.CartHash,
      expectedHash: request.CartHash,
      pickup: await pickupFacts(tx, customer.id, [...names.keys()], names),
      waivers: required.waivers.map((waiver) => ({ name: `${waiver.firstName} ${waiver.lastName}`, releaseTitle: waiver.release.title, signed: waiver.signed !== null })),
      withoutSigner: required.withoutSigner,
      datedProblems: datedItemProblems(datedItems(cart), earliestPurchaseDate(today, resortTime(), SEASON.ProductCutoffTime), SEASON.EndDate),
      paymentDue: plan.chargeNowCents > 0,
      hasPayment: request.Payment !== null,
    });
    // A voucher that expired (or that staff turned off) since its item was added pays for nothing.
    if (cartId !== null) problems.push(...(await cartVoucherProblems(tx, cartId, shown, today)));
    // A discount voucher that stopped being valid was taken off as the cart was priced just now: the total is not what the page showed.
    problems.push(...cart.VoucherNotices);
    if (problems.length > 0 || cartId === null) {
      throw new CompletionRefused(problems.length > 0 ? problems : [COMPLETION_MESSAGES.emptyCart], stale ? 409 : 400, stale ? [] : unsigned);
    }

    let charge = null;
    if (plan.chargeNowCents > 0 && request.Payment) {
      const charged = await chargeToken(tx, request.Payment.Nonce);
      if (!charged.ok) throw new CompletionRefused([charged.message], 402);
      charge = { card: charged.card, cardholderName: request.Payment.CardHolderName, isDigitalWallet: request.Payment.IsDigitalWalletTransaction };
    }
    const soldOut = await holdInventory(tx, shown, cartId);
    if (soldOut.length > 0) throw new CompletionRefused(soldOut);
    return writeOrder(tx, { customer, cartId, plan, idempotencyKey: request.IdempotencyKey, charge, today });
  });
}
