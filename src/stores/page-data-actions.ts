/**
 * Replacing the page data after boot (stories, tests, a host that renders it late). Apart from
 * `settings.ts` so the boot code of every island does not carry it.
 */
import { parsePageData, readPageData, type PageDataInput } from './page-data.ts';
import { $settings } from './settings.ts';

/** Replaces the page data. */
export function setPageData(input: PageDataInput): void {
  $settings.set(parsePageData(input));
}

/** Re-reads `#resort-page-data` from the document. */
export function reloadPageData(): void {
  $settings.set(readPageData(document));
}
