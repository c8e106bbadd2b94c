import { useCallback, useMemo, useState } from 'react';
import { formatLabel } from '../core/labels.ts';
import { useLabels } from './use-labels.ts';
import { showMoreLabels } from './show-more-labels.ts';

/**
 * A list draws at most what a person can use: the first `step` entries, and a button that shows
 * `step` more. A store that answers with ten thousand entries then costs one page to draw, not
 * seconds of a frozen tab.
 */
export function useShowMore<T>(
  items: readonly T[],
  step: number,
): { visible: readonly T[]; hidden: number; showMore: () => void; showAtLeast: (count: number) => void } {
  const [limit, setLimit] = useState(step);
  // The same array while the items and the limit stay, so what is drawn from it can be memoised.
  const visible = useMemo(() => (items.length > limit ? items.slice(0, limit) : items), [items, limit]);
  // Stable, so an effect may depend on them.
  const showMore = useCallback(() => setLimit((current) => current + step), [step]);
  /** Keeps the first `count` entries in view: an entry the user has just added is never hidden. */
  const showAtLeast = useCallback((count: number) => setLimit((current) => Math.max(current, count)), []);
  return { visible, hidden: Math.max(0, items.length - limit), showMore, showAtLeast };
}

/** The button under a shortened list; nothing when the whole list shows. */
export function ShowMoreButton({ hidden, step, onClick }: { hidden: number; step: number; onClick: () => void }) {
  const labels = useLabels(showMoreLabels);
  if (hidden <= 0) return null;
  return (
    <button type="button" className="rw-button rw-button--link rw-show-more" onClick={onClick}>
      {formatLabel(labels['common.showMore'], { count: Math.min(step, hidden) })}
    </button>
  );
}
