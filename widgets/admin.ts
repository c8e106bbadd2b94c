/**
 * resort-widgets/admin: registers the staff tags (`<resort-payment-plans-admin>`) and exports the
 * helpers an admin page may use. Built apart from the storefront bundle (see widgets/entries.ts);
 * its stores are the same ones, shared through the library's global key.
 */
import './payment-plans-admin/elements/resort-payment-plans-admin.ts';

export * from './admin-api.ts';
