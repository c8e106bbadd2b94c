/**
 * A button that waits on the server keeps its focus. A `disabled` button loses focus the moment
 * it is disabled, and keyboard users fall to the page's body (WCAG 2.4.3), so while busy the
 * button is `aria-disabled` (announced as unavailable, still focusable, styled as disabled by the
 * base styles) and its clicks — a submit button's too, so Enter in a field does nothing — are
 * swallowed before they reach its own handler.
 *
 * `unavailable` (the form is not valid yet) may still disable it outright: the user is not on it.
 */
import type { MouseEvent } from 'react';

export interface BusyButtonProps {
  disabled?: true;
  'aria-disabled'?: true;
  onClickCapture?: (event: MouseEvent) => void;
}

const swallow = (event: MouseEvent): void => {
  event.preventDefault();
  event.stopPropagation();
};

export function busyButton(busy: boolean, unavailable = false): BusyButtonProps {
  if (busy) return { 'aria-disabled': true, onClickCapture: swallow };
  return unavailable ? { disabled: true } : {};
}
