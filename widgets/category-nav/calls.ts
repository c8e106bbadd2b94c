/**
 * `<resort-category-nav>`'s call. Read by `resort-widgets check-host` through
 * `widgets/calls.ts`; no bundle imports this file.
 */
import { hostCall, type CallFamily } from '../../src/api/host-calls.ts';
import { CATEGORIES_PATH, categoryEntrySchema, categoryListSchema } from './category-schemas.ts';

export const categoryNavCalls: CallFamily = {
  family: 'category-nav',
  order: 30,
  tags: ['resort-category-nav'],
  calls: [
    hostCall({
      name: 'categories',
      method: 'GET',
      path: CATEGORIES_PATH,
      schema: categoryListSchema,
      // The widget leaves out an entry of the wrong shape; the command reports it.
      entries: categoryEntrySchema,
      sends: 'read',
      who: 'guest',
      // The category page's call asks for the first category listed.
      provides: (entries) => {
        const first = entries.find((entry): entry is { Id: number } => typeof entry === 'object' && entry !== null && 'Id' in entry && typeof entry.Id === 'number');
        return { category: first?.Id };
      },
    }),
  ],
};
