import { useId } from 'react';
import type { ApiError } from '../../src/api/errors.ts';
import type { ScheduleResult } from '../../src/api/schedule-schemas.ts';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { ShowMoreButton, useShowMore } from '../../src/ui/ShowMore.tsx';
import type { ScheduleLabels } from './labels.ts';
import { hasSchedule } from './schedule-table-rules.ts';
import { ScheduleTable } from './ScheduleTable.tsx';
import { useIslandStart } from '../../src/ui/island-start.ts';

interface Props {
  results: ScheduleResult[] | null;
  receivedAt: number;
  error: ApiError | null;
  loading: boolean;
  labels: ScheduleLabels;
  onRetry: () => void;
  /** The cart quantity of a result (1 for orders). */
  quantityOf?: (result: ScheduleResult) => number | undefined;
}

/** Blocks drawn at first; more on request (a cart holds a handful of plans, not thousands). */
const BLOCKS_STEP = 20;

/**
 * Cart and order modes: one block per payment-plan product (contact name, product name, table).
 * Nothing at all when no product is on a payment plan.
 */
export function ScheduleBlocks({ results, receivedAt, error, loading, labels, onRetry, quantityOf }: Props) {
  const titleId = useId();
  const plans = results?.filter(hasSchedule) ?? [];
  const { visible, hidden, showMore } = useShowMore(plans, BLOCKS_STEP);
  // The store's own schedule tables stay in use until the first answer is drawn, and if it fails.
  useIslandStart(results !== null ? 'ready' : error ? 'failed' : 'loading');
  if (error) return <ErrorNotice title={labels['schedule.loadError']} error={error} onRetry={onRetry} retrying={loading} />;
  // The first load shows no icon: most carts have no payment plan, and an icon that came and
  // went would move everything below it. Screen readers still hear that it is loading.
  if (results === null) {
    return loading ? (
      <p className="rw-visually-hidden" role="status" data-loading>
        {labels['schedule.loading']}
      </p>
    ) : null;
  }
  if (plans.length === 0) return null;
  return (
    <section className="rw-schedules" aria-labelledby={titleId} aria-busy={loading || undefined}>
      <h2 id={titleId} className="rw-schedules__title">
        {labels['schedule.title']}
      </h2>
      {visible.map((result, index) => (
        <article key={`${result.ReservationId ?? 'x'}-${index}`} className="rw-schedule-block" aria-label={result.ProductName}>
          <h3 className="rw-schedule-block__product">{result.ProductName}</h3>
          {result.ContactName && <p className="rw-schedule-block__contact">{result.ContactName}</p>}
          <ScheduleTable result={result} labels={labels} quantity={quantityOf?.(result)} now={receivedAt} />
        </article>
      ))}
      <ShowMoreButton hidden={hidden} step={BLOCKS_STEP} onClick={showMore} />
    </section>
  );
}
