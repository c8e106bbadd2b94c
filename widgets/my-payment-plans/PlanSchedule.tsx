import { formatLabel } from '../../src/core/labels.ts';
import { fromCents } from '../../src/core/money.ts';
import { ShowMoreButton, useShowMore } from '../../src/ui/ShowMore.tsx';
import { useLocale } from '../../src/ui/use-locale.ts';
import { statusText } from '../../src/ui/status-text.ts';
import { useIslandLanguage } from '../../src/ui/island-language.ts';
import { CardCell as Cell } from '../../src/ui/CardCell.tsx';
import type { MyPlansLabels } from './labels.ts';
import type { CustomerPlanData } from './my-plans-schemas.ts';
import { hasStatusColumn, scheduleTotalCents } from './plan-rules.ts';

/** Payments drawn at first, and how many more each "Show N more" adds (the TOTAL is of them all). */
export const PAYMENTS_STEP = 20;

/** A plan's schedule: Date and Amount, Status when any payment has one, TOTAL, the deposit and what remains. */
export function PlanSchedule({ plan, labels, longDate }: { plan: CustomerPlanData; labels: MyPlansLabels; longDate: (iso: string) => string }) {
  const { money, language } = useLocale();
  const { dictionary } = useIslandLanguage();
  const withStatus = hasStatusColumn(plan.Payments);
  const { visible, hidden, showMore } = useShowMore(plan.Payments, PAYMENTS_STEP);
  return (
    <div className="rw-plans__schedule">
      {/* Cards where the dialog is narrow (card-table.ts). */}
      <table className="rw-plans__table rw-plans__payments" role="table">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">{labels['schedule.date']}</th>
            <th scope="col" role="columnheader">{labels['schedule.amount']}</th>
            {withStatus && <th scope="col" role="columnheader">{labels['schedule.status']}</th>}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {visible.map((payment, index) => {
            const failed = (payment.PaymentStatus ?? '').toLowerCase() === 'failed';
            return (
              <tr key={`${payment.PaymentDate}-${index}`} className={failed ? 'rw-plans__failed' : undefined} role="row">
                <Cell label={labels['schedule.date']}>{longDate(payment.PaymentDate)}</Cell>
                <Cell label={labels['schedule.amount']}>{money(payment.PaymentAmount)}</Cell>
                {withStatus && <Cell label={labels['schedule.status']}>{failed ? <strong>{labels['plans.failed']}</strong> : statusText(payment.PaymentStatus, dictionary, language)}</Cell>}
              </tr>
            );
          })}
        </tbody>
        <tfoot role="rowgroup">
          <tr role="row">
            <Cell header>{labels['schedule.total']}</Cell>
            <Cell label={labels['schedule.amount']}>{money(fromCents(scheduleTotalCents(plan.Payments)))}</Cell>
            {withStatus && <Cell />}
          </tr>
        </tfoot>
      </table>
      <ShowMoreButton hidden={hidden} step={PAYMENTS_STEP} onClick={showMore} />
      <p>
        {formatLabel(labels['common.nameValue'], { name: labels['schedule.deposit'], value: money(plan.DepositAmount ?? 0) })} ·{' '}
        {formatLabel(labels['common.nameValue'], { name: labels['schedule.remaining'], value: money(plan.RemainingBalance ?? 0) })}
      </p>
    </div>
  );
}
