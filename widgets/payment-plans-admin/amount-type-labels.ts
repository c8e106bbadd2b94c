/**
 * A scheduled payment's amount types as the store's data gives them (`GET
 * /payment-schedules/amount-types`). The data keeps them in English (the type named Balance Due
 * marks the final payment); the editor shows each through `storeValueText` (`src/ui/status-text.ts`),
 * so the widget carries only their French (`amount-type-labels.fr-CA.ts`, in its French module).
 */
export const amountTypeLabels = {
  'amountType.installment': 'Installment',
  'amountType.deposit': 'Deposit',
  'amountType.balanceDue': 'Balance Due',
} as const;
