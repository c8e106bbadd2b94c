/**
 * Every catalogue a shopper's journey reads, in English and in French, for a page in one language:
 * the storefront tags' labels and the store's own words. The shopper's and the new family's
 * journeys take theirs from here, so a catalogue added to a tag is added once.
 */
import type { Language } from './cells.ts';
import { wordsOf } from './words.ts';
import { signInLabels } from '../../widgets/signin/labels.ts';
import { signInLabelsFr } from '../../widgets/signin/labels.fr-CA.ts';
import { signInMenuLabels } from '../../widgets/signin/menu-labels.ts';
import { signInMenuLabelsFr } from '../../widgets/signin/menu-labels.fr-CA.ts';
import { voucherLabels } from '../../widgets/voucher-box/labels.ts';
import { voucherLabelsFr } from '../../widgets/voucher-box/labels.fr-CA.ts';
import { scheduleLabels } from '../../widgets/payment-schedule/labels.ts';
import { scheduleLabelsFr } from '../../widgets/payment-schedule/labels.fr-CA.ts';
import { cartLabels } from '../../widgets/cart/labels.ts';
import { cartLabelsFr } from '../../widgets/cart/labels.fr-CA.ts';
import { rentalLabels } from '../../widgets/rental-locations/labels.ts';
import { rentalLabelsFr } from '../../widgets/rental-locations/labels.fr-CA.ts';
import { waiverLabels } from '../../widgets/waiver/labels.ts';
import { waiverLabelsFr } from '../../widgets/waiver/labels.fr-CA.ts';
import { mediaLabels } from '../../widgets/add-media/labels.ts';
import { mediaLabelsFr } from '../../widgets/add-media/labels.fr-CA.ts';
import { paymentFormLabels } from '../../widgets/payment-form/labels.ts';
import { paymentFormLabelsFr } from '../../widgets/payment-form/labels.fr-CA.ts';
import { myPlansLabels } from '../../widgets/my-payment-plans/labels.ts';
import { myPlansLabelsFr } from '../../widgets/my-payment-plans/labels.fr-CA.ts';
import { productLabels } from '../../widgets/product/labels.ts';
import { productLabelsFr } from '../../widgets/product/labels.fr-CA.ts';
import { dateFieldLabels } from '../../widgets/product/dates/date-labels.ts';
import { dateFieldLabelsFr } from '../../widgets/product/dates/date-labels.fr-CA.ts';
import { memberLabels } from '../../widgets/group-members/labels.ts';
import { memberLabelsFr } from '../../widgets/group-members/labels.fr-CA.ts';
import { fieldLabels } from '../../src/ui/fields/field-labels.ts';
import { fieldLabelsFr } from '../../src/ui/fields/field-labels.fr-CA.ts';
import { storeTextEnUS } from '../../examples/server/text/en-US.ts';
import { storeTextFrCA } from '../../examples/server/text/fr-CA.ts';

/** The words of each catalogue a shopper meets, named by what shows them. */
export function shopperWords(language: Language) {
  return {
    signInWords: wordsOf(signInLabels, signInLabelsFr, language),
    menuWords: wordsOf(signInMenuLabels, signInMenuLabelsFr, language),
    memberWords: wordsOf(memberLabels, memberLabelsFr, language),
    fieldWords: wordsOf(fieldLabels, fieldLabelsFr, language),
    productWords: wordsOf(productLabels, productLabelsFr, language),
    dateWords: wordsOf(dateFieldLabels, dateFieldLabelsFr, language),
    voucherWords: wordsOf(voucherLabels, voucherLabelsFr, language),
    scheduleWords: wordsOf(scheduleLabels, scheduleLabelsFr, language),
    cartWords: wordsOf(cartLabels, cartLabelsFr, language),
    rentalWords: wordsOf(rentalLabels, rentalLabelsFr, language),
    waiverWords: wordsOf(waiverLabels, waiverLabelsFr, language),
    mediaWords: wordsOf(mediaLabels, mediaLabelsFr, language),
    paymentWords: wordsOf(paymentFormLabels, paymentFormLabelsFr, language),
    planWords: wordsOf(myPlansLabels, myPlansLabelsFr, language),
    // The store's own words and data, in the page's language too.
    storeWords: wordsOf(storeTextEnUS, storeTextFrCA, language),
  };
}

/** The date field's words, as `chooseDate` in the family's journey reads them. */
export type FieldWords = ReturnType<typeof shopperWords>['fieldWords'];
