/**
 * The checkout as the store renders it itself inside our tags: what the shopper uses until the
 * widgets have started, and for good where our script cannot run. The pickup sites are a form of
 * the sites, a release is its document with the store's own typed-name form where the release
 * accepts a typed signature; where a step truly needs script (a drawn signature, the card fields,
 * which are the card provider's script) the markup says so, and the cart is kept.
 */
import type { CatalogProduct } from '../catalog/catalog.ts';
import type { RentalLocationInput } from '../../../src/api/rental-location-schemas.ts';
import { expectedSignerName, signerRole } from '../../../widgets/waiver/waiver-rules.ts';
import { html, type SafeHtml } from '../platform/html.ts';
import { antiforgeryInput, type PageContext } from '../shell/layout.ts';
import type { MemberWaiver } from './waivers.ts';
import { resortDate } from '../shell/resort-date.ts';
import { textLines } from '../../../widgets/rental-locations/location-rules.ts';

/** Where the checkout's own forms post. */
export const CHECKOUT_FORM_PATHS = {
  rentalLocation: '/checkout/rentallocation',
  waiver: '/checkout/signwaiver',
} as const;

/**
 * The lines of a saved site's summary under its name, as the widget draws them: the address's
 * lines, the hours and the contact phone. Written on the tag (`saved-lines`) for its reserved box.
 */
export function savedSiteLines(location: RentalLocationInput): number {
  return textLines(location.Address ?? '').length + (textLines(location.HoursOfOperation ?? '').length === 0 ? 0 : 1) + (location.ContactPhone ? 1 : 0);
}

/**
 * The pickup sites of one rental, as radio buttons, with the contact phone a site may need. With
 * a site saved, its summary comes first and the form is folded under Change (a native `<details>`,
 * no script), as the widget shows it: the whole form stood about 860 px tall at 320 px where the
 * widget then drew a summary of 250, and the room it kept so as not to move the page was a blank.
 */
export function rentalPickupForm(ctx: PageContext, product: CatalogProduct, locations: readonly RentalLocationInput[]): SafeHtml {
  const needsPhone = locations.some((location) => location.RequiresPhone);
  const saved = locations.find((location) => location.IsSelected);
  const phone = saved?.ContactPhone ?? '';
  const { t } = ctx.i18n;
  const form = html`<form method="post" action="${CHECKOUT_FORM_PATHS.rentalLocation}" class="legacy-pickup-form"${saved ? '' : html` data-resort-fallback`}>
            ${antiforgeryInput(ctx)}
            <fieldset>
              <legend>${t('pickup.legend', { product: product.name })}</legend>
              ${locations.map(
                (location) => html`<p><label><input type="radio" name="locationId" value="${location.Id}"${location.IsSelected ? html` checked` : ''} required>
                <strong>${location.PickupSiteName}</strong>${location.RequiresPhone ? ` ${t('pickup.needsPhone')}` : ''}</label><br>
                <span class="legacy-pickup-details">${[location.Village, location.Address, location.HoursOfOperation].filter((part) => part !== '').join(' · ')}</span></p>`,
              )}
            </fieldset>
            ${needsPhone
              ? html`<p class="legacy-field"><label for="pickup-phone-${product.id}">${t('pickup.phone')}</label>
            <input type="tel" id="pickup-phone-${product.id}" name="phone" value="${phone}" maxlength="20" autocomplete="tel"></p>`
              : ''}
            <button type="submit" class="legacy-button">${t('pickup.save')}</button>
          </form>`;
  if (!saved) return form;
  const lines = [...textLines(saved.Address ?? ''), textLines(saved.HoursOfOperation ?? '').join(' · '), saved.ContactPhone ? t('pickup.savedPhone', { phone: saved.ContactPhone }) : ''].filter((line) => line !== '');
  return html`<div class="legacy-pickup-saved" data-resort-fallback>
            <p class="legacy-pickup-summary"><strong>${t('pickup.saved')}</strong><br>${saved.PickupSiteName}${lines.map((line) => html`<br>${line}`)}</p>
            <details class="legacy-pickup-change">
              <summary>${t('pickup.change')}</summary>
              ${form}
            </details>
          </div>`;
}

