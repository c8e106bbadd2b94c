import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { useLabels } from '../../src/ui/use-labels.ts';
import { lazyPart } from '../../src/ui/lazy-part.tsx';
import { nextIndex } from './menu-keys.ts';
import { categoryNavLabels } from './labels.ts';
import { useOutsidePointer } from '../../src/ui/use-outside-pointer.ts';

export interface CategoryNavProps {
  open?: boolean | undefined;
}

/**
 * The list (its call, its rules, its entries) is a chunk of its own, placed when the pointer, a
 * touch or the focus first reaches the button, which asks the store for the categories then.
 */
const panel = lazyPart(() => import('./CategoryPanel.tsx'));
const CategoryPanel = panel.Part;

/** `<resort-category-nav>`: the "I'm looking for" dropdown of the store's top-menu categories. */
export function CategoryNav({ open: openAtStart = false }: CategoryNavProps) {
  const labels = useLabels(categoryNavLabels);
  const [open, setOpen] = useState(openAtStart);
  // The list is placed once wanted, and stays (hidden while closed) with what it loaded.
  const [wanted, setWanted] = useState(openAtStart);
  const want = useCallback(() => setWanted(true), []);
  if (open && !wanted) setWanted(true);
  const panelId = useId();
  const wrapper = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const focusFirst = useRef(false);
  const takeFocusFirst = useCallback(() => {
    const first = focusFirst.current;
    focusFirst.current = false;
    return first;
  }, []);

  const links = () => [...(wrapper.current?.querySelectorAll<HTMLAnchorElement>('.rw-catnav__list a') ?? [])];

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
        onPointerEnter={want}
        onTouchStart={want}
        onFocus={want}
      >
        {labels['catnav.toggle']}
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false" className="rw-catnav__chevron">
          <path fill="currentColor" d="M7 10l5 5 5-5z" />
        </svg>
      </button>
      <div id={panelId} className="rw-catnav__panel" hidden={!open}>
        {wanted && <CategoryPanel open={open} takeFocusFirst={takeFocusFirst} loading={open && <Spinner label={labels['common.loading']} />} />}
      </div>
    </nav>
  );
}
