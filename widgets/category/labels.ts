import { commonLabels } from '../../src/ui/common-labels.ts';

/** The category page's wording (overridable by key). */
export const categoryLabels = {
  'common.loading': commonLabels['common.loading'],
  'common.retry': commonLabels['common.retry'],
  'error.network': commonLabels['error.network'],
  'error.timeout': commonLabels['error.timeout'],
  'error.server': commonLabels['error.server'],
  'error.invalidResponse': commonLabels['error.invalidResponse'],
  'category.products': 'Products',
  'category.subCategories': 'Subcategories',
  'category.loadError': 'This category could not be loaded.',
  'category.empty': 'There are no products in this category yet.',
  'category.noCategory': 'No category to show: the page did not say which one.',
  'category.unreadable': 'Entries that could not be shown: {count}.',
} as const;

export type CategoryLabels = Record<keyof typeof categoryLabels, string>;
