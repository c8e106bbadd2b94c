/**
 * The one place the library adds a `<script>` to the page (a card provider's), its address through
 * the library's Trusted Types policy (`trusted-types.ts`).
 */
import { scriptUrl } from './trusted-types.ts';

/** Adds a classic script once `marker` scripts of an earlier try are gone; resolves when it has run. */
export function addScript(src: string, marker: string): Promise<void> {
  return new Promise((resolve, reject) => {
    for (const old of document.querySelectorAll(`script[${marker}]`)) old.remove();
    const script = document.createElement('script');
    script.setAttribute(marker, '');
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`The script at ${src} could not be loaded`));
    try {
      script.src = scriptUrl(src) as string;
      document.head.append(script);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
