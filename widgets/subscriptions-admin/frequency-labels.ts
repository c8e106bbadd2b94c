/**
 * A subscription's frequencies as the store's data gives them (a type's `SubscriptionFrequencyName`,
 * an enrollment's `SubscriptionFrequencyType`), in English; the lists show each through
 * `storeValueText` (`src/ui/status-text.ts`), so the widget carries only their French
 * (`frequency-labels.fr-CA.ts`, in its French module).
 */
export const frequencyLabels = {
  'frequency.monthly': 'Monthly',
  'frequency.quarterly': 'Quarterly',
  'frequency.annually': 'Annually',
  'frequency.weekly': 'Weekly',
} as const;
