import { defineWidget } from '../../../src/island/define-widget.tsx';
import type { PaymentTokenDetail } from '../../../src/events/bus.ts';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { adoptStyles } from '../../../src/ui/adopt-styles.ts';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { paymentFormElement } from '../meta.ts';
import type { PaymentFormProps } from '../PaymentForm.tsx';
import { paymentFormDocumentStyles, paymentFormStyles } from '../styles/payment-form.ts';
import { tokenizeFor } from '../tokenize-registry.ts';
import { claimCalls } from '../../../src/api/report-call.ts';
import { COMPLETE_PATH, PAYMENT_CONFIGURATION_PATH, PERSONALIZATION_PATH } from '../../../src/api/payment-schemas.ts';

// The form loads when the tag is on the page (a page without it carries only this registration).
export const PaymentFormElement = defineWidget<PaymentFormProps>({
  ...paymentFormElement,
  translations: { 'fr-CA': () => import('../labels.fr-CA.ts') },
  load: async () => ({ default: (await import('../PaymentForm.tsx')).PaymentForm }),
  styles: controlStyles + fieldStyles + paymentFormStyles,
});

// The card fields' frames sit in the page's light DOM (a provider's frame refuses a shadow root): their rules go to the document.
if (typeof document !== 'undefined') adoptStyles(document, 'resort-payment-form', paymentFormDocumentStyles);

// Its type on `HTMLElementTagNameMap` is in widgets/tag-types.ts, with every tag's.
// The element's method: a host's "Place order" asks for the token and waits for it.
if (!('tokenize' in PaymentFormElement.prototype)) {
  Object.defineProperty(PaymentFormElement.prototype, 'tokenize', {
    configurable: true,
    value(this: HTMLElement): Promise<PaymentTokenDetail | null> {
      return tokenizeFor(this);
    },
  });
}

// A failed call is reported under the claiming tag whose control was used (see report-call.ts).
// `ResortWidgets.placeOrder` posts the order with the form's token: its failures are the form's.
claimCalls(paymentFormElement.tag, PAYMENT_CONFIGURATION_PATH, PERSONALIZATION_PATH, COMPLETE_PATH);
