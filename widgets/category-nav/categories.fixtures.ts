/** Categories for the navigation's tests and stories, parsed by the widget's own schema. */
import { categoryEntrySchema, type CategoryEntry, type CategoryEntryInput } from './category-schemas.ts';

let nextId = 1;
export function category(name: string, overrides: Partial<CategoryEntryInput> = {}): CategoryEntry {
  const seName = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return categoryEntrySchema.parse({ Id: nextId++, Name: name, SeName: seName, Url: `/${seName}`, ...overrides });
}

/** The demo resort's menu, plus one hidden category and one kept out of the top menu. */
export function resortCategories(): CategoryEntry[] {
  return [
    category('Season Passes', { Id: 1 }),
    category('Lift Tickets', { Id: 2 }),
    category('Rentals', { Id: 3 }),
    category('Activities', { Id: 4 }),
    category('Vouchers', { Id: 5 }),
    category('Staff Passes', { Id: 6, Hidden: true }),
    category('Gift Shop', { Id: 7, IncludeInTopMenu: false }),
  ];
}
