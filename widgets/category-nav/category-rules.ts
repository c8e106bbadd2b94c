/**
 * Which categories the "I'm looking for" dropdown lists and where they link:
 * only categories that are not hidden and are in the top menu, linking to `/s{category url}`.
 */
import { categoryEntrySchema, type CategoryEntry } from './category-schemas.ts';
import { categoryHref } from '../../src/core/category-links.ts';

export { categoryHref };

export interface MenuCategory {
  id: number;
  name: string;
  href: string;
}

export function menuCategories(entries: readonly CategoryEntry[]): MenuCategory[] {
  const menu: MenuCategory[] = [];
  for (const entry of entries) {
    if (entry.Hidden || !entry.IncludeInTopMenu || entry.Name.trim() === '') continue;
    const href = categoryHref(entry);
    if (href !== null) menu.push({ id: entry.Id, name: entry.Name.trim(), href });
  }
  return menu;
}

/** Keeps the entries of the right shape; returns how many were dropped, for the log. */
export function parseCategoryEntries(raw: readonly unknown[]): { entries: CategoryEntry[]; dropped: number } {
  const entries: CategoryEntry[] = [];
  for (const item of raw) {
    const parsed = categoryEntrySchema.safeParse(item);
    if (parsed.success) entries.push(parsed.data);
  }
  return { entries, dropped: raw.length - entries.length };
}

// The arrow keys' rule is the button's (on every page), in a module of its own.
export { nextIndex } from './menu-keys.ts';
