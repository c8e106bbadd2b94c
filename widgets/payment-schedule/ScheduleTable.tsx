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
import { CardCell as Cell } from '../../src/ui/CardCell.tsx';

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
      {/* Cards where the island is too narrow for its columns (card-table.ts). */}
      <table className="rw-schedule-table" aria-labelledby={captionId} role="table">
        <caption id={captionId} className="rw-visually-hidden">
          {formatLabel(labels['schedule.caption'], { product: result.ProductName })}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">{labels['schedule.date']}</th>
            <th scope="col" role="columnheader" className="rw-schedule-table__amount">
              {labels['schedule.amount']}
            </th>
            {table.hasStatus && <th scope="col" role="columnheader">{labels['schedule.status']}</th>}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {visible.map((row, index) => (
            <tr key={index} role="row">
              <Cell label={labels['schedule.date']} className={row.isToday ? 'rw-schedule-table__today' : undefined}>
                {row.isToday ? labels['schedule.today'] : row.date}
              </Cell>
              <Cell label={labels['schedule.amount']} className="rw-schedule-table__amount">
                {money(row.amount)}
              </Cell>
              {table.hasStatus && <Cell label={labels['schedule.status']}>{statusText(row.status, dictionary, language)}</Cell>}
            </tr>
          ))}
        </tbody>
        <tfoot role="rowgroup">
          <tr role="row">
            <Cell header>{labels['schedule.total']}</Cell>
            <Cell label={labels['schedule.amount']} className="rw-schedule-table__amount">
              {money(table.total)}
            </Cell>
            {table.hasStatus && <Cell />}
          </tr>
        </tfoot>
      </table>
      <ShowMoreButton hidden={hidden} step={ROWS_STEP} onClick={showMore} />
      {table.deposit !== null && <p className="rw-schedule__note">{formatLabel(labels['schedule.deposit'], { amount: money(table.deposit) })}</p>}
      {times > 1 && <p className="rw-schedule__note">{formatLabel(labels['schedule.quantity'], { quantity: times })}</p>}
    </div>
  );
}
