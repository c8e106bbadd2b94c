// @vitest-environment node
/**
 * The named values the store's data gives in English (statuses, a scheduled payment's amount types,
 * a subscription's frequencies) read in French on a French page: every one the demo store seeds
 * is translated by the French module of each tag that shows it. A status, type or frequency added
 * to the store's data without its French (a value a French member of staff would meet in English)
 * fails here, whichever screen shows it.
 */
import { paymentPlansMigration } from '../examples/server/migrations/006-payment-plans.ts';
import { subscriptionsAndVoucherTemplatesMigration } from '../examples/server/migrations/012-subscriptions-and-voucher-templates.ts';
import { mergeTranslation } from '../src/island/translations.ts';
import { storeValueText, type StoreValueKind } from '../src/ui/status-text.ts';
import * as paymentPlansAdminFr from '../widgets/payment-plans-admin/labels.fr-CA.ts';
import * as subscriptionsAdminFr from '../widgets/subscriptions-admin/labels.fr-CA.ts';
import * as myPaymentPlansFr from '../widgets/my-payment-plans/labels.fr-CA.ts';
import * as paymentScheduleFr from '../widgets/payment-schedule/labels.fr-CA.ts';

const sql = paymentPlansMigration.sql + subscriptionsAndVoucherTemplatesMigration.sql;

/** The names a reference table is seeded with (`insert into <table> (id, name…) values (1, 'Active'), …;`). */
function seeded(table: string): string[] {
  const insert = new RegExp(`insert into ${table} \\(id, name[^)]*\\) values([^;]*);`).exec(sql);
  if (!insert) throw new Error(`no seed for ${table}`);
  return [...insert[1]!.matchAll(/\(\d+,\s*'([^']+)'/g)].map((match) => match[1]!);
}

const shown: { tag: string; module: Record<string, unknown>; kind: StoreValueKind; table: string }[] = [
  { tag: 'resort-payment-plans-admin', module: paymentPlansAdminFr, kind: 'status', table: 'pp_enrollment_statuses' },
  { tag: 'resort-payment-plans-admin', module: paymentPlansAdminFr, kind: 'status', table: 'pp_payment_statuses' },
  { tag: 'resort-payment-plans-admin', module: paymentPlansAdminFr, kind: 'amountType', table: 'pp_amount_types' },
  { tag: 'resort-subscriptions-admin', module: subscriptionsAdminFr, kind: 'status', table: 'subscription_enrollment_statuses' },
  { tag: 'resort-subscriptions-admin', module: subscriptionsAdminFr, kind: 'frequency', table: 'subscription_frequencies' },
  { tag: 'resort-my-payment-plans', module: myPaymentPlansFr, kind: 'status', table: 'pp_enrollment_statuses' },
  { tag: 'resort-my-payment-plans', module: myPaymentPlansFr, kind: 'status', table: 'pp_payment_statuses' },
  { tag: 'resort-payment-schedule', module: paymentScheduleFr, kind: 'status', table: 'pp_payment_statuses' },
];

describe('the values the store gives in English, on a French page', () => {
  it.each(shown.map((each) => [each.tag, each.table, each] as const))('%s shows every %s in French', (_tag, table, { module, kind }) => {
    const dictionary = mergeTranslation(module);
    const names = seeded(table);
    expect(names.length).toBeGreaterThan(2);
    expect(names.filter((name) => storeValueText(kind, name, dictionary, 'fr-CA') === name)).toEqual([]);
  });

  it('keeps the store’s own words on an English page', () => {
    expect(storeValueText('amountType', 'Balance Due', mergeTranslation(paymentPlansAdminFr), 'en')).toBe('Balance Due');
    expect(storeValueText('frequency', 'Monthly', mergeTranslation(subscriptionsAdminFr), 'en')).toBe('Monthly');
  });
});
