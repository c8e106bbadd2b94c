import { useCallback, useId, useMemo, useState } from 'react';
import { droppedFrom } from '../../src/api/schema-parts.ts';
import { serverMessageOf } from '../../src/api/errors.ts';
import type { PaymentTokenDetail } from '../../src/events/bus.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { fromCents } from '../../src/core/money.ts';
import { storeToday } from '../../src/stores/resort-today.ts';
import { AlertDialog } from '../../src/ui/AlertDialog.tsx';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { HeardStatus } from '../../src/ui/HeardStatus.tsx';
import { Modal } from '../../src/ui/Modal.tsx';
import { useDiscardQuestion } from '../../src/ui/use-discard-question.tsx';
import { ShowMoreButton, useShowMore } from '../../src/ui/ShowMore.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { CardCell as Cell } from '../../src/ui/CardCell.tsx';
import { userMessage } from '../../src/ui/error-text.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import { useLocale } from '../../src/ui/use-locale.ts';
import { statusText } from '../../src/ui/status-text.ts';
import { useIslandLanguage } from '../../src/ui/island-language.ts';
import { useResource } from '../../src/ui/use-resource.ts';
import { myPlansLabels } from './labels.ts';
import type { CustomerPlanData } from './my-plans-schemas.ts';
import * as plansApi from './api.ts';
import { cardUpdatePayload, duePayments, offersPayNow, planActions, scheduleTotalCents, toggleAll, toggleSelection, updateCardEnabled, visiblePlans } from './plan-rules.ts';
import { PlanSchedule } from './PlanSchedule.tsx';
import { CardFormSlot, type CardFormHandle } from '../../src/ui/CardFormSlot.tsx';
import { useIslandStart } from '../../src/ui/island-start.ts';

export interface MyPaymentPlansProps {
  headingLevel?: number | undefined;
  host?: HTMLElement | undefined;
}

/** Plans drawn at first, and how many more each "Show N more" adds: a family's plans fit in one step. */
export const PLANS_STEP = 20;

/** The columns after the selection's, each named by its label. */
const columns = ['plans.product', 'plans.orderId', 'plans.contact', 'plans.orderDate', 'plans.amount', 'plans.paymentMethod', 'plans.status', 'plans.schedule'] as const;

/**
 * `<resort-my-payment-plans>`: the signed-in customer's plans (cancelled ones hidden), the
 * schedule of each, the card update for the selected plans and Pay now for what is due or failed.
 */
