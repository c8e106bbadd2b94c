/**
 * The tags as TypeScript sees them: `document.querySelector('resort-countdown')` is an element
 * with `seconds: number` and `continuous: boolean`, from the same specs the elements parse their
 * attributes with, so the shipped declarations cannot drift from what the tags do. Types only: it
 * adds nothing to a bundle. Every package entry's declarations reach it.
 */
import type { ElementProperties, ElementSpec, ResortElement } from '../src/island/widget-meta.ts';
import type { PaymentTokenDetail } from '../src/events/bus.ts';
import type { addMediaElement } from './add-media/meta.ts';
import type { cartPageElement, discountCodeElement, minicartElement, orderSummaryElement } from './cart/meta.ts';
import type { categoryNavElement } from './category-nav/meta.ts';
import type { categoryElement } from './category/meta.ts';
import type { profileElement } from './profile/meta.ts';
import type { countdownElement } from './countdown/meta.ts';
import type { countrySelectElement, dateFieldElement, stateFieldElement } from './form-fields/meta.ts';
import type { groupMembersElement } from './group-members/meta.ts';
import type { myPaymentPlansElement } from './my-payment-plans/meta.ts';
import type { paymentFormElement } from './payment-form/meta.ts';
import type { paymentPlansAdminElement } from './payment-plans-admin/meta.ts';
import type { paymentScheduleElement } from './payment-schedule/meta.ts';
import type { productElement } from './product/meta.ts';
import type { rentalLocationsElement } from './rental-locations/meta.ts';
import type { signInFormElement, signInMenuElement } from './signin/meta.ts';
import type { subscriptionsAdminElement } from './subscriptions-admin/meta.ts';
import type { voucherBoxElement } from './voucher-box/meta.ts';
import type { voucherTemplatesElement } from './voucher-templates/meta.ts';
import type { waiverElement } from './waiver/meta.ts';

/** A form field's element: the tag's properties plus what a native field offers a host script (`define-field.tsx`). */
type FieldElement<S extends ElementSpec> = HTMLElement & Omit<ElementProperties<S>, 'value'> & {
  /** The value the field holds now (what the form submits); setting it changes the field. */
  value: string;
  readonly form: HTMLFormElement | null;
  /** Undefined in a browser without ElementInternals. */
  readonly validity: ValidityState | undefined;
  readonly validationMessage: string;
  readonly willValidate: boolean;
  checkValidity(): boolean;
  reportValidity(): boolean;
};

export interface ResortTagNameMap {
  'resort-minicart': ResortElement<typeof minicartElement>;
  'resort-cart': ResortElement<typeof cartPageElement>;
  'resort-order-summary': ResortElement<typeof orderSummaryElement>;
  'resort-discount-code': ResortElement<typeof discountCodeElement>;
  'resort-voucher-box': ResortElement<typeof voucherBoxElement>;
  'resort-payment-schedule': ResortElement<typeof paymentScheduleElement>;
  'resort-rental-locations': ResortElement<typeof rentalLocationsElement>;
  'resort-waiver': ResortElement<typeof waiverElement>;
  'resort-signin-menu': ResortElement<typeof signInMenuElement>;
  'resort-signin-form': ResortElement<typeof signInFormElement>;
  'resort-category-nav': ResortElement<typeof categoryNavElement>;
  'resort-countdown': ResortElement<typeof countdownElement>;
  'resort-date-field': FieldElement<typeof dateFieldElement>;
  'resort-country-select': FieldElement<typeof countrySelectElement>;
  'resort-state-field': FieldElement<typeof stateFieldElement>;
  'resort-payment-form': ResortElement<typeof paymentFormElement> & {
    /** Tokenizes the card (or uses the wallet's token): the detail of `resort:payment:token`, or null when it failed. */
    tokenize(): Promise<PaymentTokenDetail | null>;
  };
  'resort-group-members': ResortElement<typeof groupMembersElement>;
  'resort-add-media': ResortElement<typeof addMediaElement>;
  'resort-my-payment-plans': ResortElement<typeof myPaymentPlansElement>;
  'resort-product': ResortElement<typeof productElement>;
  'resort-category': ResortElement<typeof categoryElement>;
  'resort-profile': ResortElement<typeof profileElement>;
  'resort-payment-plans-admin': ResortElement<typeof paymentPlansAdminElement>;
  'resort-subscriptions-admin': ResortElement<typeof subscriptionsAdminElement>;
  'resort-voucher-templates': ResortElement<typeof voucherTemplatesElement>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merging the map is the point
  interface HTMLElementTagNameMap extends ResortTagNameMap {}
}
