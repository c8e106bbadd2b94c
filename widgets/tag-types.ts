// Written by `npm run tags` from each widget folder (scripts/tags/folders.ts): do not edit by hand.
/**
 * The tags as TypeScript sees them: `document.querySelector('resort-countdown')` is an element
 * with `seconds: number` and `continuous: boolean`, from the same specs the elements parse their
 * attributes with, so the shipped declarations cannot drift from what the tags do. A folder whose
 * elements offer more (a form field's `value` and validity, the payment form's `tokenize()`)
 * types them in its `meta.ts`'s `TagTypes`. Types only: it adds nothing to a bundle. Every
 * package entry's declarations reach it.
 */
import type { ResortElement } from '../src/island/widget-meta.ts';
import type { addMediaElement } from './add-media/meta.ts';
import type { cartPageElement, discountCodeElement, minicartElement, orderSummaryElement } from './cart/meta.ts';
import type { categoryElement } from './category/meta.ts';
import type { categoryNavElement } from './category-nav/meta.ts';
import type { countdownElement } from './countdown/meta.ts';
import type { TagTypes as formFieldsTagTypes } from './form-fields/meta.ts';
import type { groupMembersElement } from './group-members/meta.ts';
import type { myPaymentPlansElement } from './my-payment-plans/meta.ts';
import type { TagTypes as paymentFormTagTypes } from './payment-form/meta.ts';
import type { paymentPlansAdminElement } from './payment-plans-admin/meta.ts';
import type { paymentScheduleElement } from './payment-schedule/meta.ts';
import type { productElement } from './product/meta.ts';
import type { profileElement } from './profile/meta.ts';
import type { rentalLocationsElement } from './rental-locations/meta.ts';
import type { signInFormElement, signInMenuElement } from './signin/meta.ts';
import type { subscriptionsAdminElement } from './subscriptions-admin/meta.ts';
import type { voucherBoxElement } from './voucher-box/meta.ts';
import type { voucherTemplatesElement } from './voucher-templates/meta.ts';
import type { waiverElement } from './waiver/meta.ts';

export interface ResortTagNameMap extends formFieldsTagTypes, paymentFormTagTypes {
  'resort-add-media': ResortElement<typeof addMediaElement>;
  'resort-minicart': ResortElement<typeof minicartElement>;
  'resort-cart': ResortElement<typeof cartPageElement>;
  'resort-order-summary': ResortElement<typeof orderSummaryElement>;
  'resort-discount-code': ResortElement<typeof discountCodeElement>;
  'resort-category': ResortElement<typeof categoryElement>;
  'resort-category-nav': ResortElement<typeof categoryNavElement>;
  'resort-countdown': ResortElement<typeof countdownElement>;
  'resort-group-members': ResortElement<typeof groupMembersElement>;
  'resort-my-payment-plans': ResortElement<typeof myPaymentPlansElement>;
  'resort-payment-plans-admin': ResortElement<typeof paymentPlansAdminElement>;
  'resort-payment-schedule': ResortElement<typeof paymentScheduleElement>;
  'resort-product': ResortElement<typeof productElement>;
  'resort-profile': ResortElement<typeof profileElement>;
  'resort-rental-locations': ResortElement<typeof rentalLocationsElement>;
  'resort-signin-menu': ResortElement<typeof signInMenuElement>;
  'resort-signin-form': ResortElement<typeof signInFormElement>;
  'resort-subscriptions-admin': ResortElement<typeof subscriptionsAdminElement>;
  'resort-voucher-box': ResortElement<typeof voucherBoxElement>;
  'resort-voucher-templates': ResortElement<typeof voucherTemplatesElement>;
  'resort-waiver': ResortElement<typeof waiverElement>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merging the map is the point
  interface HTMLElementTagNameMap extends ResortTagNameMap {}
}
