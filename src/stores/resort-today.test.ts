import { setPageData } from './page-data-actions.ts';
import { storeToday } from './resort-today.ts';

describe("a widget's today", () => {
  afterEach(() => setPageData({}));

  it("is the resort's, by the page data's offset, whatever the browser's date", () => {
    // 03:00 UTC on the 25th: the 24th at a resort 7 hours behind, the 25th at one 10 hours ahead.
    const now = Date.parse('2026-11-25T03:00:00Z');
    setPageData({ DefaultStoreTimeZoneOffset: -7 });
    expect(storeToday(now)).toBe('2026-11-24');
    setPageData({ DefaultStoreTimeZoneOffset: 10 });
    expect(storeToday(now)).toBe('2026-11-25');
  });
});
