import { createElement, useCallback, useEffect, useInsertionEffect, useRef, type FocusEvent, type ReactElement, type RefObject } from 'react';
import { deepActiveElement } from './active-element.ts';
import { composedContains, FOCUS_GUARD, shown, tabbables, wrapTab } from './focus-scope.ts';

/** Marks the element a dialog gives the focus to when it opens (else its first Tab stop). */
export const AUTOFOCUS = 'data-autofocus';

/** How long a dialog waits for its focus target to show (a lazy calendar, a pop-up being placed). */
const FOCUS_WAIT_MS = 2000;

export interface DialogBehaviour {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Escape (unless something inside handled it first) asks the dialog to close. */
  onClose: () => void;
  /**
   * Where the focus goes when it opens, looked for until it shows (up to about two seconds);
   * by default the element marked `data-autofocus`, else the first Tab stop, else the dialog.
   */
  initialFocus?: ((dialog: HTMLElement) => HTMLElement | null) | undefined;
}

export interface DialogParts {
  /** The elements at the dialog's start and end that catch Tab leaving it: the first and last children of the dialog. */
  startGuard: ReactElement;
  endGuard: ReactElement;
  /** The element the dialog will focus first (its `data-autofocus` one, or `initialFocus`'s), if it is there yet. */
  focusTarget: () => HTMLElement | null;
}

/** The element marked `data-autofocus` in `dialog` (it is drawn in the dialog's own tree). */
export const markedTarget = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>(`[${AUTOFOCUS}]`);

function focusFirst(dialog: HTMLElement): void {
  (tabbables(dialog)[0] ?? dialog).focus();
}

function focusLast(dialog: HTMLElement): void {
  (tabbables(dialog).at(-1) ?? dialog).focus();
}

/**
 * The WAI-ARIA APG dialog pattern, once for every dialog of every tag (the modal on `<dialog>`,
 * the product's calendar pop-up): when it opens the focus moves in (to `initialFocus`, the element
 * marked `data-autofocus`, else the first Tab stop), Tab and Shift+Tab wrap inside it until it
 * closes, Escape closes it, and the focus goes back to what had it before it opened — unless the
 * user has since put the focus somewhere else outside it (a click away from a pop-up).
 *
 * Tab is wrapped on its key press where the dialog sees it; where it does not (a card frame of
 * another origin at the edge, a scroller the browser makes a Tab stop), the two guards, the
 * dialog's first and last children, catch the focus leaving and send it round. "Inside" follows
 * the composed tree: shadow roots and slotted light DOM count.
 *
 * The dialog element needs `tabIndex={-1}` where it is not a native `<dialog>`, so a click on its
 * text keeps the focus (and Escape) in it. The caller names it and gives it its role.
 */
export function useDialog(dialog: RefObject<HTMLElement | null>, { open, onClose, initialFocus }: DialogBehaviour): DialogParts {
  const opener = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  const initialFocusRef = useRef(initialFocus);
  const openRef = useRef(open);
  // The focus has gone in since it opened: until then a guard that takes the focus (the browser's
  // own first stop of a `<dialog>` it shows) passes it to the dialog's first focus, not round.
  const settled = useRef(false);
  useEffect(() => {
    onCloseRef.current = onClose;
    initialFocusRef.current = initialFocus;
  }, [onClose, initialFocus]);

  // What had the focus is noted before the content mounts: a field of the content that focuses
  // itself as it mounts must not be mistaken for it.
  useInsertionEffect(() => {
    openRef.current = open;
    if (open) opener.current ??= deepActiveElement();
    else settled.current = false;
  }, [open]);

  const focusTarget = useCallback(() => {
    const element = dialog.current;
    if (!element) return null;
    return initialFocusRef.current ? initialFocusRef.current(element) : markedTarget(element);
  }, [dialog]);

  // Focus in once it shows, and back out when it closes.
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    let frame = 0;
    const deadline = performance.now() + FOCUS_WAIT_MS;
    // What holds the focus while the target is on its way (the user moving it on ends the wait).
    let holder: Element | null = null;
    const moveIn = () => {
      const late = performance.now() > deadline;
      const target = focusTarget();
      const active = deepActiveElement();
      settled.current = true;
      if (target ? active === target : composedContains(element, active) && active !== element && active !== holder) return;
      if (target?.isConnected && shown(target)) {
        target.focus();
        if (deepActiveElement() === target) return;
      } else if (target || initialFocusRef.current) {
        // Its target is on its way (a calendar still loading): the dialog's first control holds the
        // focus meanwhile, so the keys (Escape) are the dialog's from the start and a screen reader
        // says the dialog's name as the focus enters it (Orca reads a focused dialog element by its
        // content, "Loading…", and never names it).
        if (!composedContains(element, active) && shown(element)) {
          focusFirst(element);
          holder = deepActiveElement();
        }
      }
      if (!target && (initialFocusRef.current === undefined || late)) {
        // Nothing asked for: the first Tab stop once the dialog shows, else the dialog itself.
        if (shown(element)) {
          focusFirst(element);
          if (composedContains(element, deepActiveElement())) return;
        }
      }
      settled.current = false;
      if (!late) frame = requestAnimationFrame(moveIn);
      else if (!composedContains(element, deepActiveElement())) focusFirst(element);
    };
    moveIn();
    return () => {
      cancelAnimationFrame(frame);
      const back = opener.current;
      opener.current = null;
      // Closing puts the focus back, unless the user moved it somewhere outside the dialog meanwhile.
      const active = deepActiveElement();
      const lost = active === null || active === document.body || composedContains(element, active) || !active.isConnected;
      if (lost && back instanceof HTMLElement && back.isConnected) back.focus();
    };
  }, [open, dialog, focusTarget]);

  // Escape and Tab, as the dialog sees them.
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        // Something inside that handles Escape itself (an open list) prevents it first.
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      wrapTab(event, element);
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [open, dialog]);

  const guard = (edge: 'start' | 'end') =>
    createElement('span', {
      key: edge,
      tabIndex: open ? 0 : -1,
      [FOCUS_GUARD]: edge,
      onFocus: (event: FocusEvent<HTMLSpanElement>) => {
        const element = dialog.current;
        if (!element || !openRef.current) return;
        if (!settled.current) {
          // The browser's own first stop as it shows the dialog: on to where the dialog starts.
          const target = focusTarget();
          if (target && shown(target)) target.focus();
          else focusFirst(element);
          return;
        }
        // Reached from inside (or from a frame inside): round to the other end. Reached from
        // outside (a pop-up is not modal): on to the near end.
        const from = event.relatedTarget;
        const fromOutside = from instanceof Node && !composedContains(element, from);
        if ((edge === 'start') !== fromOutside) focusLast(element);
        else focusFirst(element);
      },
    });

  return { startGuard: guard('start'), endGuard: guard('end'), focusTarget };
}
