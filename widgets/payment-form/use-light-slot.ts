import { useEffect, useId, useState } from 'react';

/**
 * An element in the host's light DOM, shown inside the island's shadow root through a named
 * `<slot>`. Square's card frame is attached there: hosted payment frames do not work inside a
 * shadow root. Without a shadow root (tests, light-DOM hosts) the element is rendered in place.
 */
export function useLightSlot(host: HTMLElement | undefined, className: string): { slotName: string; element: HTMLElement | null; inline: boolean; setInline: (element: HTMLElement | null) => void } {
  const slotName = `rw-${className}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [light] = useState<HTMLElement | null>(() => {
    if (!host?.shadowRoot) return null;
    const element = document.createElement('div');
    element.slot = slotName;
    element.className = className;
    return element;
  });
  const [inline, setInline] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!light || !host) return;
    host.append(light);
    return () => light.remove();
  }, [host, light]);
  return { slotName, element: light ?? inline, inline: light === null, setInline };
}
