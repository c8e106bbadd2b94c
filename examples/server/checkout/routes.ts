/**
 * The checkout's rental pickup and waivers (issue 5): `/onepagecheckout`, the pickup-site API the
 * widgets call, and this project's waiver-signing call.
 */
import { randomUUID } from 'node:crypto';
import { answerLanguage } from '../text/languages.ts';
import { Hono, type Context } from 'hono';
import { planOrder } from '../orders/repo.ts';
import type { AppEnv, Customer } from '../platform/app-env.ts';
import { ownerOf, readCart } from '../cart/repo.ts';
import { loadCatalog, type CatalogProduct } from '../catalog/catalog.ts';
import {
  CHECKOUT_MESSAGES,
  contactPhoneProblem,
  contactPhoneQuery,
  decodeSignature,
  pickupForm,
  signWaiverBodySchema,
  type SignWaiverBody,
} from './checkout-input.ts';
import type { Db } from '../db/db.ts';
import { HttpError, badRequest } from '../platform/http-error.ts';
import { id, readForm, readJson, readParam, readQuery, readValue } from '../platform/input.ts';
import { readFields } from '../platform/request-body.ts';
import { pageFormOrigin } from '../platform/page-forms.ts';
import { CHECKOUT_FORM_PATHS } from './fallback-pages.ts';
import { checkoutPage, hostileWaiverPage, resortChargePage } from './pages.ts';
import { findLocation, locationsForProduct, rentalProductIds, saveSelection } from './rentals.ts';
import { releaseItemsOf } from './release-rules.ts';
import { isHouseholdMember, memberWaiver, recordSignature, signatureImage, waiversForCart } from './waivers.ts';
import { expectedSignerName, namesMatch, signerRole } from '../../../widgets/waiver/waiver-rules.ts';
import { hostileWaiverPerson, hostileWaiverRelease } from './hostile-waiver.ts';
import { pageContext } from '../page/context.ts';
import { RESORT_CHARGE_CARD_PATH, RESORT_CHARGE_MESSAGES, chargeCardOf, chargeReleaseId, isResortChargeRelease, ownChargeMember, resortChargeBody, saveChargeCard } from './resort-charge.ts';
import { takeCardOnFile } from '../payments/card-tokens.ts';
import { requestPaymentSettings } from '../payments/settings.ts';

export const SIGN_WAIVER_PATH = '/api/waivers/sign';
/** Where the checkout's own forms send the browser back to. */
const CHECKOUT_PAGE = '/onepagecheckout';

function requireCustomer(c: Context<AppEnv>, message: string): Customer {
  const customer = c.get('customer');
  if (customer === null) throw new HttpError(401, message);
  return customer;
}

