import { coreLabels } from '../../src/core/labels.ts';

/** The category navigation's wording. */
export const categoryNavLabels = {
  'common.loading': coreLabels['common.loading'],
  'catnav.toggle': "I'm looking for",
  'catnav.label': 'Shop by category',
  'catnav.loadError': 'The categories could not be loaded.',
  'catnav.empty': 'No categories to show yet.',
} as const;
