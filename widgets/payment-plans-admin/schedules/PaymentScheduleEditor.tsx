import { memo, useMemo, useReducer, type Dispatch } from 'react';
import type { Option, PaymentScheduleDto } from '../admin-schemas.ts';
import { formatLabel } from '../../../src/core/labels.ts';
import { ErrorNotice } from '../../../src/ui/ErrorNotice.tsx';
import * as adminApi from '../api.ts';
import { useRefocusAfterSort, useScheduleOverlay } from './use-schedule-overlay.ts';
import type { AdminLabels } from '../labels.ts';
import { ScheduleOverlay } from './ScheduleOverlay.tsx';
import { RangeDates } from './RangeDates.tsx';
import { paymentScheduleReducer, type PaymentScheduleAction } from './schedule-editor-state.ts';
import { balanceDueTypeIdOf, isBalanceDue, orderAmountTypes } from './schedule-amounts.ts';
import { activeRows, defaultPaymentSchedule, toPaymentDraft, toPaymentPayload, type PaymentRangeRow, type PaymentScheduleDraft } from './schedule-draft.ts';
import { canApply, checkPaymentSchedule, type RangeCheck } from './schedule-validation.ts';
import { RANGES_KEY, shownRangeCheck, touchKey, touchedBy, useShownErrors, type ShownErrors } from './shown-errors.ts';
import type { Resource } from '../../../src/ui/use-resource.ts';
import { ShowMoreButton, useShowMore } from '../../../src/ui/ShowMore.tsx';
import { SideScroll } from '../../../src/ui/admin/SideScroll.tsx';
import { LIST_STEPS } from '../parts/list-steps.ts';
import { storeToday } from '../../../src/stores/resort-today.ts';
import { formatNumber } from '../../../src/core/format.ts';
import { useIslandLanguage } from '../../../src/ui/island-language.ts';
import { useStoreValueText } from '../../../src/ui/use-store-value-text.ts';
import { IsoDateField } from '../../../src/ui/fields/IsoDateField.tsx';

const RANGES_STEP = LIST_STEPS.ranges;
const PAYMENTS_STEP = LIST_STEPS.rangePayments;

interface Props {
  labels: AdminLabels;
  /** `Add Payment Schedule` or `Payment Schedule Detail`. */
  routeTitle: string;
  /** The stored schedule to edit, or null to add one. */
  scheduleId: number | null;
  amountTypes: Resource<Option[]> & { reload: () => void };
  onClose: () => void;
  onSaved: () => void;
}

type Action = PaymentScheduleAction | { type: 'init'; schedule: PaymentScheduleDto };

/**
 * The payment schedule overlay: a working copy of the schedule, its editable
 * title, its purchase-date ranges with their scheduled payments, every rule's message where it
 * applies, Apply (disabled while invalid, applying or without ranges) and Cancel. A failed save
 * says why and keeps the working copy.
 */
export function PaymentScheduleEditor({ labels, routeTitle, scheduleId, amountTypes, onClose, onSaved }: Props) {
  const types = useMemo(() => orderAmountTypes(amountTypes.data ?? []), [amountTypes.data]);
  const balanceDueTypeId = balanceDueTypeIdOf(types);
  const [draft, dispatch] = useReducer(
    (state: PaymentScheduleDraft | null, action: Action): PaymentScheduleDraft | null => {
      if (action.type === 'init') return toPaymentDraft(action.schedule, balanceDueTypeId);
      return state && paymentScheduleReducer(balanceDueTypeId)(state, action);
    },
    scheduleId,
    (id) => (id === null ? defaultPaymentSchedule(storeToday()) : null),
  );
  const overlay = useScheduleOverlay({
    scheduleId,
    load: adminApi.paymentSchedule,
    onLoaded: (schedule: PaymentScheduleDto) => dispatch({ type: 'init', schedule }),
    nameOf: (schedule) => schedule.PaymentScheduleName,
    labels,
    onSaved,
  });
  const check = useMemo(() => (draft ? checkPaymentSchedule(draft, balanceDueTypeId) : null), [draft, balanceDueTypeId]);
  const shown = useShownErrors(scheduleId !== null);
  const ready = draft !== null && check !== null && amountTypes.data !== null;
  const applicable = ready && canApply(check, draft.PurchaseDates);

  function apply() {
    if (!draft || !applicable) return;
    const payload = toPaymentPayload(draft, balanceDueTypeId);
    void overlay.save(() => (draft.PaymentScheduleId > 0 ? adminApi.updatePaymentSchedule(payload) : adminApi.createPaymentSchedule(payload)));
  }

  return (
    <ScheduleOverlay
      labels={labels}
      routeTitle={routeTitle}
      state={overlay}
      name={draft?.PaymentScheduleName ?? null}
      nameLabel={labels['schedules.nameLabel']}
      onRename={(name) => dispatch({ type: 'rename', name })}
      nameError={check?.name ? labels[`rule.${check.name}`] : null}
      shown={shown}
      ready={ready}
      applicable={applicable}
      noRanges={draft !== null && activeRows(draft.PurchaseDates).length === 0}
      onApply={apply}
      onClose={onClose}
      failure={
        amountTypes.status === 'error' && !amountTypes.data ? (
          <ErrorNotice title={labels['schedules.amountTypesError']} error={amountTypes.error} onRetry={amountTypes.reload} />
        ) : undefined
      }
    >
      {ready && <PaymentRanges draft={draft} checks={check.ranges} shown={shown} types={types} balanceDueTypeId={balanceDueTypeId} labels={labels} dispatch={dispatch} />}
    </ScheduleOverlay>
  );
}

