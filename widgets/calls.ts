// Written by `npm run tags` from each widget folder (scripts/tags/folders.ts): do not edit by hand.
/**
 * The registry of every call the tags make, one family per line, in the order
 * `resort-widgets check-host` asks them (each family's `order`: a family whose calls need an id
 * another family's answer teaches comes after it). Each family describes its calls in its own
 * `calls.ts`, beside the code that makes them. No bundle imports this file: only the command and
 * the tests do.
 */
import type { CallFamily } from '../src/api/host-calls.ts';
import { addMediaCalls } from './add-media/calls.ts';
import { cartCalls } from './cart/calls.ts';
import { categoryCalls } from './category/calls.ts';
import { categoryNavCalls } from './category-nav/calls.ts';
import { groupMembersCalls } from './group-members/calls.ts';
import { myPaymentPlansCalls } from './my-payment-plans/calls.ts';
import { paymentFormCalls } from './payment-form/calls.ts';
import { paymentPlansAdminCalls } from './payment-plans-admin/calls.ts';
import { paymentScheduleCalls } from './payment-schedule/calls.ts';
import { productCalls } from './product/calls.ts';
import { profileCalls } from './profile/calls.ts';
import { rentalLocationsCalls } from './rental-locations/calls.ts';
import { signInCalls } from './signin/calls.ts';
import { subscriptionsAdminCalls } from './subscriptions-admin/calls.ts';
import { voucherBoxCalls } from './voucher-box/calls.ts';
import { voucherTemplatesCalls } from './voucher-templates/calls.ts';
import { waiverCalls } from './waiver/calls.ts';

export const callRegistry: readonly CallFamily[] = [
  signInCalls,
  cartCalls,
  categoryNavCalls,
  categoryCalls,
  voucherBoxCalls,
  productCalls,
  paymentScheduleCalls,
  rentalLocationsCalls,
  waiverCalls,
  paymentFormCalls,
  groupMembersCalls,
  addMediaCalls,
  myPaymentPlansCalls,
  profileCalls,
  paymentPlansAdminCalls,
  subscriptionsAdminCalls,
  voucherTemplatesCalls,
];
