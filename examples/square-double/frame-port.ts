/**
 * The page side of the double's card frame: the frame is a sandboxed document of its own origin
 * (`sandbox="allow-scripts"`, no `allow-same-origin`), so the page cannot read its inputs; the
 * two talk only through `postMessage`, and what crosses is the card events, the frame's height
 * and the token result — never the number or the CVV.
 */
import type { CardOptions, TokenResult } from '@square/web-payments-sdk-types';
import type { CardEventDetail } from './card-fields.ts';
import type { FieldsFactory, FieldsPort } from './square.ts';
import type { CardField } from './sandbox-cards.ts';

/** Messages from the frame. */
export type FromFrame =
  | { sq: 'ready' }
  | { sq: 'event'; detail: CardEventDetail }
  | { sq: 'height'; px: number }
  | { sq: 'tokenized'; id: number; result: TokenResult };

/** Messages to the frame. */
export type ToFrame =
  | { sq: 'configure'; options: CardOptions }
  | { sq: 'focus'; field: CardField }
  | { sq: 'clear' }
  | { sq: 'setError'; field: CardField }
  | { sq: 'measure' }
  | { sq: 'tokenize'; id: number };

const FRAME_LOAD_TIMEOUT_MS = 15_000;

export function framedFields(frameUrl: string): FieldsFactory {
  return (onEvent, locale): FieldsPort => {
    let frame: HTMLIFrameElement | null = null;
    let ready: Promise<void> | null = null;
    let nextId = 1;
    const pending = new Map<number, (result: TokenResult) => void>();

    const send = (message: ToFrame) => frame?.contentWindow?.postMessage(message, '*');

    const listener = (event: MessageEvent<unknown>) => {
      if (!frame || event.source !== frame.contentWindow) return;
      const data = event.data as FromFrame;
      if (!data || typeof data !== 'object' || !('sq' in data)) return;
      if (data.sq === 'event') onEvent(data.detail);
      else if (data.sq === 'height') frame.style.height = `${Math.max(40, Math.min(600, Math.round(data.px)))}px`;
      else if (data.sq === 'tokenized') {
        pending.get(data.id)?.(data.result);
        pending.delete(data.id);
      }
    };

    return {
      mount(container: HTMLElement, options: CardOptions) {
        frame = document.createElement('iframe');
        frame.setAttribute('sandbox', 'allow-scripts');
        frame.title = 'Secure card payment input frame';
        frame.className = 'sq-card-iframe';
        frame.style.cssText = 'display:block;width:100%;height:96px;border:0;margin:0;padding:0;background:transparent;';
        // The frame draws its words in the card's locale, as Square's frame is told its own.
        const src = new URL(frameUrl);
        src.searchParams.set('locale', locale);
        frame.src = src.href;
        const element = frame;
        ready = new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('Square: the card frame did not load.')), FRAME_LOAD_TIMEOUT_MS);
          const onReady = (event: MessageEvent<unknown>) => {
            if (event.source !== element.contentWindow || (event.data as FromFrame | null)?.sq !== 'ready') return;
            window.removeEventListener('message', onReady);
            clearTimeout(timer);
            resolve();
          };
          window.addEventListener('message', onReady);
        });
        window.addEventListener('message', listener);
        container.append(frame);
        return ready.then(() => send({ sq: 'configure', options: { ...options } }));
      },
      configure: (options) => send({ sq: 'configure', options: { ...options } }),
      focus: (field) => {
        frame?.focus();
        send({ sq: 'focus', field });
      },
      clear: () => send({ sq: 'clear' }),
      setError: (field) => send({ sq: 'setError', field }),
      recalculateSize: () => send({ sq: 'measure' }),
      tokenize() {
        const id = nextId++;
        return new Promise<TokenResult>((resolve) => {
          pending.set(id, resolve);
          send({ sq: 'tokenize', id });
        });
      },
      unmount() {
        window.removeEventListener('message', listener);
        for (const resolve of pending.values()) resolve({ status: 'Abort' });
        pending.clear();
        frame?.remove();
        frame = null;
      },
    };
  };
}
