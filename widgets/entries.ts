// Written by `npm run tags` from each widget folder (scripts/tags/folders.ts): do not edit by hand.
/**
 * Every tag the library defines, with its element module (an ESM entry of its own), its meta, the
 * bundle it ships in, its reserved box, its size budget and its pictured states, from the folders'
 * `tags.ts`. The build, the custom elements manifest and the generated docs (`docs/tags/`, the
 * README's lists; `npm run docs`) read this list.
 */
import type { TagEntry } from '../src/island/tag-entry.ts';
import { tags as addMediaTags } from './add-media/tags.ts';
import { tags as cartTags } from './cart/tags.ts';
import { tags as categoryTags } from './category/tags.ts';
import { tags as categoryNavTags } from './category-nav/tags.ts';
import { tags as countdownTags } from './countdown/tags.ts';
import { tags as formFieldsTags } from './form-fields/tags.ts';
import { tags as groupMembersTags } from './group-members/tags.ts';
import { tags as myPaymentPlansTags } from './my-payment-plans/tags.ts';
import { tags as paymentFormTags } from './payment-form/tags.ts';
import { tags as paymentPlansAdminTags } from './payment-plans-admin/tags.ts';
import { tags as paymentScheduleTags } from './payment-schedule/tags.ts';
import { tags as productTags } from './product/tags.ts';
import { tags as profileTags } from './profile/tags.ts';
import { tags as rentalLocationsTags } from './rental-locations/tags.ts';
import { tags as signinTags } from './signin/tags.ts';
import { tags as subscriptionsAdminTags } from './subscriptions-admin/tags.ts';
import { tags as voucherBoxTags } from './voucher-box/tags.ts';
import { tags as voucherTemplatesTags } from './voucher-templates/tags.ts';
import { tags as waiverTags } from './waiver/tags.ts';

export type { WidgetBundle } from '../src/island/tag-entry.ts';

export interface WidgetEntry extends TagEntry {
  /** Path of the element module from the repository root. */
  module: string;
}

const inFolder = (folder: string, tags: readonly TagEntry[]): WidgetEntry[] =>
  tags.map((entry) => ({ ...entry, module: `widgets/${folder}/elements/${entry.meta.tag}.ts` }));

export const widgetEntries: readonly WidgetEntry[] = [
  ...inFolder('add-media', addMediaTags),
  ...inFolder('cart', cartTags),
  ...inFolder('category', categoryTags),
  ...inFolder('category-nav', categoryNavTags),
  ...inFolder('countdown', countdownTags),
  ...inFolder('form-fields', formFieldsTags),
  ...inFolder('group-members', groupMembersTags),
  ...inFolder('my-payment-plans', myPaymentPlansTags),
  ...inFolder('payment-form', paymentFormTags),
  ...inFolder('payment-plans-admin', paymentPlansAdminTags),
  ...inFolder('payment-schedule', paymentScheduleTags),
  ...inFolder('product', productTags),
  ...inFolder('profile', profileTags),
  ...inFolder('rental-locations', rentalLocationsTags),
  ...inFolder('signin', signinTags),
  ...inFolder('subscriptions-admin', subscriptionsAdminTags),
  ...inFolder('voucher-box', voucherBoxTags),
  ...inFolder('voucher-templates', voucherTemplatesTags),
  ...inFolder('waiver', waiverTags),
];

export const entriesOf = (bundle: TagEntry['bundle']): readonly WidgetEntry[] => widgetEntries.filter((entry) => entry.bundle === bundle);
