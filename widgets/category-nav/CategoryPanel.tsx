import { useCallback, useEffect, useRef, useState } from 'react';
import { $settings } from '../../src/stores/settings.ts';
import type { ApiError } from '../../src/api/errors.ts';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { ShowMoreButton, useShowMore } from '../../src/ui/ShowMore.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { useLabels } from '../../src/ui/use-labels.ts';
import { menuCategories, parseCategoryEntries, type MenuCategory } from './category-rules.ts';
import { CATEGORIES_PATH } from './category-schemas.ts';
import { loadCategories } from './api.ts';
import { categoryNavLabels } from './labels.ts';

/** Categories drawn at first, and how many more each "Show N more" adds: a menu has a handful; ten thousand would freeze the page. */
export const CATEGORIES_STEP = 20;

const NO_CATEGORIES: readonly MenuCategory[] = [];

type Load =
  | { status: 'loading' }
  | { status: 'ready'; categories: MenuCategory[] }
  | { status: 'error'; error: ApiError };

/** The categories the host put in page data, ready to show; null when it did not. */
function categoriesFromPage(list: readonly unknown[] | null): Load | null {
  if (list === null) return null;
  const { entries, dropped } = parseCategoryEntries(list);
  if (dropped > 0) console.warn(`resort-category-nav: ${dropped} of ${list.length} categories in page data had the wrong shape and are not shown.`);
  return { status: 'ready', categories: menuCategories(entries) };
}

/** Loads the categories once (again after a failure) and keeps them; none to load when page data has them. */
function useCategories(): [Load, () => void] {
  const [fromPage] = useState(() => categoriesFromPage($settings.get().categories));
  const [load, setLoad] = useState<Load>(fromPage ?? { status: 'loading' });
  const alive = useRef(true);
  const started = useRef(fromPage !== null);
  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setLoad({ status: 'loading' });
    void loadCategories().then((result) => {
      if (!alive.current) return;
      if (!result.ok) {
        started.current = false;
        setLoad({ status: 'error', error: result.error });
        return;
      }
      const { entries, dropped } = parseCategoryEntries(result.data);
      if (dropped > 0) console.warn(`resort-category-nav: ${dropped} of ${result.data.length} categories from ${CATEGORIES_PATH} had the wrong shape and are not shown.`);
      setLoad({ status: 'ready', categories: menuCategories(entries) });
    });
  }, []);
  useEffect(() => {
    alive.current = true;
    // The panel is placed when the shopper first nears the button: the categories are asked for then.
    start();
    return () => {
      alive.current = false;
    };
  }, [start]);
  return [load, start];
}

interface Props {
  open: boolean;
  /** Whether the list was opened with the arrow keys (asked once): the first link then takes the focus once it is there. */
  takeFocusFirst: () => boolean;
}

/**
 * The category navigation's list, with its call and rules: a chunk of its own, placed (and the
 * categories asked for) when the pointer, a touch or the focus first reaches the button; the
 * button, on every page, is all the first paint draws.
 */
export default function CategoryPanel({ open, takeFocusFirst }: Props) {
  const labels = useLabels(categoryNavLabels);
  const [load, retry] = useCategories();
  const list = useRef<HTMLUListElement>(null);
  const { visible, hidden, showMore } = useShowMore(load.status === 'ready' ? load.categories : NO_CATEGORIES, CATEGORIES_STEP);

  useEffect(() => {
    if (open && load.status === 'ready' && takeFocusFirst()) list.current?.querySelector('a')?.focus();
  }, [open, load.status, takeFocusFirst]);

  if (!open) return null;
  if (load.status === 'loading') return <Spinner label={labels['common.loading']} />;
  if (load.status === 'error') return <ErrorNotice title={labels['catnav.loadError']} error={load.error} onRetry={retry} />;
  if (load.categories.length === 0) return <p className="rw-catnav__empty">{labels['catnav.empty']}</p>;
  return (
    <>
      <ul ref={list} className="rw-catnav__list">
        {visible.map((category) => (
          <li key={category.id}>
            <a className="rw-catnav__link" href={category.href}>
              {category.name}
            </a>
          </li>
        ))}
      </ul>
      <ShowMoreButton hidden={hidden} step={CATEGORIES_STEP} onClick={showMore} />
    </>
  );
}