export function checkoutRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/onepagecheckout', async (c) => {
    const customer = c.get('customer');
    if (customer === null) return c.redirect(`/login?returnUrl=${encodeURIComponent('/onepagecheckout')}`, 303);
    const catalog = await loadCatalog(db, answerLanguage());
    const cart = await readCart(db, ownerOf(c.get('session')), catalog);
    const rentalIds = await rentalProductIds(db, cart.Items.map((item) => item.ProductId));
    const rentalProducts = rentalIds.map((id) => catalog.productById.get(id)).filter((product): product is CatalogProduct => product !== undefined);
    const rentals = await Promise.all(rentalProducts.map(async (product) => ({ product, locations: await locationsForProduct(db, product.id, customer.id) })));
    const { waivers } = await waiversForCart(db, customer.id, releaseItemsOf(cart.Items));
    const plan = await planOrder(db, catalog, cart);
    const order = {
      idempotencyKey: randomUUID(),
      cartHash: cart.CartHash,
      cartVersion: cart.CartVersion,
      itemCount: cart.Items.length,
      totalCents: plan.totalCents,
      dueNowCents: plan.chargeNowCents,
      customerName: `${customer.firstName} ${customer.lastName}`.trim(),
      email: customer.email,
    };
    return c.html(checkoutPage(await pageContext(c, db, catalog), { rentals, cart, waivers, order }).value);
  });

  routes.get('/__test/waiver-hostile', async (c) => {
    const catalog = await loadCatalog(db, answerLanguage());
    return c.html(hostileWaiverPage(await pageContext(c, db, catalog), hostileWaiverRelease(), hostileWaiverPerson()).value);
  });

  routes.get('/api/product/rentallocations/:productId', async (c) => {
    const productId = readParam(c, 'productId', id(CHECKOUT_MESSAGES.invalidProductId));
    return c.json(await locationsForProduct(db, productId, c.get('customer')?.id ?? null));
  });

  /** The customer's pickup site (and the contact phone it may need), as the widget and the page's own form both save it. */
  const savePickup = async (customer: Customer, locationId: number, phone: string): Promise<void> => {
    const location = await findLocation(db, locationId);
    if (!location) throw badRequest(CHECKOUT_MESSAGES.unknownLocation);
    if (phone === '' && location.requiresPhone) throw badRequest(CHECKOUT_MESSAGES.phoneRequired);
    if (phone !== '') {
      const problem = contactPhoneProblem(phone);
      if (problem) throw badRequest(problem);
    }
    await saveSelection(db, customer.id, location.id, phone === '' ? null : phone);
  };

  routes.get('/api/saverentallocation/:locationId', async (c) => {
    const customer = requireCustomer(c, CHECKOUT_MESSAGES.signInForLocation);
    const locationId = readParam(c, 'locationId', id(CHECKOUT_MESSAGES.invalidLocationId));
    const { phone } = readQuery(c, contactPhoneQuery);
    await savePickup(customer, locationId, phone);
    return c.json({ success: true });
  });

  // The checkout's own pickup form (`fallback-pages.ts`), for a browser that runs none of our script.
  routes.post(CHECKOUT_FORM_PATHS.rentalLocation, async (c) => {
    const customer = requireCustomer(c, CHECKOUT_MESSAGES.signInForLocation);
    const { locationId, phone } = await readForm(c, pickupForm, CHECKOUT_MESSAGES.chooseLocation);
    await savePickup(customer, locationId, phone);
    return c.redirect(CHECKOUT_PAGE, 303);
  });

  /** A release signed for a member of the customer's household, by the widget's own rules checked again. */
  const signWaiver = async (customer: Customer, body: SignWaiverBody): Promise<Date> => {
    if (!(await isHouseholdMember(db, customer.id, body.ContactInfoId))) throw badRequest(CHECKOUT_MESSAGES.notInHousehold);
    const waiver = await memberWaiver(db, customer.id, body.ContactInfoId, body.ReleaseId);
    if (!waiver) throw badRequest(CHECKOUT_MESSAGES.wrongRelease);
    const { release } = waiver;

    // The widget's rules, checked again.
    const role = signerRole({ DateOfBirth: waiver.dateOfBirth, Release: { ConsolidateReleases: waiver.consolidateReleases } }, new Date());
    const expected = expectedSignerName(role, `${waiver.firstName} ${waiver.lastName}`, customer);
    if (release.electronicSignatureRequired && !namesMatch(body.TypedFullname, expected)) throw badRequest(CHECKOUT_MESSAGES.nameMismatch);
    if (release.enableAgreeCheckbox && !body.agreeChecked) throw badRequest(CHECKOUT_MESSAGES.agreeRequired);
    let png: Buffer | null = null;
    if (body.Signature !== '') {
      const decoded = decodeSignature(body.Signature);
      if (!decoded.ok) throw badRequest(decoded.message);
      png = decoded.png;
    }
    if (release.enableWetSignature && png === null) throw badRequest(CHECKOUT_MESSAGES.signatureRequired);

    return recordSignature(db, {
      customerId: customer.id,
      memberId: waiver.memberId,
      releaseId: release.id,
      role,
      typedFullname: body.TypedFullname,
      agreeChecked: body.agreeChecked,
      signaturePng: png,
      waiverHtml: release.captureWaiverHtml ? (body.WaiverHTML ?? null) : null,
    });
  };

  routes.post(SIGN_WAIVER_PATH, async (c) => {
    const customer = requireCustomer(c, CHECKOUT_MESSAGES.signInForWaiver);
    const signedAt = await signWaiver(customer, await readJson(c, signWaiverBodySchema, CHECKOUT_MESSAGES.waiverBody));
    return c.json({ success: true, SignedOn: signedAt.toISOString() });
  });

  // The release's own typed-name form (`fallback-pages.ts`): the same body, with no drawn signature.
  routes.post(CHECKOUT_FORM_PATHS.waiver, async (c) => {
    const customer = requireCustomer(c, CHECKOUT_MESSAGES.signInForWaiver);
    const fields = await readFields(c);
    const body = readValue(
      signWaiverBodySchema,
      {
        ContactInfoId: fields.get('ContactInfoId'),
        ReleaseId: fields.get('ReleaseId'),
        TypedFullname: fields.get('TypedFullname') ?? '',
        agreeChecked: fields.get('agreeChecked') === 'true',
        Signature: '',
      },
      CHECKOUT_MESSAGES.waiverFields,
    );
    await signWaiver(customer, body);
    // Back to the checkout, or to My Account's resort charge, wherever the release was signed.
    return c.redirect(pageFormOrigin(c, CHECKOUT_PAGE), 303);
  });

  routes.get('/userinfo/resortcharge', async (c) => {
    const customer = c.get('customer');
    if (customer === null) return c.redirect(`/login?returnUrl=${encodeURIComponent('/userinfo/resortcharge')}`, 303);
    const [memberId, releaseId] = [await ownChargeMember(db, customer.id), await chargeReleaseId(db)];
    const waiver = memberId === null || releaseId === null ? null : await memberWaiver(db, customer.id, memberId, releaseId);
    const card = waiver ? await chargeCardOf(db, customer.id, waiver.memberId) : null;
    return c.html(resortChargePage(await pageContext(c, db, await loadCatalog(db, answerLanguage())), waiver, card).value);
  });

  routes.post(RESORT_CHARGE_CARD_PATH, async (c) => {
    const customer = requireCustomer(c, RESORT_CHARGE_MESSAGES.signIn);
    const card = await readJson(c, resortChargeBody, RESORT_CHARGE_MESSAGES.body);
    if (!(await isHouseholdMember(db, customer.id, card.ContactInfoId))) throw badRequest(CHECKOUT_MESSAGES.notInHousehold);
    if (!(await isResortChargeRelease(db, card.ReleaseId))) throw badRequest(RESORT_CHARGE_MESSAGES.notResortCharge);
    const waiver = await memberWaiver(db, customer.id, card.ContactInfoId, card.ReleaseId);
    if (!waiver) throw badRequest(RESORT_CHARGE_MESSAGES.notResortCharge);
    if (!waiver.signed) throw badRequest(RESORT_CHARGE_MESSAGES.notSigned(waiver.release.title, `${waiver.firstName} ${waiver.lastName}`.trim()));
    const { PaymentProvider } = await requestPaymentSettings(c, db);
    if (PaymentProvider !== 'Square' && PaymentProvider !== 'Braintree') throw new HttpError(409, RESORT_CHARGE_MESSAGES.unsupportedProvider(PaymentProvider));
    await db.transaction(async (tx) => {
      const { onFile } = await takeCardOnFile(tx, customer.id, PaymentProvider, card);
      await saveChargeCard(tx, customer.id, card, onFile);
    });
    return c.json({ success: true, message: null, LastFour: card.LastFour, CardType: card.CardType });
  });

  routes.get('/api/waivers/:contactId/signature.png', async (c) => {
    const customer = requireCustomer(c, CHECKOUT_MESSAGES.signInForWaiver);
    const contactId = readParam(c, 'contactId', id(CHECKOUT_MESSAGES.notInHousehold));
    const png = await signatureImage(db, customer.id, contactId);
    if (!png) return c.json({ success: false, message: 'No signature is stored for that group member.' }, 404);
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'private, no-store' });
  });

  return routes;
}
