import { useId } from 'react';
import { useStore } from '@nanostores/react';
import type { ScheduleResult } from '../../src/api/schedule-schemas.ts';
import { formatMoney } from '../../src/core/format.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { $settings } from '../../src/stores/settings.ts';
import { ShowMoreButton, useShowMore } from '../../src/ui/ShowMore.tsx';
import type { ScheduleLabels } from './labels.ts';
import { buildScheduleTable, effectiveQuantity } from './schedule-table-rules.ts';
import { useLocale } from '../../src/ui/use-locale.ts';
import { statusText } from '../../src/ui/status-text.ts';
import { useIslandLanguage } from '../../src/ui/island-language.ts';

interface Props {
  result: ScheduleResult;
  labels: ScheduleLabels;
  /** The cart quantity (amounts are multiplied by it when above 1). */
  quantity?: number | undefined;
  /** The time the schedule was fetched (ms): which payment is due today. */
  now: number;
}

/** Rows drawn at first: a plan has a dozen payments; a store that sends thousands costs one page. */
const ROWS_STEP = 50;

/** Date and Amount, a Status column when any payment has a status, a TOTAL row; the deposit below. */
export function ScheduleTable({ result, labels, quantity, now }: Props) {
  const { currency, DefaultStoreTimeZoneOffset } = useStore($settings);
  const { locale, language } = useLocale();
  const { dictionary } = useIslandLanguage();
  const captionId = useId();
  const table = buildScheduleTable(result, { quantity, locale, now, timeZoneOffset: DefaultStoreTimeZoneOffset });
  // The schedule shows two decimals whatever the currency's own.
  const money = (amount: number) => formatMoney(amount, { locale, currency, fractionDigits: 2 });
  const times = effectiveQuantity(quantity);
  const { visible, hidden, showMore } = useShowMore(table.rows, ROWS_STEP);

  return (
    <div className="rw-schedule">
      <table className="rw-schedule-table" aria-labelledby={captionId}>
        <caption id={captionId} className="rw-visually-hidden">
          {formatLabel(labels['schedule.caption'], { product: result.ProductName })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{labels['schedule.date']}</th>
            <th scope="col" className="rw-schedule-table__amount">
              {labels['schedule.amount']}
            </th>
            {table.hasStatus && <th scope="col">{labels['schedule.status']}</th>}
          </tr>
        </thead>
        <tbody>
          {visible.map((row, index) => (
            <tr key={index}>
              <td className={row.isToday ? 'rw-schedule-table__today' : undefined}>{row.isToday ? labels['schedule.today'] : row.date}</td>
              <td className="rw-schedule-table__amount">{money(row.amount)}</td>
              {table.hasStatus && <td>{statusText(row.status, dictionary, language)}</td>}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{labels['schedule.total']}</th>
            <td className="rw-schedule-table__amount">{money(table.total)}</td>
            {table.hasStatus && <td />}
          </tr>
        </tfoot>
      </table>
      <ShowMoreButton hidden={hidden} step={ROWS_STEP} onClick={showMore} />
      {table.deposit !== null && <p className="rw-schedule__note">{formatLabel(labels['schedule.deposit'], { amount: money(table.deposit) })}</p>}
      {times > 1 && <p className="rw-schedule__note">{formatLabel(labels['schedule.quantity'], { quantity: times })}</p>}
    </div>
  );
}
