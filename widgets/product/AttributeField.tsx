/** One attribute, in the control its type and tags ask for. */
import { Suspense, lazy, useId } from 'react';
import { formatLabel } from '../../src/core/labels.ts';
import { chosenValueIds, chosenDates, isDateKind, isFilled, isValueOffered, type AttributeView, type Choice, type Selection } from './rules/attribute-rules.ts';
import { longDate } from './dates/date-text.ts';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { WholeValueSelect } from '../../src/ui/fields/WholeValueSelect.tsx';

// Only products with a date attribute load the date field (and, when it opens, the calendar).
const DateField = lazy(() => import('./dates/DateField.tsx'));
import type { DayInfo } from './dates/calendar/calendar-types.ts';
import type { PricingSource } from './dates/calendar/use-day-prices.ts';
import type { ActivityTime } from './product-schemas.ts';
import { activitySlots, noTimesAvailable } from './rules/activity-rules.ts';
import type { ProductLabels } from './labels.ts';
import type { DateInventory } from './rules/inventory-rules.ts';
import { stockState } from './rules/inventory-rules.ts';

export interface AttributeFieldProps {
  attribute: AttributeView;
  selection: Selection;
  onChoose: (attribute: AttributeView, choice: Choice | null) => void;
  /** Text is kept as typed and sent when the field is left. */
  onType: (attribute: AttributeView, text: string) => void;
  onCommit: (attribute: AttributeView) => void;
  /** The value is fixed: `[ReadOnly]`, or `[Lock ID]` with a value the product already carries. */
  fixed: boolean;
  dayInfo: (date: string) => DayInfo;
  dateInventory: DateInventory | null;
  first: string;
  last: string | null;
  maxDates: number | null;
  /** `[Activity Time]`: the product's time slots by date, and the date chosen. */
  activity?: { times: Readonly<Record<string, readonly ActivityTime[]>>; date: string | null } | null;
  /** `[Pricing Calendar]`: where the date field asks for each day's price. */
  pricing?: PricingSource | null;
  locale: string;
  money: (value: number) => string;
  labels: ProductLabels;
}

/** ` (+$20.00)` or ` (−$200.00)` after a value's name. */
export function adjustmentText(amount: number, money: (value: number) => string): string {
  if (amount === 0) return '';
  return amount > 0 ? ` (+${money(amount)})` : ` (${money(amount)})`;
}

function StockFlag({ count, labels }: { count: number | null | undefined; labels: ProductLabels }) {
  if (count === undefined) return null;
  const state = stockState(count);
  if (state === 'available') return null;
  const text = state === 'low' ? formatLabel(labels['product.lowStock'], { count: count as number }) : state === 'sold-out' ? labels['product.soldOut'] : labels['product.unavailable'];
  return <span className={`rw-flag rw-flag--${state}`}>{text}</span>;
}

