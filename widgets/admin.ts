// Written by `npm run tags` from each widget folder (scripts/tags/folders.ts): do not edit by hand.
/**
 * resort-widgets/admin: registers the staff tags and exports the helpers an admin page may use.
 * Built apart from the storefront bundle (see widgets/entries.ts); its stores are the same ones,
 * shared through the library's global key.
 */
import './payment-plans-admin/elements/resort-payment-plans-admin.ts';
import './subscriptions-admin/elements/resort-subscriptions-admin.ts';
import './voucher-templates/elements/resort-voucher-templates.ts';

export * from './admin-api.ts';
export type { ResortTagNameMap } from './tag-types.ts';
export type { ElementProperties, ResortElement } from '../src/island/widget-meta.ts';
