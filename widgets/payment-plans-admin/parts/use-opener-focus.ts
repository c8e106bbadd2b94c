import { useEffect, useRef } from 'react';

/**
 * Gives focus back to what opened an overlay once it is closed: the overlay is a route, so it
 * unmounts on the way back to its list and cannot return the focus itself.
 */
export function useOpenerFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open && opener.current?.isConnected) opener.current.focus();
    wasOpen.current = open;
  }, [open]);
  return (element: HTMLElement | null) => {
    opener.current = element;
  };
}
