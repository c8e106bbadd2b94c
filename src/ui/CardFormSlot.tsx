import { useEffect, useId, useState } from 'react';
import type { PaymentTokenDetail } from '../events/bus.ts';

export interface CardFormHandle {
  tokenize(): Promise<PaymentTokenDetail | null>;
}

type PaymentFormElement = HTMLElement & { tokenize?: () => Promise<PaymentTokenDetail | null> };

/**
 * `<resort-payment-form update-card>` for a card modal (My Account's card update, the resort charge card). Square's card must sit in the document's
 * light DOM, so the tag is created in this island's host (light DOM) and shown inside the modal
 * through a `<slot>`; the tag's code (and Square's) loads only now, when the modal opens, from the
 * page's loader or bundle. Without a shadow root (tests) it is rendered in place.
 */
export function CardFormSlot({ host, onReady }: { host: HTMLElement | undefined; onReady: (handle: CardFormHandle | null) => void }) {
  const slotName = `rw-card-form-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [element] = useState<PaymentFormElement>(() => {
    const form = document.createElement('resort-payment-form') as PaymentFormElement;
    form.setAttribute('update-card', '');
    form.slot = slotName;
    return form;
  });
  const [inline, setInline] = useState<HTMLElement | null>(null);
  const container = host?.shadowRoot ? host : inline;

  useEffect(() => {
    if (!container) return;
    container.append(element);
    onReady({
      tokenize: async () => {
        await customElements.whenDefined('resort-payment-form');
        return element.tokenize ? element.tokenize() : null;
      },
    });
    return () => {
      element.remove();
      onReady(null);
    };
  }, [container, element, onReady]);

  return host?.shadowRoot ? <slot name={slotName} /> : <div ref={setInline} className="rw-plans__card-form" />;
}
