/**
 * The pricing calendar's marks (loaded with the calendar): under each day's number its price, its
 * saving and what is left at that price, each short (`compactMoney`: the amount alone when the
 * store's currency is not the page's own), and the legend that says once what they are, the
 * currency included. The marks are hidden from screen readers: the day's name says each in full.
 */
import { compactMoney } from '../../../../src/core/compact-money.ts';
import { formatNumber } from '../../../../src/core/format.ts';
import { formatLabel } from '../../../../src/core/labels.ts';
import { isChoosable } from '../../rules/pricing-rules.ts';
import type { DayInfo, PricedCalendar } from './calendar-types.ts';

export function DayMarks({ info, priced }: { info: DayInfo; priced: PricedCalendar }) {
  if (!isChoosable(info.state) || info.price === undefined || info.price === null) return null;
  const { locale, currency, labels } = priced;
  return (
    <span className="rw-day__prices" aria-hidden="true">
      <span className="rw-day__price">{compactMoney(info.price, { locale, currency }).text}</span>
      {info.percentSaved ? <span className="rw-day__save">{formatLabel(labels.saveMark, { percent: info.percentSaved })}</span> : null}
      {info.left ? <span className="rw-day__left">{formatNumber(info.left, locale)}</span> : null}
    </span>
  );
}

export function PriceLegend({ priced }: { priced: PricedCalendar }) {
  const { locale, currency, labels } = priced;
  // The currency the cells leave out, said once.
  const left = compactMoney(0, { locale, currency }).currency;
  return (
    <span className="rw-calendar__legend-prices">
      {left ? formatLabel(labels.legendPriceIn, { currency: left }) : labels.legendPrice} {labels.legendSave} <span className="rw-day__left">N</span> {labels.legendLeft}
    </span>
  );
}
