import { useEffect, useRef } from 'react';

/** Closes the side panel when its mask (the dialog's backdrop) is clicked, as its Close button does. */
export function useMaskClose(onClose: () => void) {
  const inside = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const dialog = inside.current?.closest('dialog');
    if (!dialog) return;
    // A click on the backdrop lands on the dialog element itself; its content fills the rest.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) onCloseRef.current();
    };
    dialog.addEventListener('click', onClick);
    return () => dialog.removeEventListener('click', onClick);
  }, []);
  return inside;
}
