/**
 * `<resort-category>`'s call. Read by `resort-widgets check-host` through `widgets/calls.ts`; no
 * bundle imports this file. The category asked is the first the navigation's list names (or
 * `--category`).
 */
import { hostCall, type CallFamily } from '../../src/api/host-calls.ts';
import { CATEGORY_PATH, categorySchema } from './category-schemas.ts';

export const categoryCalls: CallFamily = {
  family: 'category',
  order: 40,
  tags: ['resort-category'],
  calls: [
    hostCall({
      name: 'category',
      method: 'GET',
      path: `${CATEGORY_PATH}{categoryId}`,
      params: { categoryId: { id: 'category', example: 1 } },
      schema: categorySchema,
      sends: 'read',
      who: 'guest',
    }),
  ],
};
