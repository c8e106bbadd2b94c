import { resortToday } from '../../../widgets/payment-schedule/schedule-table-rules.ts';
import { buildPageData } from './page-data.ts';

/** The resort's own time zone decides what "today" is, as the page data tells the widgets. */
const RESORT_OFFSET_HOURS = buildPageData(null, undefined).DefaultStoreTimeZoneOffset;

export function resortDate(now = Date.now()): string {
  return resortToday(now, RESORT_OFFSET_HOURS);
}
