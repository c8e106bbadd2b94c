import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export interface MenuItem {
  key: string;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

interface Props {
  /** The button's accessible name: `Actions for enrollment 12`. */
  label: string;
  items: readonly MenuItem[];
  /** Names the button among its row's controls (`data-row-control`), so focus can come back to it after a dialog. */
  control?: string;
}

interface Placement {
  top?: number;
  bottom?: number;
  right: number;
}

const ITEM_HEIGHT = 38;

/**
 * A row's action menu (a menu button): Enter, Space or the arrow keys open it, the arrow keys,
 * Home and End move, Escape closes it and gives focus back to its button. It is placed `fixed`
 * so a scrolling table cannot clip it, follows its button when something scrolls, and closes
 * when the page is clicked elsewhere.
 */
export function RowMenu({ label, items, control = 'menu' }: Props) {
  const [placement, setPlacement] = useState<Placement | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const open = placement !== null;

  const close = useCallback((returnFocus: boolean) => {
    setPlacement(null);
    if (returnFocus) button.current?.focus();
  }, []);

  const place = useCallback((): Placement | null => {
    const rect = button.current?.getBoundingClientRect();
    if (!rect || rect.bottom < 0 || rect.top > window.innerHeight) return null;
    const height = items.length * ITEM_HEIGHT + 12;
    const below = rect.bottom + height < window.innerHeight || rect.top < height;
    return { right: Math.max(8, window.innerWidth - rect.right), ...(below ? { top: rect.bottom + 4 } : { bottom: window.innerHeight - rect.top + 4 }) };
  }, [items.length]);

  function openAt(index: number) {
    const placed = place();
    if (!placed) return;
    setPlacement(placed);
    setFocusIndex(index < 0 ? items.length - 1 : index);
  }

  useEffect(() => {
    if (!open) return;
    list.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')[focusIndex]?.focus({ preventScroll: true });
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (wrapper.current && !event.composedPath().includes(wrapper.current)) close(false);
    };
    // The menu follows its button when the page or the table scrolls; it closes once the button is out of sight.
    const onScroll = () => setPlacement(place());
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('scroll', onScroll, true);
    window.addEventListener('resize', onScroll);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('resize', onScroll);
    };
  }, [open, close, place]);

  function onButtonKey(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : -1);
    }
  }

  function onMenuKey(event: KeyboardEvent) {
    const last = items.length - 1;
    const moves: Record<string, number> = { ArrowDown: focusIndex === last ? 0 : focusIndex + 1, ArrowUp: focusIndex === 0 ? last : focusIndex - 1, Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  return (
    <div className="rw-admin__menu" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="rw-admin__menu-button"
        data-row-control={control}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
          <path fill="currentColor" d="M12 7a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm0 7a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm0 7a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />
        </svg>
      </button>
      {placement && (
        <ul ref={list} id={menuId} role="menu" aria-label={label} className="rw-admin__menu-list" style={{ position: 'fixed', ...placement }} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                disabled={item.disabled}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
