/**
 * Component-test helpers for the waiver: a clean page, a document whose scroll position the test
 * sets (happy-dom lays nothing out), and a stand-in for signature_pad (happy-dom has no 2D canvas;
 * the real pad is tested in Chromium, `test/e2e/waiver.spec.ts`).
 */
import { fireEvent, screen } from '@testing-library/react';
import * as api from '../../src/api/client.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import type { PageDataInput } from '../../src/stores/page-data.ts';

export const signedInAlex: PageDataInput = { user: { SignedIn: true, FirstName: 'Alex', LastName: 'Morgan' } };

export function freshWaiverPage(pageData: PageDataInput = signedInAlex): void {
  api.invalidate();
  setPageData(pageData);
  document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="t0ken">';
  delete (window as { __waiverPwned?: unknown }).__waiverPwned;
}

/** Every element reports a 1000px tall document in a 250px box, so the test decides what is viewed. */
export function layOutDocument(): void {
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(250);
}

/** Scrolls the waiver document so that `percent` of it has been viewed (`name`: the document's name in the page's language). */
export function scrollDocumentTo(percent: number, name = 'Waiver document'): void {
  const box = screen.getByRole('region', { name });
  box.scrollTop = (percent / 100) * 1000 - 250;
  fireEvent.scroll(box);
}

/** "Draws" on the signature pad double: one stroke per pointer-up. */
export function drawSignature(): void {
  const canvas = screen.getByRole('img', { name: /Signature pad/ });
  fireEvent.pointerUp(canvas);
}

export const FAKE_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Use as `vi.mock('signature_pad', () => signaturePadDouble())`. */
export function signaturePadDouble() {
  class SignaturePadDouble extends EventTarget {
    strokes: unknown[] = [];
    constructor(canvas: HTMLCanvasElement) {
      super();
      canvas.addEventListener('pointerup', () => {
        this.dispatchEvent(new Event('beginStroke'));
        this.strokes.push({ points: [{ x: 10, y: 10, pressure: 0.5, time: 0 }] });
        this.dispatchEvent(new Event('endStroke'));
      });
    }
    clear() {
      this.strokes = [];
    }
    isEmpty() {
      return this.strokes.length === 0;
    }
    toData() {
      return [...this.strokes];
    }
    fromData(data: unknown[]) {
      this.strokes = [...data];
    }
    toDataURL() {
      return `data:image/png;base64,${FAKE_PNG_BASE64}`;
    }
    off() {}
  }
  return { default: SignaturePadDouble };
}
