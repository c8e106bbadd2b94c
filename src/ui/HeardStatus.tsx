import { useEffect, useState } from 'react';

/** How long a status region keeps its words: a screen reader on a busy machine has said them by then. */
export const STATUS_HEARD_MS = 5000;

/**
 * The words of a status region, gone `STATUS_HEARD_MS` after they were written.
 *
 * Kept, they were said again each time a modal dialog closed: Chromium takes the page behind a
 * modal out of its accessibility tree and puts it back as the dialog closes, and Orca takes a status
 * region put back with words in it as news (the pickup site saved, said again on the waiver's Done;
 * an admin list's order, on its delete confirmation's Escape).
 */
export function useHeardStatus(words: string): string {
  const [heard, setHeard] = useState('');
  // Other words (or none): the ones heard before no longer hide anything.
  if (heard !== '' && heard !== words) setHeard('');
  useEffect(() => {
    if (words === '') return undefined;
    const timer = setTimeout(() => setHeard(words), STATUS_HEARD_MS);
    return () => clearTimeout(timer);
  }, [words]);
  return words === heard ? '' : words;
}

/**
 * A polite status region, unseen, there before its words (a region drawn with its words already in
 * it was not said in Firefox), that lets them go once heard (`useHeardStatus`).
 */
export function HeardStatus({ words }: { words: string }) {
  return (
    <p className="rw-visually-hidden" role="status">
      {useHeardStatus(words)}
    </p>
  );
}