export function MyPaymentPlans({ headingLevel = 2, host }: MyPaymentPlansProps) {
  const labels = useLabels(myPlansLabels);
  // My Account shows dates in the long format.
  const { money, longDate, language, count } = useLocale();
  const { dictionary } = useIslandLanguage();
  const plans = useResource(plansApi.myPlans);
  // Asked beside the plans, not after them: the settings only switch actions on or off.
  const config = useResource(plansApi.plansConfig);
  useIslandStart(plans.data !== null ? 'ready' : plans.status === 'error' ? 'failed' : 'loading');
  const actions = planActions(config.data?.Settings ?? null);
  const shown = useMemo(() => visiblePlans(plans.data ?? []), [plans.data]);
  const [chosen, setSelected] = useState<Set<number>>(new Set());
  // Only plans still shown (after a reload) count as selected.
  const selected = useMemo(() => {
    const ids = new Set(shown.map((plan) => plan.EnrollmentId));
    return new Set([...chosen].filter((id) => ids.has(id)));
  }, [chosen, shown]);
  const page = useShowMore(shown, PLANS_STEP);
  const [schedule, setSchedule] = useState<CustomerPlanData | null>(null);
  const [cardOpen, setCardOpen] = useState(false);
  const [cardBusy, setCardBusy] = useState(false);
  // What the last card update did, said once the modal has closed.
  const [cardNews, setCardNews] = useState('');
  // Escape or the × after typing a cardholder name asks before throwing it away.
  const cardQuestion = useDiscardQuestion(cardOpen, () => !cardBusy && setCardOpen(false));
  const [payNow, setPayNow] = useState<CustomerPlanData | null>(null);
  const [paying, setPaying] = useState(false);
  const [alert, setAlert] = useState<{ title: string; message: string } | null>(null);
  const [methods, setMethods] = useState<Map<number, string>>(new Map());
  const [cardForm, setCardForm] = useState<CardFormHandle | null>(null);
  const headingId = useId();
  const loading = plans.status === 'loading' || config.status === 'loading' || cardBusy || paying;
  const Heading = `h${Math.min(6, Math.max(1, Math.round(headingLevel)))}` as 'h2';

  // Settings that could not be read leave both actions on; the store's message, when it sends one, is shown.
  const configError = config.status === 'error' ? config.error : null;
  const configMessage = configError ? serverMessageOf(configError.body) : undefined;
  const [dismissedConfigError, setDismissedConfigError] = useState<unknown>(null);

  const updateCard = useCallback(async () => {
    if (!cardForm || cardBusy) return;
    setCardBusy(true);
    setCardNews('');
    const detail: PaymentTokenDetail | null = await cardForm.tokenize();
    if (!detail?.card) {
      // The form shows what is wrong with the card (for 3 seconds); the modal stays open.
      setCardBusy(false);
      return;
    }
    const ids = [...selected];
    const result = await plansApi.updateCard(cardUpdatePayload(ids, detail.card));
    setCardBusy(false);
    if (!result.ok || result.data.Success === false) {
      const message = result.ok ? (result.data.Message ?? labels['card.failed']) : userMessage(result.error, labels);
      setAlert({ title: labels['card.failed'], message });
      return;
    }
    const method = result.data.PaymentMethod ?? '';
    setMethods((current) => new Map([...current, ...ids.map((id) => [id, method] as const)]));
    setCardOpen(false);
    setCardNews(count(labels, 'card.updated', ids.length));
  }, [cardForm, cardBusy, selected, labels, count]);

  const pay = useCallback(async () => {
    if (!payNow || paying) return;
    setPaying(true);
    const result = await plansApi.payNow(payNow.EnrollmentId);
    setPaying(false);
    setPayNow(null);
    if (!result.ok || !result.data.Success) {
      const body = result.ok ? result.data : (result.error.body as { Message?: unknown } | undefined);
      const message = typeof body?.Message === 'string' && body.Message.trim() !== '' ? body.Message : labels['payNow.error'];
      setAlert({ title: labels['payNow.errorTitle'], message });
    }
    plans.reload();
  }, [payNow, paying, labels, plans]);

  const allSelected = shown.length > 0 && shown.every((plan) => selected.has(plan.EnrollmentId));
  // Due by the resort's calendar, the one the store charges by.
  const today = storeToday();
  const due = payNow ? duePayments(payNow, today) : [];
  const dueTotal = fromCents(scheduleTotalCents(due));

  let body;
  if (plans.status === 'error' && plans.data === null) {
    body = <ErrorNotice title={labels['plans.loadError']} error={plans.error} onRetry={plans.reload} />;
  } else if (plans.data === null) {
    body = (
      <div className="rw-plans__loading">
        <Spinner label={labels['plans.loading']} />
        <span aria-hidden="true">{labels['plans.loading']}</span>
      </div>
    );
  } else if (shown.length === 0) {
    body = <p className="rw-plans__empty">{labels['plans.empty']}</p>;
  } else {
    body = (
      <div className="rw-plans__scroll">
        {/* A list of cards where the island is narrow (card-table.ts): the roles keep it a table to screen readers. */}
        <table className="rw-plans__table" aria-labelledby={headingId} role="table">
          <thead role="rowgroup">
            <tr role="row">
              {actions.cardUpdate && (
                <th scope="col" role="columnheader" data-label={labels['plans.selectAll']}>
                  <input type="checkbox" aria-label={labels['plans.selectAll']} checked={allSelected} onChange={() => setSelected(toggleAll(selected, shown.map((plan) => plan.EnrollmentId)))} />
                </th>
              )}
              {columns.map((key) => (
                <th key={key} scope="col" role="columnheader">
                  {labels[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {page.visible.map((plan) => {
              const names = { product: plan.ProductName, contact: plan.ContactName ?? '' };
              const failed = plan.Payments.some((payment) => (payment.PaymentStatus ?? '').toLowerCase() === 'failed');
              return (
                <tr key={plan.EnrollmentId} role="row">
                  {actions.cardUpdate && (
                    <Cell label={labels['plans.selectColumn']}>
                      <input type="checkbox" aria-label={formatLabel(labels['plans.select'], names)} checked={selected.has(plan.EnrollmentId)} onChange={() => setSelected(toggleSelection(selected, plan.EnrollmentId))} />
                    </Cell>
                  )}
                  <Cell label={labels['plans.product']}>{plan.ProductName}</Cell>
                  <Cell label={labels['plans.orderId']}>{plan.OrderNumber ?? plan.OrderId}</Cell>
                  <Cell label={labels['plans.contact']}>{plan.ContactName}</Cell>
                  <Cell label={labels['plans.orderDate']}>{longDate(plan.OrderDate)}</Cell>
                  <Cell label={labels['plans.amount']}>{money(plan.Amount)}</Cell>
                  <Cell label={labels['plans.paymentMethod']}>{methods.get(plan.EnrollmentId) ?? plan.PaymentMethod}</Cell>
                  <Cell label={labels['plans.status']}>
                    {statusText(plan.PaymentStatus, dictionary, language)}
                    {failed && <strong className="rw-plans__failed-mark"> · {labels['plans.failed']}</strong>}
                    {actions.payNow && offersPayNow(plan, today) && (
                      <button type="button" className="rw-button rw-plans__pay" aria-label={formatLabel(labels['plans.payNowLabel'], names)} onClick={() => setPayNow(plan)} disabled={loading}>
                        {labels['plans.payNow']}
                      </button>
                    )}
                  </Cell>
                  <Cell label={labels['plans.schedule']}>
                    <button type="button" className="rw-button rw-button--secondary" aria-label={formatLabel(labels['plans.viewLabel'], names)} onClick={() => setSchedule(plan)}>
                      {labels['plans.view']}
                    </button>
                  </Cell>
                </tr>
              );
            })}
          </tbody>
        </table>
        <ShowMoreButton hidden={page.hidden} step={PLANS_STEP} onClick={page.showMore} />
      </div>
    );
  }

  return (
    <section className="rw-plans" aria-labelledby={headingId}>
      <Heading id={headingId} className="rw-plans__title">
        {labels['plans.title']}
      </Heading>
      {body}
      {plans.data && droppedFrom(plans.data) > 0 && <p className="rw-hint">{formatLabel(labels['plans.unreadable'], { count: droppedFrom(plans.data) })}</p>}
      {actions.cardUpdate && (
        <div className="rw-plans__footer">
          <span>{labels['plans.footer']}</span>
          <button type="button" className="rw-button" disabled={!updateCardEnabled(selected, loading)} onClick={() => setCardOpen(true)}>
            {labels['plans.updateCard']}
          </button>
        </div>
      )}
      <HeardStatus words={cardNews} />
      <Modal open={schedule !== null} title={labels['schedule.title']} closeLabel={labels['common.close']} onClose={() => setSchedule(null)} className="rw-plans__dialog">
        {schedule && <PlanSchedule plan={schedule} labels={labels} longDate={longDate} />}
      </Modal>
      <Modal
        open={cardOpen}
        title={labels['card.title']}
        closeLabel={labels['common.close']}
        onClose={cardQuestion.requestClose}
        dialogRef={cardQuestion.dialogRef}
        className="rw-plans__dialog"
        actions={
          <>
            <button type="button" className="rw-button rw-button--secondary" onClick={() => setCardOpen(false)} disabled={cardBusy}>
              {labels['common.cancel']}
            </button>
            <button type="button" className="rw-button" onClick={() => void updateCard()} aria-disabled={cardBusy || undefined}>
              {cardBusy ? labels['card.updating'] : labels['card.update']}
            </button>
          </>
        }
      >
        {cardQuestion.question}
        {cardOpen && <CardFormSlot host={host} onReady={setCardForm} />}
      </Modal>
      <Modal
        open={payNow !== null}
        title={labels['payNow.title']}
        closeLabel={labels['common.close']}
        onClose={() => !paying && setPayNow(null)}
        className="rw-plans__dialog"
        actions={
          <>
            <button type="button" className="rw-button rw-button--secondary" onClick={() => setPayNow(null)} disabled={paying}>
              {labels['common.cancel']}
            </button>
            <button type="button" className="rw-button" onClick={() => void pay()} aria-disabled={paying || undefined}>
              {paying ? labels['payNow.paying'] : formatLabel(labels['payNow.pay'], { total: money(dueTotal) })}
            </button>
          </>
        }
      >
        {payNow && (
          <>
            {/* One payment due is said as one ("This payment will be…"), not as the list's plural. */}
            <p>{count(labels, 'payNow.message', due.length)}</p>
            <ul className="rw-plans__due">
              {due.map((payment, index) => (
                <li key={`${payment.PaymentDate}-${index}`}>
                  {formatLabel(labels['common.nameValue'], { name: `${payNow.ProductName} (${payNow.ContactName}), ${longDate(payment.PaymentDate)}`, value: money(payment.PaymentAmount) })}
                </li>
              ))}
            </ul>
          </>
        )}
      </Modal>
      <AlertDialog
        open={alert === null && configMessage !== undefined && dismissedConfigError !== configError}
        title={labels['config.failed']}
        message={configMessage ?? ''}
        closeLabel={labels['common.ok']}
        onClose={() => setDismissedConfigError(configError)}
      />
      <AlertDialog open={alert !== null} title={alert?.title ?? ''} message={alert?.message ?? ''} closeLabel={labels['common.ok']} onClose={() => setAlert(null)} />
    </section>
  );
}
