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

/** Where the checkout's own forms post. */
export const CHECKOUT_FORM_PATHS = {
  rentalLocation: '/checkout/rentallocation',
  waiver: '/checkout/signwaiver',
} as const;

/** The pickup sites of one rental, as radio buttons, with the contact phone a site may need. */
export function rentalPickupForm(ctx: PageContext, product: CatalogProduct, locations: readonly RentalLocationInput[]): SafeHtml {
  const needsPhone = locations.some((location) => location.RequiresPhone);
  const phone = locations.find((location) => location.IsSelected)?.ContactPhone ?? '';
  return html`<form method="post" action="${CHECKOUT_FORM_PATHS.rentalLocation}" class="legacy-pickup-form" data-resort-fallback>
            ${antiforgeryInput(ctx)}
            <fieldset>
              <legend>Where you pick up your ${product.name}</legend>
              ${locations.map(
                (location) => html`<p><label><input type="radio" name="locationId" value="${location.Id}"${location.IsSelected ? html` checked` : ''} required>
                <strong>${location.PickupSiteName}</strong>${location.RequiresPhone ? ' (needs a contact phone)' : ''}</label><br>
                <span class="legacy-pickup-details">${[location.Village, location.Address, location.HoursOfOperation].filter((part) => part !== '').join(' · ')}</span></p>`,
              )}
            </fieldset>
            ${needsPhone
              ? html`<p class="legacy-field"><label for="pickup-phone-${product.id}">Contact phone, for the sites that need one (like +1 3035550100)</label>
            <input type="tel" id="pickup-phone-${product.id}" name="phone" value="${phone}" maxlength="20" autocomplete="tel"></p>`
              : ''}
            <button type="submit" class="legacy-button">Save pickup site</button>
          </form>`;
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
  let signing: SafeHtml;
  if (waiver.signed !== null) {
    signing = html`<p class="legacy-notice-box" role="status">Signed on ${resortDate(waiver.signed.signedAt.getTime())} by ${waiver.signed.typedFullname === '' ? signer : waiver.signed.typedFullname}.</p>`;
  } else if (release.enableWetSignature) {
    signing = html`<p class="legacy-notice-box">This release is signed by drawing a signature, which needs JavaScript in your browser. Your cart is kept: sign it from a browser that runs JavaScript, then place your order.</p>`;
  } else {
    signing = html`<form method="post" action="${CHECKOUT_FORM_PATHS.waiver}" class="legacy-waiver-form">
            ${antiforgeryInput(ctx)}
            <input type="hidden" name="ContactInfoId" value="${waiver.memberId}">
            <input type="hidden" name="ReleaseId" value="${release.id}">
            ${release.enableAgreeCheckbox ? html`<p><label><input type="checkbox" name="agreeChecked" value="true" required> I have read and agree to the ${release.title}.</label></p>` : ''}
            ${release.electronicSignatureRequired
              ? html`<p class="legacy-field"><label for="${id}-name">Type ${signer}'s full name to sign${role === 'minor' ? ` for ${waiver.firstName}` : ''}</label>
            <input type="text" id="${id}-name" name="TypedFullname" maxlength="200" autocomplete="off" required></p>`
              : ''}
            <button type="submit" class="legacy-button">Sign</button>
          </form>`;
  }
  // The whole text is there to read before signing, folded (a native <details>, no script): a
  // household's releases in full ran to thousands of pixels and pushed the payment far down.
  return html`<section class="legacy-waiver-document" data-resort-fallback aria-labelledby="${id}">
          <h3 id="${id}" class="legacy-checkout-subtitle">${release.title} for ${fullName}</h3>
          <details class="legacy-waiver-text">
            <summary>Read the ${release.title}</summary>
            ${documentParagraphs(release.textHtml).map((paragraph) => html`<p>${paragraph}</p>`)}
          </details>
          ${signing}
          ${after === undefined ? '' : html`<p>${after}</p>`}
        </section>`;
}

/** The card fields are the card provider's script: without it, the page says so and keeps the cart. */
export function paymentWithoutScript(): SafeHtml {
  return html`<p class="legacy-notice-box" data-resort-fallback>Paying by card needs JavaScript: the card fields are the card provider's own script, and it cannot run in this browser right now. Your cart is kept. Turn JavaScript on (or try another browser or network), then come back to pay.</p>`;
}

/** Loading a pass onto a media card is the widget's own; without it, the step can wait. */
export function mediaWithoutScript(): SafeHtml {
  return html`<p class="legacy-empty" data-resort-fallback>Choosing media cards needs JavaScript. Your passes can be loaded onto a card later, at any ticket window.</p>`;
}
