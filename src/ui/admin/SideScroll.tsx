import { useLayoutEffect, useRef, type ReactNode } from 'react';

interface Props {
  /** The scrolling box's own class (`rw-admin__table-wrap`, …): its border and its table's look. */
  className: string;
  /** The list's name (its table's caption): the box is a named region, since a browser may make it a Tab stop. */
  label?: string | undefined;
  busy?: boolean | undefined;
  children: ReactNode;
}

/**
 * A wide admin list's box, which scrolls sideways inside its frame rather than widening the page.
 * The frame says, on the side where there is more (`data-more-start`, `data-more-end`), that there
 * is: a shade on that edge (`admin-table-styles.ts`), and the first column, which stays in place,
 * casts a shadow over what went under it; a control the keyboard brings into view is moved out from
 * under that column (WCAG 2.4.11). The marks are set on the elements themselves as the box scrolls
 * or resizes, not through React, so a scroll never redraws the list; no style is written on an
 * element (a host's policy may refuse inline styles): the rules read the marks.
 */
export function SideScroll({ className, label, busy, children }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const outer = frame.current;
    const scroller = box.current;
    if (!outer || !scroller) return;
    const mark = () => {
      const room = scroller.scrollWidth - scroller.clientWidth;
      // Either way round: a right-to-left page scrolls to negative offsets.
      const at = Math.abs(scroller.scrollLeft);
      outer.toggleAttribute('data-more-start', room > 1 && at > 1);
      outer.toggleAttribute('data-more-end', room > 1 && at < room - 1);
    };
    // A control the keyboard reaches would be scrolled to the box's edge, which the held column
    // covers. The focus events come before the browser's own scroll into view: the control is put
    // beside that column first, where the browser finds it in sight and leaves it; a frame later,
    // once any scroll has run, it is checked again.
    let frameId = 0;
    const uncover = (target: Element) => {
      const held = target.closest('tr')?.firstElementChild;
      if (!held || held.contains(target) || getComputedStyle(held).position !== 'sticky') return;
      const covered = held.getBoundingClientRect().right - target.getBoundingClientRect().left;
      if (covered > 0) scroller.scrollLeft -= covered;
    };
    const focused = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      uncover(target);
      cancelAnimationFrame(frameId);
      frameId = requestAnimationFrame(() => uncover(target));
    };
    mark();
    const resized = new ResizeObserver(mark);
    resized.observe(scroller);
    if (scroller.firstElementChild) resized.observe(scroller.firstElementChild);
    scroller.addEventListener('scroll', mark, { passive: true });
    scroller.addEventListener('focusin', focused);
    return () => {
      cancelAnimationFrame(frameId);
      resized.disconnect();
      scroller.removeEventListener('scroll', mark);
      scroller.removeEventListener('focusin', focused);
    };
  }, []);
  return (
    <div ref={frame} className="rw-admin__scroll">
      {/* Firefox makes a box that scrolls a Tab stop: unnamed, Orca said only "clickable". */}
      <div ref={box} className={className} role={label ? 'region' : undefined} aria-label={label} aria-busy={busy || undefined}>
        {children}
      </div>
    </div>
  );
}
