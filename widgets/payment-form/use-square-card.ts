import { useEffect, useRef, useState } from 'react';
import type { Card, CardClassSelectors, CardInputEvent, Payments, SqEvent } from '@square/web-payments-sdk-types';
import type { CardFieldName, FieldStates } from './payment-rules.ts';

const CARD_EVENTS = ['focusClassAdded', 'focusClassRemoved', 'errorClassAdded', 'errorClassRemoved', 'cardBrandChanged', 'postalCodeChanged', 'escape', 'submit'] as const;

export type CardStatus = 'idle' | 'attaching' | 'ready' | 'failed';

/**
 * Square's card, attached once to `container` and destroyed when the form goes away.
 *
 * React's StrictMode runs this effect twice in development (mount, clean-up, mount): the first
 * card is still being created when its clean-up runs, so it is destroyed without ever being
 * attached, and only the second attaches. A card is never attached twice (Square throws), and
 * one attach that fails is reported, not retried in a loop.
 */
export function useSquareCard(payments: Payments | null, container: HTMLElement | null, style: CardClassSelectors | null, onEvent: (event: SqEvent<CardInputEvent>) => void) {
  const [status, setStatus] = useState<CardStatus>('idle');
  const [fields, setFields] = useState<FieldStates>({});
  const cardRef = useRef<Card | null>(null);
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });
  const styleRef = useRef(style);

  useEffect(() => {
    if (!payments || !container) return;
    let cancelled = false;
    let card: Card | null = null;
    const listener = (event: SqEvent<CardInputEvent>) => {
      const { field, currentState } = event.detail;
      setFields((previous) => ({
        ...previous,
        [field as CardFieldName]: { isCompletelyValid: currentState.isCompletelyValid, hasErrorClass: currentState.hasErrorClass, isEmpty: currentState.isEmpty },
      }));
      onEventRef.current(event);
    };
    setStatus('attaching');
    void (async () => {
      try {
        const created = await payments.card(styleRef.current ? { style: styleRef.current } : {});
        if (cancelled) {
          await created.destroy();
          return;
        }
        card = created;
        for (const type of CARD_EVENTS) created.addEventListener(type, listener);
        await created.attach(container);
        if (cancelled) return;
        cardRef.current = created;
        setStatus('ready');
      } catch (error) {
        console.error('resort-payment-form: the card fields could not be set up.', error);
        if (!cancelled) setStatus('failed');
      }
    })();
    return () => {
      cancelled = true;
      cardRef.current = null;
      setFields({});
      if (card) {
        for (const type of CARD_EVENTS) card.removeEventListener(type, listener);
        void card.destroy().catch((error: unknown) => console.error('resort-payment-form: the card could not be destroyed.', error));
      }
    };
  }, [payments, container]);

  return { status, fields, card: cardRef };
}