const BLOCK_END = /<\/(p|div|li|h[1-6]|section|article|blockquote|tr)>|<br\s*\/?>/gi;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * A release's HTML as the paragraphs of its text. Only text is kept (every tag is dropped and the
 * page escapes what is left), so nothing of the server's HTML is ever rendered as HTML here.
 */
export function documentParagraphs(textHtml: string): string[] {
  return textHtml
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, '')
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/**
 * One release for one member: its title, its whole text folded under "Read the …", then who has
 * signed it, the store's own typed-name form, or, for a release signed by drawing, what the shopper
 * can do.
 * @param after  a line under it (the resort charge's card on file)
 */
export function waiverDocument(ctx: PageContext, waiver: MemberWaiver, { after }: { after?: string } = {}): SafeHtml {
  const { release } = waiver;
  const fullName = `${waiver.firstName} ${waiver.lastName}`.trim();
  const role = signerRole({ DateOfBirth: waiver.dateOfBirth, Release: { ConsolidateReleases: waiver.consolidateReleases } }, new Date());
  const signer = expectedSignerName(role, fullName, ctx.customer ?? { firstName: '', lastName: '' });
  const id = `waiver-${waiver.memberId}-${release.id}`;
  const { t } = ctx.i18n;
  let signing: SafeHtml;
  if (waiver.signed !== null) {
    signing = html`<p class="legacy-notice-box" role="status">${t('waiver.signedOn', { date: ctx.i18n.date(resortDate(waiver.signed.signedAt.getTime())), name: waiver.signed.typedFullname === '' ? signer : waiver.signed.typedFullname })}</p>`;
  } else if (release.enableWetSignature) {
    signing = html`<p class="legacy-notice-box">${t('waiver.needsDrawing')}</p>`;
  } else {
    signing = html`<form method="post" action="${CHECKOUT_FORM_PATHS.waiver}" class="legacy-waiver-form">
            ${antiforgeryInput(ctx)}
            <input type="hidden" name="ContactInfoId" value="${waiver.memberId}">
            <input type="hidden" name="ReleaseId" value="${release.id}">
            ${release.enableAgreeCheckbox ? html`<p><label><input type="checkbox" name="agreeChecked" value="true" required> ${t('waiver.agree', { release: release.title })}</label></p>` : ''}
            ${release.electronicSignatureRequired
              ? html`<p class="legacy-field"><label for="${id}-name">${role === 'minor' ? t('waiver.typeNameFor', { signer, member: waiver.firstName }) : t('waiver.typeName', { signer })}</label>
            <input type="text" id="${id}-name" name="TypedFullname" maxlength="200" autocomplete="off" required></p>`
              : ''}
            <button type="submit" class="legacy-button">${release.texts['SignButtonText'] ?? t('waiver.sign')}</button>
          </form>`;
  }
  // The whole text is there to read before signing, folded (a native <details>, no script): a
  // household's releases in full ran to thousands of pixels and pushed the payment far down.
  return html`<section class="legacy-waiver-document" data-resort-fallback aria-labelledby="${id}">
          <h3 id="${id}" class="legacy-checkout-subtitle">${t('waiver.titleFor', { release: release.title, name: fullName })}</h3>
          <details class="legacy-waiver-text">
            <summary>${t('waiver.read', { release: release.title })}</summary>
            ${documentParagraphs(release.textHtml).map((paragraph) => html`<p>${paragraph}</p>`)}
          </details>
          ${signing}
          ${after === undefined ? '' : html`<p>${after}</p>`}
        </section>`;
}

/** The card fields are the card provider's script: without it, the page says so and keeps the cart. */
export function paymentWithoutScript(ctx: PageContext): SafeHtml {
  return html`<p class="legacy-notice-box" data-resort-fallback>${ctx.i18n.t('checkout.paymentNeedsScript')}</p>`;
}

/** Loading a pass onto a media card is the widget's own; without it, the step can wait. */
export function mediaWithoutScript(ctx: PageContext): SafeHtml {
  return html`<p class="legacy-empty" data-resort-fallback>${ctx.i18n.t('checkout.mediaNeedsScript')}</p>`;
}
