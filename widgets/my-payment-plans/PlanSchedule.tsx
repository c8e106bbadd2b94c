import { fromCents } from '../../src/core/money.ts';
import { ShowMoreButton, useShowMore } from '../../src/ui/ShowMore.tsx';
import { useLocale } from '../../src/ui/use-locale.ts';
import { statusText } from '../../src/ui/status-text.ts';
import { useIslandLanguage } from '../../src/ui/island-language.ts';
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
      <table className="rw-plans__table">
        <thead>
          <tr>
            <th scope="col">{labels['schedule.date']}</th>
            <th scope="col">{labels['schedule.amount']}</th>
            {withStatus && <th scope="col">{labels['schedule.status']}</th>}
          </tr>
        </thead>
        <tbody>
          {visible.map((payment, index) => {
            const failed = (payment.PaymentStatus ?? '').toLowerCase() === 'failed';
            return (
              <tr key={`${payment.PaymentDate}-${index}`} className={failed ? 'rw-plans__failed' : undefined}>
                <td>{longDate(payment.PaymentDate)}</td>
                <td>{money(payment.PaymentAmount)}</td>
                {withStatus && <td>{failed ? <strong>{labels['plans.failed']}</strong> : statusText(payment.PaymentStatus, dictionary, language)}</td>}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{labels['schedule.total']}</th>
            <td>{money(fromCents(scheduleTotalCents(plan.Payments)))}</td>
            {withStatus && <td />}
          </tr>
        </tfoot>
      </table>
      <ShowMoreButton hidden={hidden} step={PAYMENTS_STEP} onClick={showMore} />
      <p>
        {labels['schedule.deposit']}: {money(plan.DepositAmount ?? 0)} · {labels['schedule.remaining']}: {money(plan.RemainingBalance ?? 0)}
      </p>
    </div>
  );
}
