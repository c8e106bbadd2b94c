import { useId, useMemo, useReducer } from 'react';
import type { PricingScheduleDto } from '../../src/api/payment-plans-schemas.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { Modal } from '../../src/ui/Modal.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import * as adminApi from './admin-api.ts';
import { useRefocusAfterSort, useScheduleOverlay } from './use-schedule-overlay.ts';
import type { AdminLabels } from './labels.ts';
import { RangeDates } from './RangeDates.tsx';
import { ScheduleTitle } from './ScheduleTitle.tsx';
import { pricingScheduleReducer, type PricingScheduleAction } from './schedule-editor-state.ts';
import { activeRows, canApply, checkPricingSchedule, defaultPricingSchedule, toPricingDraft, toPricingPayload, type PricingScheduleDraft } from './schedule-rules.ts';

interface Props {
  labels: AdminLabels;
  routeTitle: string;
  scheduleId: number | null;
  onClose: () => void;
  onSaved: () => void;
}

type Action = PricingScheduleAction | { type: 'init'; schedule: PricingScheduleDto };

function reducer(state: PricingScheduleDraft | null, action: Action): PricingScheduleDraft | null {
  if (action.type === 'init') return toPricingDraft(action.schedule);
  return state && pricingScheduleReducer(state, action);
}

/**
 * The pricing schedule overlay: the same working copy, title and Apply / Cancel as the payment
 * schedule's, for purchase-date windows only (name required, overlaps and gaps flagged).
 */
export function PricingScheduleEditor({ labels, routeTitle, scheduleId, onClose, onSaved }: Props) {
  const [draft, dispatch] = useReducer(reducer, scheduleId, (id) => (id === null ? defaultPricingSchedule(new Date()) : null));
  const overlay = useScheduleOverlay({
    scheduleId,
    load: adminApi.pricingSchedule,
    onLoaded: (schedule: PricingScheduleDto) => dispatch({ type: 'init', schedule }),
    nameOf: (schedule) => schedule.PricingScheduleName,
    labels,
    onSaved,
  });
  const { loadError, editingName, setEditingName, applying, saveError } = overlay;
  const nameErrorId = useId();
  const { container, onChangeCapture } = useRefocusAfterSort<HTMLDivElement>();

  const check = useMemo(() => (draft ? checkPricingSchedule(draft) : null), [draft]);
  const applicable = draft !== null && check !== null && canApply(check, draft.PurchaseDates);

  function apply() {
    if (!draft || !applicable) return;
    const payload = toPricingPayload(draft);
    void overlay.save(() => (draft.PricingScheduleId > 0 ? adminApi.updatePricingSchedule(payload) : adminApi.createPricingSchedule(payload)));
  }

  const visible = draft ? draft.PurchaseDates.map((range, index) => ({ range, index })).filter(({ range }) => !range.IsDeleted) : [];
  return (
    <Modal
      open
      title={
        draft ? (
          <ScheduleTitle
            name={draft.PricingScheduleName}
            editing={editingName}
            label={labels['schedules.nameLabelPricing']}
            untitled={labels['schedules.untitled']}
            editLabel={labels['schedules.editName']}
            errorId={check?.name ? nameErrorId : undefined}
            onChange={(name) => dispatch({ type: 'rename', name })}
            onEdit={() => setEditingName(true)}
            onDone={() => setEditingName(false)}
          />
        ) : (
          routeTitle
        )
      }
      onClose={onClose}
      closeLabel={labels['common.close']}
      className="rw-ppa__overlay rw-ppa__overlay--narrow"
      actions={
        draft ? (
          <>
            <button type="button" className="rw-button rw-button--secondary" onClick={onClose}>
              {labels['schedules.cancel']}
            </button>
            <button type="button" className="rw-button" disabled={!applicable || applying} onClick={apply}>
              {applying ? labels['schedules.applying'] : labels['schedules.apply']}
            </button>
          </>
        ) : undefined
      }
    >
      {loadError && !draft && <ErrorNotice title={labels['schedules.loadOneError']} error={loadError} onRetry={overlay.retry} />}
      {!draft && !loadError && <Spinner label={labels['common.loading']} />}
      {draft && check && (
        <>
          {check.name && (
            <p id={nameErrorId} className="rw-error-text">
              {labels[`rule.${check.name}`]}
            </p>
          )}
          <div
            ref={container}
            className="rw-ppa__ranges"
            onChangeCapture={onChangeCapture}
          >
            {visible.map(({ range, index }, position) => {
              const number = position + 1;
              const title = formatLabel(labels['schedules.window'], { number });
              return (
                <section key={range.uid} className="rw-ppa__range" aria-label={title}>
                  <RangeDates
                    range={range}
                    number={number}
                    check={check.ranges[index]!}
                    labels={labels}
                    title={title}
                    onDate={(field, value) => dispatch({ type: 'setRangeDate', range: range.uid, field, value })}
                    onDelete={() => dispatch({ type: 'removeRange', range: range.uid })}
                  />
                </section>
              );
            })}
            <button type="button" className="rw-button rw-button--secondary" onClick={() => dispatch({ type: 'addRange', now: new Date() })}>
              {labels['schedules.addRange']}
            </button>
          </div>
          {!applicable && (
            <p className="rw-ppa__hint" role="status">
              {activeRows(draft.PurchaseDates).length === 0 ? labels['schedules.noRanges'] : labels['schedules.invalid']}
            </p>
          )}
          {saveError && (
            <p className="rw-ppa__notice rw-ppa__notice--error" role="alert">
              {saveError}
            </p>
          )}
        </>
      )}
    </Modal>
  );
}
