/**
 * The categories for the navigation.
 * `GET /api/categories` answers a list; each entry is checked on its own, so one bad entry costs
 * only itself.
 */
import * as z from 'zod/mini';

// The path alone, for the element's claim, which every page makes: the schemas come with the list.
export { CATEGORIES_PATH } from './category-path.ts';

export const categoryEntrySchema = z.object({
  Id: z.number(),
  Name: z.string(),
  SeName: z._default(z.string(), ''),
  /** The category's url below `/s` (`/season-passes`); `/{SeName}` when missing. */
  Url: z._default(z.string(), ''),
  IncludeInTopMenu: z._default(z.boolean(), true),
  Hidden: z._default(z.boolean(), false),
});
export type CategoryEntry = z.infer<typeof categoryEntrySchema>;
export type CategoryEntryInput = z.input<typeof categoryEntrySchema>;

/** The answer must be a list; its entries are parsed one by one (see `parseCategoryEntries`). */
export const categoryListSchema = z.array(z.unknown());
