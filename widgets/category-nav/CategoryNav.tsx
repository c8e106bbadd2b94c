import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { $settings } from '../../src/stores/settings.ts';
import type { ApiError } from '../../src/api/errors.ts';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { ShowMoreButton, useShowMore } from '../../src/ui/ShowMore.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { useLabels } from '../../src/ui/use-labels.ts';
import { menuCategories, nextIndex, parseCategoryEntries, type MenuCategory } from './category-rules.ts';
import { CATEGORIES_PATH } from './category-schemas.ts';
import { loadCategories } from './api.ts';
import { categoryNavLabels } from './labels.ts';
import { useOutsidePointer } from '../../src/ui/use-outside-pointer.ts';

export interface CategoryNavProps {
  open?: boolean | undefined;
}

/** Categories drawn at first, and how many more each "Show N more" adds: a menu has a handful; ten thousand would freeze the page. */
export const CATEGORIES_STEP = 20;

const NO_CATEGORIES: readonly MenuCategory[] = [];

type Load =
  | { status: 'idle' | 'loading' }
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
  const [load, setLoad] = useState<Load>(fromPage ?? { status: 'idle' });
  const alive = useRef(true);
  const started = useRef(fromPage !== null);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
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
  return [load, start];
}

/** `<resort-category-nav>`: the "I'm looking for" dropdown of the store's top-menu categories. */
export function CategoryNav({ open: openAtStart = false }: CategoryNavProps) {
  const labels = useLabels(categoryNavLabels);
  const [open, setOpen] = useState(openAtStart);
  const [load, startLoad] = useCategories();
  const panelId = useId();
  const wrapper = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusFirst = useRef(false);
  const { visible, hidden, showMore } = useShowMore(load.status === 'ready' ? load.categories : NO_CATEGORIES, CATEGORIES_STEP);

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];

  useEffect(() => {
    if (open) startLoad();
  }, [open, startLoad]);

  // Opened with the arrow keys: the first link takes focus once the list is there.
  useEffect(() => {
    if (open && load.status === 'ready' && focusFirst.current) {
      focusFirst.current = false;
      links()[0]?.focus();
    }
  }, [open, load.status]);

  const closeOutside = useCallback(() => setOpen(false), []);
  useOutsidePointer(open, wrapper, closeOutside);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
      return;
    }
    const items = links();
    const onToggle = event.target === toggle.current;
    if (onToggle && (event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open) {
      event.preventDefault();
      focusFirst.current = true;
      setOpen(true);
      return;
    }
    const current = items.indexOf(event.target as HTMLAnchorElement);
    if (!open || (current < 0 && !onToggle)) return;
    const next = nextIndex(event.key, current, items.length);
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  };

  return (
    <nav
      ref={wrapper}
      className="rw-catnav"
      aria-label={labels['catnav.label']}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing out of the list closes it.
        const to = event.relatedTarget;
        if (open && to instanceof Node && wrapper.current && !wrapper.current.contains(to)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="rw-catnav__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        onPointerEnter={startLoad}
        onFocus={startLoad}
      >
        {labels['catnav.toggle']}
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false" className="rw-catnav__chevron">
          <path fill="currentColor" d="M7 10l5 5 5-5z" />
        </svg>
      </button>
      <div id={panelId} className="rw-catnav__panel" hidden={!open}>
        {open && (load.status === 'idle' || load.status === 'loading') && <Spinner label={labels['common.loading']} />}
        {open && load.status === 'error' && <ErrorNotice title={labels['catnav.loadError']} error={load.error} onRetry={startLoad} />}
        {open && load.status === 'ready' && load.categories.length === 0 && <p className="rw-catnav__empty">{labels['catnav.empty']}</p>}
        {open && load.status === 'ready' && load.categories.length > 0 && (
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
        )}
      </div>
    </nav>
  );
}