interface RangesProps {
  draft: PaymentScheduleDraft;
  checks: RangeCheck[];
  shown: ShownErrors;
  types: Option[];
  balanceDueTypeId: number;
  labels: AdminLabels;
  dispatch: Dispatch<PaymentScheduleAction>;
}

/**
 * The ranges, sorted by start; a date field that moved with its range keeps the focus. What the
 * rules found about a range or a payment shows once it was touched (`shown-errors.ts`).
 */
function PaymentRanges({ draft, checks, shown, types, balanceDueTypeId, labels, dispatch }: RangesProps) {
  const { container, onChangeCapture } = useRefocusAfterSort<HTMLDivElement>();

  const ranges = draft.PurchaseDates.map((range, index) => ({ range, check: checks[index]! })).filter(({ range }) => !range.IsDeleted);
  const live = ranges.map(({ range, check }) => ({
    range,
    check: shownRangeCheck(check, { range: range.uid, payments: range.ScheduledPayments.map((payment) => payment.uid) }, shown.shows),
  }));
  const { visible, hidden, showMore, showAtLeast } = useShowMore(live, RANGES_STEP);
  return (
    <div
      ref={container}
      className="rw-ppa__ranges"
      onChangeCapture={(event) => {
        onChangeCapture(event);
        touchedBy(event, shown);
      }}
      onBlurCapture={(event) => touchedBy(event, shown)}
    >
      {visible.map(({ range, check }, position) => (
        <PaymentRangeEditor key={range.uid} range={range} number={position + 1} check={check} types={types} balanceDueTypeId={balanceDueTypeId} labels={labels} dispatch={dispatch} onRangesChanged={() => shown.touch(RANGES_KEY)} />
      ))}
      <ShowMoreButton hidden={hidden} step={RANGES_STEP} onClick={showMore} />
      <button
        type="button"
        className="rw-button rw-button--secondary"
        onClick={() => {
          dispatch({ type: 'addRange', today: storeToday() });
          shown.touch(RANGES_KEY);
          showAtLeast(live.length + 1);
        }}
      >
        {labels['schedules.addRange']}
      </button>
    </div>
  );
}

interface RangeProps {
  range: PaymentRangeRow;
  number: number;
  check: RangeCheck;
  types: Option[];
  balanceDueTypeId: number;
  labels: AdminLabels;
  dispatch: Dispatch<PaymentScheduleAction>;
  /** A range was deleted: how the ranges meet may have changed. */
  onRangesChanged: () => void;
}

function sameCheck(a: RangeCheck, b: RangeCheck): boolean {
  return (
    a.next === b.next &&
    a.balanceDue === b.balanceDue &&
    a.errors.join() === b.errors.join() &&
    a.payments.length === b.payments.length &&
    a.payments.every((found, index) => found.join() === b.payments[index]!.join())
  );
}

