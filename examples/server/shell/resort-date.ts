/**
 * The store's clock: the resort's today and time of day by the offset the page data gives the
 * widgets, through the library's one rule (`src/core/dates.ts`), so a date the widget offers is a
 * date the store accepts.
 */
import { resortClock, resortToday, type ResortClock } from '../../../src/core/dates.ts';
import { buildPageData } from './page-data.ts';

/** The resort's offset from UTC, as the page data tells the widgets. */
export const STORE_TIME_ZONE_OFFSET = buildPageData(null, undefined).DefaultStoreTimeZoneOffset;

/** Today at the resort, `YYYY-MM-DD`. */
export function resortDate(now = Date.now()): string {
  return resortToday(now, STORE_TIME_ZONE_OFFSET);
}

/** The resort's date and seconds since its midnight. */
export function resortNow(now = Date.now()): ResortClock {
  return resortClock(now, STORE_TIME_ZONE_OFFSET);
}
