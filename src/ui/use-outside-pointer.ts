import { useEffect, type RefObject } from 'react';

/**
 * While `active`, a pointer press outside `inside` (across shadow roots: the event's composed
 * path is checked) calls `onOutside`: how drop-down panels close when the shopper clicks away.
 */
export function useOutsidePointer(active: boolean, inside: RefObject<HTMLElement | null>, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      if (inside.current && !event.composedPath().includes(inside.current)) onOutside();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [active, inside, onOutside]);
}
