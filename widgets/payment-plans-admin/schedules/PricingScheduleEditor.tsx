import { useMemo, useReducer } from 'react';
import type { PricingScheduleDto } from '../admin-schemas.ts';
import { formatLabel } from '../../../src/core/labels.ts';
import * as adminApi from '../api.ts';
import { useRefocusAfterSort, useScheduleOverlay } from './use-schedule-overlay.ts';
import type { AdminLabels } from '../labels.ts';
import { ScheduleOverlay } from './ScheduleOverlay.tsx';
import { RangeDates } from './RangeDates.tsx';
import { pricingScheduleReducer, type PricingScheduleAction } from './schedule-editor-state.ts';
import { activeRows, defaultPricingSchedule, toPricingDraft, toPricingPayload, type PricingScheduleDraft } from './schedule-draft.ts';
import { canApply, checkPricingSchedule } from './schedule-validation.ts';
import { RANGES_KEY, shownRangeCheck, touchedBy, useShownErrors } from './shown-errors.ts';
import { ShowMoreButton, useShowMore } from '../../../src/ui/ShowMore.tsx';
import { LIST_STEPS } from '../parts/list-steps.ts';
import { storeToday } from '../../../src/stores/resort-today.ts';

const RANGES_STEP = LIST_STEPS.ranges;

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
  const [draft, dispatch] = useReducer(reducer, scheduleId, (id) => (id === null ? defaultPricingSchedule(storeToday()) : null));
  const overlay = useScheduleOverlay({
    scheduleId,
    load: adminApi.pricingSchedule,
    onLoaded: (schedule: PricingScheduleDto) => dispatch({ type: 'init', schedule }),
    nameOf: (schedule) => schedule.PricingScheduleName,
    labels,
    onSaved,
  });
  const { container, onChangeCapture } = useRefocusAfterSort<HTMLDivElement>();

  const check = useMemo(() => (draft ? checkPricingSchedule(draft) : null), [draft]);
  const shown = useShownErrors(scheduleId !== null);
  const applicable = draft !== null && check !== null && canApply(check, draft.PurchaseDates);

  function apply() {
    if (!draft || !applicable) return;
    const payload = toPricingPayload(draft);
    void overlay.save(() => (draft.PricingScheduleId > 0 ? adminApi.updatePricingSchedule(payload) : adminApi.createPricingSchedule(payload)));
  }

  const live = useMemo(() => (draft ? draft.PurchaseDates.map((range, index) => ({ range, index })).filter(({ range }) => !range.IsDeleted) : []), [draft]);
  const { visible, hidden, showMore, showAtLeast } = useShowMore(live, RANGES_STEP);
  return (
    <ScheduleOverlay
      labels={labels}
      routeTitle={routeTitle}
      state={overlay}
      name={draft?.PricingScheduleName ?? null}
      nameLabel={labels['schedules.nameLabelPricing']}
      onRename={(name) => dispatch({ type: 'rename', name })}
      nameError={check?.name ? labels[`rule.${check.name}`] : null}
      shown={shown}
      ready={draft !== null && check !== null}
      applicable={applicable}
      noRanges={draft !== null && activeRows(draft.PurchaseDates).length === 0}
      onApply={apply}
      onClose={onClose}
      narrow
    >
      {check && (
        <div
          ref={container}
          className="rw-ppa__ranges"
          onChangeCapture={(event) => {
            onChangeCapture(event);
            touchedBy(event, shown);
          }}
          onBlurCapture={(event) => touchedBy(event, shown)}
        >
          {visible.map(({ range, index }, position) => {
            const number = position + 1;
            const title = formatLabel(labels['schedules.window'], { number });
            return (
              <section key={range.uid} className="rw-ppa__range" aria-label={title}>
                <RangeDates
                  range={range}
                  number={number}
                  check={shownRangeCheck(check.ranges[index]!, { range: range.uid, payments: [] }, shown.shows)}
                  labels={labels}
                  title={title}
                  onDate={(field, value) => dispatch({ type: 'setRangeDate', range: range.uid, field, value })}
                  onDelete={() => {
                    dispatch({ type: 'removeRange', range: range.uid });
                    shown.touch(RANGES_KEY);
                  }}
                />
              </section>
            );
          })}
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
      )}
    </ScheduleOverlay>
  );
}
