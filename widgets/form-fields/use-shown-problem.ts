import { useCallback, useEffect, useState } from 'react';

/**
 * Whether a field shows what is wrong with it: not before the shopper has changed it or the form
 * tried to submit it (the browser fires `invalid` on the element), and no longer after the page
 * reset it (`revision` grows).
 */
export function useShownProblem(host: HTMLElement | undefined, revision: number): { shown: boolean; show: () => void } {
  const [shown, setShown] = useState(false);
  const [seenRevision, setSeenRevision] = useState(revision);
  if (seenRevision !== revision) {
    setSeenRevision(revision);
    setShown(false);
  }
  useEffect(() => {
    if (!host) return;
    const onInvalid = () => setShown(true);
    host.addEventListener('invalid', onInvalid);
    return () => host.removeEventListener('invalid', onInvalid);
  }, [host]);
  return { shown, show: useCallback(() => setShown(true), []) };
}