export function AttributeField(props: AttributeFieldProps) {
  const { attribute, selection, onChoose, onType, onCommit, fixed, labels, money, locale } = props;
  const id = useId();
  const choice = selection[attribute.id];
  const chosen = choice?.kind === 'values' ? choice.ids : [];
  const others = chosenValueIds(selection);
  const offered = attribute.values.filter((value) => chosen.includes(value.id) || isValueOffered(value, others));
  const reloadChosen = attribute.values.some((value) => value.reload && chosen.includes(value.id));
  const valueText = (valueId: number) => {
    const value = attribute.values.find((candidate) => candidate.id === valueId);
    if (!value) return '';
    return (value.date ? longDate(value.date, locale) : value.label) + adjustmentText(value.priceAdjustment, money);
  };

  if (fixed) {
    const text =
      choice?.kind === 'values' ? choice.ids.map(valueText).join(', ') : choice?.kind === 'dates' ? choice.dates.map((date) => longDate(date, locale)).join(', ') : choice?.kind === 'text' ? choice.text : '';
    return (
      <div className="rw-field">
        <label className="rw-label" htmlFor={id}>
          {attribute.label}
        </label>
        <input id={id} className="rw-input" readOnly value={text} aria-describedby={`${id}-fixed`} />
        <p className="rw-hint" id={`${id}-fixed`}>
          {labels['product.locked']}
        </p>
      </div>
    );
  }

  if (isDateKind(attribute.kind)) {
    return (
      // The fallback takes the field's room (label, value, button), so nothing moves when it arrives.
      <Suspense
        fallback={
          <div className="rw-field rw-field--date-pending">
            <span className="rw-label">{attribute.label}</span>
            <Spinner label={labels['common.loading']} />
          </div>
        }
      >
      <DateField
        id={id}
        label={attribute.label}
        multiple={attribute.kind === 'dates'}
        max={props.maxDates}
        inline={attribute.tags.has('Inline Calendar')}
        selected={chosenDates(attribute, choice)}
        onChange={(dates) => onChoose(attribute, dates.length > 0 ? { kind: 'dates', dates } : null)}
        dayInfo={props.dayInfo}
        first={props.first}
        last={props.last}
        locale={locale}
        pricing={props.pricing ?? null}
      />
      </Suspense>
    );
  }

  if (props.activity && attribute.tags.has('Activity Time') && attribute.values.length > 0) {
    // The date's slots, in the order of the day, each with what it has left; the chosen slot's value id is what the store reads.
    const { times, date } = props.activity;
    const slots = activitySlots(times, date, locale).filter((slot) => slot.valueId !== null && attribute.values.some((value) => value.id === slot.valueId));
    return (
      <fieldset className="rw-field">
        <legend>{attribute.label}</legend>
        {date === null ? (
          <p className="rw-hint">{labels['product.timesAfterDate']}</p>
        ) : noTimesAvailable(times, date) || slots.length === 0 ? (
          <p className="rw-hint" role="status">
            {labels['product.noTimes']}
          </p>
        ) : (
          slots.map((slot) => (
            <label key={slot.valueId} className={`rw-choice${slot.choosable ? '' : ' rw-choice--disabled'}`}>
              <input
                type="radio"
                name={`${id}-time`}
                value={slot.valueId ?? ''}
                checked={slot.choosable && chosen.includes(slot.valueId as number)}
                disabled={!slot.choosable}
                onChange={() => onChoose(attribute, { kind: 'values', ids: [slot.valueId as number] })}
              />
              <span>
                {slot.label}
                <StockFlag count={slot.left} labels={labels} />
              </span>
            </label>
          ))
        )}
      </fieldset>
    );
  }

  switch (attribute.kind) {
    case 'select':
      return (
        <div className="rw-field">
          <label className="rw-label" htmlFor={id}>
            {attribute.label}
          </label>
          <WholeValueSelect
            id={id}
            shown={chosen[0] === undefined ? labels['product.chooseOption'] : valueText(chosen[0])}
            value={chosen[0] ?? ''}
            aria-required={attribute.required || undefined}
            onChange={(event) => onChoose(attribute, event.target.value === '' ? null : { kind: 'values', ids: [Number(event.target.value)] })}
          >
            {(!isFilled(choice) || !attribute.required) && <option value="">{labels['product.chooseOption']}</option>}
            {offered.map((value) => (
              <option key={value.id} value={value.id}>
                {valueText(value.id)}
              </option>
            ))}
          </WholeValueSelect>
          {reloadChosen && <p className="rw-hint">{labels['product.reload']}</p>}
        </div>
      );
    case 'radio':
    case 'date-radio':
      return (
        <fieldset className="rw-field">
          <legend>{attribute.label}</legend>
          {offered.map((value) => {
            const count = value.date && props.dateInventory ? (props.dateInventory[value.date] ?? null) : undefined;
            const blocked = count !== undefined && !(count !== null && count >= 1) ;
            return (
              <label key={value.id} className={`rw-choice${blocked ? ' rw-choice--disabled' : ''}`}>
                <input
                  type="radio"
                  name={`${id}-radio`}
                  value={value.id}
                  checked={chosen.includes(value.id)}
                  disabled={blocked}
                  onChange={() => onChoose(attribute, { kind: 'values', ids: [value.id] })}
                />
                <span>
                  {valueText(value.id)}
                  <StockFlag count={count} labels={labels} />
                </span>
              </label>
            );
          })}
          {reloadChosen && <p className="rw-hint">{labels['product.reload']}</p>}
        </fieldset>
      );
    case 'checkboxes':
    case 'readonly-checkboxes':
      return (
        <fieldset className="rw-field">
          <legend>{attribute.label}</legend>
          {offered.map((value) => (
            <label key={value.id} className="rw-choice">
              <input
                type="checkbox"
                value={value.id}
                checked={chosen.includes(value.id)}
                disabled={attribute.kind === 'readonly-checkboxes'}
                onChange={(event) => {
                  const ids = event.target.checked ? [...chosen, value.id] : chosen.filter((candidate) => candidate !== value.id);
                  onChoose(attribute, ids.length > 0 ? { kind: 'values', ids } : null);
                }}
              />
              <span>{valueText(value.id)}</span>
            </label>
          ))}
        </fieldset>
      );
    default: {
      const text = choice?.kind === 'text' ? choice.text : '';
      const common = {
        id,
        className: 'rw-input',
        value: text,
        maxLength: 400,
        'aria-required': attribute.required || undefined,
        onChange: (event: { target: { value: string } }) => onType(attribute, event.target.value),
        onBlur: () => onCommit(attribute),
      };
      return (
        <div className="rw-field">
          <label className="rw-label" htmlFor={id}>
            {attribute.label}
          </label>
          {attribute.kind === 'textarea' ? <textarea {...common} rows={3} /> : <input {...common} type="text" />}
        </div>
      );
    }
  }
}