/** One range with its payments; re-rendered only when it or what the rules say about it changes. */
const PaymentRangeEditor = memo(
  function PaymentRangeEditor({ range, number, check, types, balanceDueTypeId, labels, dispatch, onRangesChanged }: RangeProps) {
    const regularTypes = types.filter((type) => type.Id !== balanceDueTypeId);
    const valueText = useStoreValueText();
    const { locale } = useIslandLanguage();
    const balanceType = types.find((type) => type.Id === balanceDueTypeId)?.Name;
    const balanceName = balanceType === undefined ? labels['schedules.balanceDue'] : valueText('amountType', balanceType);
    const live = range.ScheduledPayments.map((payment, index) => ({ payment, found: check.payments[index] ?? [] })).filter(({ payment }) => !payment.IsDeleted);
    const { visible: payments, hidden, showMore, showAtLeast } = useShowMore(live, PAYMENTS_STEP);
    const context = (payment: number) => ({ payment, range: number });
    return (
      <section className="rw-ppa__range" aria-label={formatLabel(labels['schedules.range'], { number })}>
        <RangeDates
          range={range}
          number={number}
          check={check}
          labels={labels}
          title={formatLabel(labels['schedules.range'], { number })}
          onDate={(field, value) => dispatch({ type: 'setRangeDate', range: range.uid, field, value })}
          onDelete={() => {
            dispatch({ type: 'removeRange', range: range.uid });
            onRangesChanged();
          }}
        />
        <SideScroll className="rw-ppa__payments-wrap">
          <table className="rw-ppa__payments">
            <caption className="rw-visually-hidden">{formatLabel(labels['schedules.payments'], { number })}</caption>
            <thead>
              <tr>
                <th scope="col">{labels['schedules.paymentDate']}</th>
                <th scope="col">{labels['schedules.amount']}</th>
                <th scope="col">{labels['schedules.amountType']}</th>
                <th scope="col">
                  <span className="rw-visually-hidden">{labels['common.actions']}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map(({ payment, found }, position) => {
                const paymentNumber = position + 1;
                const errorId = `${payment.uid}-errors`;
                const final = isBalanceDue(payment, balanceDueTypeId);
                const dateInvalid = found.includes('paymentDateBlank') || found.includes('finalDateNotLast');
                const set = (field: 'PaymentDate' | 'Amount' | 'AmountType', value: string) =>
                  dispatch({ type: 'setPayment', range: range.uid, payment: payment.uid, field, value });
                return (
                  <tr key={payment.uid} className={final ? 'rw-ppa__final' : undefined}>
                    <td>
                      {/* The column's header shows the field's name; its group reads which payment it is. */}
                      <div data-touch-key={touchKey(range.uid, payment.uid)}>
                        <IsoDateField
                          label={formatLabel(labels['schedules.paymentDateOf'], context(paymentNumber))}
                          hideLabel
                          value={payment.PaymentDate}
                          invalid={dateInvalid}
                          describedBy={found.length > 0 ? errorId : undefined}
                          partData={(part) => ({ 'data-focus-key': `${payment.uid}:date:${part}` })}
                          onChange={(value) => set('PaymentDate', value)}
                        />
                      </div>
                      {found.length > 0 && (
                        <ul id={errorId} className="rw-ppa__messages">
                          {found.map((code) => (
                            <li key={code} className="rw-error-text">
                              {labels[`rule.${code}`]}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                    <td>
                      {final ? (
                        <output className="rw-ppa__balance" aria-label={formatLabel(labels['schedules.amountOf'], context(paymentNumber))}>
                          {formatNumber(check.balanceDue, locale, 2)}
                        </output>
                      ) : (
                        <input
                          className="rw-input rw-ppa__amount"
                          inputMode="decimal"
                          autoComplete="off"
                          value={payment.Amount}
                          data-touch-key={touchKey(range.uid, payment.uid)}
                          aria-label={formatLabel(labels['schedules.amountOf'], context(paymentNumber))}
                          aria-invalid={found.includes('amountInvalid') ? true : undefined}
                          aria-describedby={found.length > 0 ? errorId : undefined}
                          onChange={(event) => set('Amount', event.target.value)}
                        />
                      )}
                    </td>
                    <td>
                      {final ? (
                        <span className="rw-ppa__balance-type">{balanceName}</span>
                      ) : (
                        <select
                          className="rw-input"
                          value={String(payment.AmountType)}
                          aria-label={formatLabel(labels['schedules.amountTypeOf'], context(paymentNumber))}
                          onChange={(event) => set('AmountType', event.target.value)}
                        >
                          {!regularTypes.some((type) => type.Id === payment.AmountType) && <option value={String(payment.AmountType)}>{payment.AmountType}</option>}
                          {regularTypes.map((type) => (
                            <option key={type.Id} value={String(type.Id)}>
                              {valueText('amountType', type.Name)}
                            </option>
                          ))}
                        </select>
                      )}
                    </td>
                    <td>
                      {!final && (
                        <button
                          type="button"
                          className="rw-ppa__icon-button"
                          aria-label={formatLabel(labels['schedules.deletePayment'], context(paymentNumber))}
                          onClick={() => dispatch({ type: 'removePayment', range: range.uid, payment: payment.uid })}
                        >
                          ×
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </SideScroll>
        <ShowMoreButton hidden={hidden} step={PAYMENTS_STEP} onClick={showMore} />
        {check.errors.includes('totalOver100') && <p className="rw-error-text">{labels['rule.totalOver100']}</p>}
        <button
          type="button"
          className="rw-button rw-button--link"
          onClick={() => {
            dispatch({ type: 'addPayment', range: range.uid });
            showAtLeast(live.length + 1);
          }}
        >
          {labels['schedules.addPayment']}
          <span className="rw-visually-hidden"> ({formatLabel(labels['schedules.range'], { number })})</span>
        </button>
      </section>
    );
  },
  (previous, next) =>
    previous.range === next.range &&
    previous.number === next.number &&
    previous.types === next.types &&
    previous.labels === next.labels &&
    previous.balanceDueTypeId === next.balanceDueTypeId &&
    sameCheck(previous.check, next.check),
);
