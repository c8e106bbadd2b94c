/**
 * Loads Square's Web Payments SDK through `@square/web-sdk` (its `payments()` adds Square's script
 * once, from `scriptSrc` when given, else Square's production or sandbox script by the application
 * id's prefix) — imported only when a payment form is on the page.
 *
 * `@square/web-sdk` keeps its loading promise for the page's lifetime, a failed one included, so a
 * Retry after a failed load adds the script again itself and then asks `window.Square`, which is
 * what the loader does when Square is already there.
 */
import type { Payments } from '@square/web-payments-sdk-types';

interface SquareGlobal {
  payments(applicationId: string, locationId?: string): Payments;
}

function reloadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    for (const old of document.querySelectorAll<HTMLScriptElement>('script[data-resort-square], script[src]')) {
      if (old.getAttribute('src') === src) old.remove();
    }
    const script = document.createElement('script');
    script.src = src;
    script.dataset.resortSquare = '';
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`Square's script could not be loaded from ${src}`)));
    document.head.append(script);
  });
}

export async function loadSquarePayments(applicationId: string, locationId: string, scriptSrc: string | undefined, attempt: number): Promise<Payments> {
  const square = (window as unknown as { Square?: SquareGlobal }).Square;
  if (square) return square.payments(applicationId, locationId);
  if (attempt > 0 && scriptSrc) {
    await reloadScript(scriptSrc);
    const loaded = (window as unknown as { Square?: SquareGlobal }).Square;
    if (!loaded) throw new Error("Square's script loaded but did not define window.Square");
    return loaded.payments(applicationId, locationId);
  }
  const { payments } = await import('@square/web-sdk');
  const result = await payments(applicationId, locationId, scriptSrc ? { scriptSrc } : undefined);
  if (!result) throw new Error('Square is not available without a window');
  return result;
}
