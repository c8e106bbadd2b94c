import { Link } from 'wouter';
import { formatLabel } from '../../../src/core/labels.ts';
import { ShowMoreButton, useShowMore } from '../../../src/ui/ShowMore.tsx';
import { LIST_STEPS } from '../parts/list-steps.ts';
import type { AdminLabels } from '../labels.ts';
import { displayDate, toApiDate } from './schedule-dates.ts';
import { activeRows, sortRanges } from './schedule-draft.ts';

export interface ScheduleListRow {
  id: number;
  name: string;
  ranges: readonly { PurchaseEffectiveDate: string | null; PurchaseExpirationDate: string | null; IsDeleted: boolean }[];
  updated: string | null | undefined;
}

interface Props {
  caption: string;
  rows: readonly ScheduleListRow[];
  /** `/Schedules` or `/Pricing`: each row links to `{base}/{id}`. */
  base: string;
  labels: AdminLabels;
  onOpen: (element: HTMLElement) => void;
  onDelete: (row: ScheduleListRow) => void;
}

const SCHEDULES_STEP = LIST_STEPS.schedules;

/** The schedules' list: name (opens the overlay), purchase dates, last update, delete. */
export function ScheduleList({ caption, rows, base, labels, onOpen, onDelete }: Props) {
  const { visible, hidden, showMore } = useShowMore(rows, SCHEDULES_STEP);
  return (
    <div className="rw-ppa__table-wrap">
      <table className="rw-ppa__table">
        <caption className="rw-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels['schedules.name']}</th>
            <th scope="col">{labels['schedules.ranges']}</th>
            <th scope="col">{labels['schedules.updated']}</th>
            <th scope="col">
              <span className="rw-visually-hidden">{labels['common.actions']}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {visible.map((row) => {
            const ranges = sortRanges(
              activeRows(row.ranges).map((range, index) => ({
                uid: String(index),
                PurchaseDateId: 0,
                PurchaseEffectiveDate: toApiDate(range.PurchaseEffectiveDate),
                PurchaseExpirationDate: toApiDate(range.PurchaseExpirationDate),
                IsDeleted: false,
              })),
            );
            const name = row.name.trim() === '' ? labels['schedules.untitled'] : row.name;
            return (
              <tr key={row.id}>
                <th scope="row">
                  <Link href={`${base}/${row.id}`} onClick={(event) => onOpen(event.currentTarget)} aria-label={formatLabel(labels['schedules.editSchedule'], { name })}>
                    {name}
                  </Link>
                </th>
                <td>
                  {ranges.length === 0 ? (
                    '--'
                  ) : (
                    <>
                      {displayDate(ranges[0]!.PurchaseEffectiveDate)} – {displayDate(ranges.at(-1)!.PurchaseExpirationDate)}
                      <span className="rw-ppa__muted"> · {formatLabel(labels['schedules.rangeCount'], { count: ranges.length })}</span>
                    </>
                  )}
                </td>
                <td>{displayDate(row.updated)}</td>
                <td className="rw-ppa__actions-cell">
                  <button type="button" className="rw-button rw-button--secondary rw-ppa__small" aria-label={formatLabel(labels['schedules.deleteSchedule'], { name })} onClick={() => onDelete(row)}>
                    {labels['common.delete']}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ShowMoreButton hidden={hidden} step={SCHEDULES_STEP} onClick={showMore} />
    </div>
  );
}
