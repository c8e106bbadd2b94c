/**
 * Today at the resort for a widget: the one clock (`resortToday` in `src/core/dates.ts`) set by
 * the page data's `DefaultStoreTimeZoneOffset`, so a widget's "today" is the day the store's
 * checks use, wherever the browser is.
 */
import { resortToday } from '../core/dates.ts';
import { $settings } from './settings.ts';

/** Today's date at the resort, `YYYY-MM-DD`. */
export function storeToday(now: number = Date.now()): string {
  return resortToday(now, $settings.get().DefaultStoreTimeZoneOffset);
}
