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

/** The link to move to from `index` for a navigation key, or null for any other key. */
export function nextIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return index < 0 ? 0 : (index + 1) % count;
    case 'ArrowUp':
      return index < 0 ? count - 1 : (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
