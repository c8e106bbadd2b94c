/**
 * The page side of the double's field frames. Each hosted field is a sandboxed frame of its own
 * (`sandbox="allow-scripts"`, an opaque origin), as Braintree's are. The page introduces the other
 * fields to the number field's frame through message ports it never reads; the fields send their
 * values there, and the number frame checks the card and asks the gateway for the nonce. What
 * reaches the page is each field's state, the card type and the nonce — never a number or a CVV.
 */
import type { BraintreeFieldKey, HostedFieldsBillingAddress } from '../../widgets/payment-form/braintree-types.ts';
import type { Authorization, FieldsFactory, FieldsPort } from './braintree.ts';
import type { FieldChange, TokenizeAnswer } from './fields.ts';

/** Messages from a field frame. */
export type FromFrame = { bt: 'ready' } | { bt: 'change'; change: FieldChange; submit: boolean } | { bt: 'tokenized'; id: number; answer: TokenizeAnswer };

/** Messages to a field frame (ports travel with `peer` and `collect`). */
export type ToFrame =
  | { bt: 'configure'; placeholder: string }
  /** To the number frame: a port to `field`'s frame. */
  | { bt: 'peer'; field: BraintreeFieldKey }
  /** To another field's frame: the port to the number frame. */
  | { bt: 'collect' }
  | { bt: 'tokenize'; id: number; gatewayUrl: string; authorizationFingerprint: string; cardholderName: string; billingAddress: HostedFieldsBillingAddress | null };

const FRAME_LOAD_TIMEOUT_MS = 15_000;

/** Braintree's frame titles, which screen readers announce. */
const TITLES: Readonly<Record<BraintreeFieldKey, string>> = {
  number: 'Secure Credit Card Frame - Credit Card Number',
  expirationDate: 'Secure Credit Card Frame - Expiration Date',
  cvv: 'Secure Credit Card Frame - CVV',
  postalCode: 'Secure Credit Card Frame - Postal Code',
};

export function framedFields(frameUrl: string): FieldsFactory {
  return (onChange): FieldsPort => {
    const frames = new Map<BraintreeFieldKey, HTMLIFrameElement>();
    let nextId = 1;
    const pending = new Map<number, (answer: TokenizeAnswer) => void>();

    const listener = (event: MessageEvent<unknown>) => {
      const data = event.data as FromFrame | null;
      if (!data || typeof data !== 'object' || !('bt' in data)) return;
      if (![...frames.values()].some((frame) => frame.contentWindow === event.source)) return;
      if (data.bt === 'change') onChange(data.change, data.submit);
      else if (data.bt === 'tokenized') {
        pending.get(data.id)?.(data.answer);
        pending.delete(data.id);
      }
    };

    const loaded = (frame: HTMLIFrameElement) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('braintree double: a field frame did not load.')), FRAME_LOAD_TIMEOUT_MS);
        const onReady = (event: MessageEvent<unknown>) => {
          if (event.source !== frame.contentWindow || (event.data as FromFrame | null)?.bt !== 'ready') return;
          window.removeEventListener('message', onReady);
          clearTimeout(timer);
          resolve();
        };
        window.addEventListener('message', onReady);
      });

    return {
      async mount(containers, placeholders) {
        window.addEventListener('message', listener);
        const waits: Promise<void>[] = [];
        for (const [key, container] of Object.entries(containers) as [BraintreeFieldKey, HTMLElement][]) {
          const frame = document.createElement('iframe');
          frame.setAttribute('sandbox', 'allow-scripts');
          frame.title = TITLES[key];
          frame.name = `braintree-hosted-field-${key}`;
          frame.style.cssText = 'display:block;width:100%;height:44px;border:0;margin:0;padding:0;background:transparent;';
          const url = new URL(frameUrl, location.href);
          url.searchParams.set('field', key);
          frame.src = url.href;
          waits.push(loaded(frame));
          container.append(frame);
          frames.set(key, frame);
        }
        await Promise.all(waits);
        const number = frames.get('number');
        for (const [key, frame] of frames) {
          frame.contentWindow?.postMessage({ bt: 'configure', placeholder: placeholders[key] ?? '' } satisfies ToFrame, '*');
          if (key === 'number' || !number) continue;
          const channel = new MessageChannel();
          number.contentWindow?.postMessage({ bt: 'peer', field: key } satisfies ToFrame, '*', [channel.port1]);
          frame.contentWindow?.postMessage({ bt: 'collect' } satisfies ToFrame, '*', [channel.port2]);
        }
      },
      tokenize(authorization: Authorization, cardholderName: string, billingAddress: HostedFieldsBillingAddress | null) {
        const number = frames.get('number');
        const id = nextId++;
        return new Promise<TokenizeAnswer>((resolve) => {
          pending.set(id, resolve);
          const gatewayUrl = new URL(`${authorization.clientApiUrl.replace(/\/$/, '')}/v1/payment_methods/credit_cards`, location.href).href;
          number?.contentWindow?.postMessage({ bt: 'tokenize', id, gatewayUrl, authorizationFingerprint: authorization.authorizationFingerprint, cardholderName, billingAddress } satisfies ToFrame, '*');
        });
      },
      unmount() {
        window.removeEventListener('message', listener);
        for (const resolve of pending.values()) resolve({ ok: false, code: 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR' });
        pending.clear();
        for (const frame of frames.values()) frame.remove();
        frames.clear();
      },
    };
  };
}
