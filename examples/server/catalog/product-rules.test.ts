// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canStillBuy, storeEarliestDate } from './product-rules.ts';
import { SEASON } from '../shell/page-data.ts';
import type { CatalogProduct } from './catalog.ts';

const attribute = (id: number, name: string) => ({ id, name, ownName: name, textPrompt: name, controlType: 'DropdownList', isRequired: true, conditionValueId: null, defaultValue: '', values: [] });
/** A golf product as the store knows one: a date, a time and holes. */
const golf = { specifications: [], attributes: [attribute(601, 'Date'), attribute(602, 'Time'), attribute(603, 'Holes')] } as unknown as CatalogProduct;
const liftTicket = { specifications: [], attributes: [attribute(301, 'Date')] } as unknown as CatalogProduct;

describe('the earliest purchase date', () => {
  it('is clamped into the season start and end for every product, golf included', () => {
    const summerBefore = Date.UTC(2026, 6, 1, 18);
    expect(storeEarliestDate(summerBefore, liftTicket)).toBe(SEASON.StartDate);
    expect(storeEarliestDate(summerBefore, golf)).toBe(SEASON.StartDate);
  });

  it('refuses a golf date after the season end, as any other product’s', () => {
    const now = Date.UTC(2026, 11, 1, 18);
    expect(canStillBuy(now, golf, '2027-07-04')).toBe(false);
    expect(canStillBuy(now, liftTicket, '2027-07-04')).toBe(false);
    expect(canStillBuy(now, golf, SEASON.EndDate)).toBe(true);
  });
});
