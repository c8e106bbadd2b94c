import { useEffect, useRef, useState } from 'react';
import type { BraintreeFieldKey, HostedFields, HostedFieldsEvent, HostedFieldsState } from './braintree-types.ts';

export type BraintreeStatus = 'loading' | 'ready' | 'failed';

const EVENTS: readonly HostedFieldsEvent[] = ['focus', 'blur', 'empty', 'notEmpty', 'validityChange', 'cardTypeChange'];

export interface BraintreeSetup {
  clientToken: string;
  scriptSrc: string | undefined;
  /** Each field's light-DOM container; the fields are created once all are there. */
  containers: Partial<Record<BraintreeFieldKey, HTMLElement | null>>;
  placeholders: Partial<Record<BraintreeFieldKey, string>>;
  attempt: number;
  /** Told of each field the shopper changes (focus, typing, leaving it). */
  onFieldChange?: (field: string) => void;
}

/**
 * Braintree's client and hosted fields for the store's client token: the library loaded on first
 * use (only on a Braintree store), the fields created once into their containers and torn down when
 * the form goes away. Under StrictMode's double effect the first set is torn down as soon as it
 * exists, and only the second is used. `emitted` is the field each state change came from.
 */
export function useBraintreeFields({ clientToken, scriptSrc, containers, placeholders, attempt, onFieldChange }: BraintreeSetup) {
  const [status, setStatus] = useState<BraintreeStatus>('loading');
  const [state, setState] = useState<{ fields: HostedFieldsState; emittedBy: string } | null>(null);
  const fieldsRef = useRef<HostedFields | null>(null);
  const placeholdersRef = useRef(placeholders);
  const onFieldRef = useRef(onFieldChange);
  useEffect(() => {
    onFieldRef.current = onFieldChange;
  });
  const { number, expirationDate, cvv, postalCode } = containers;

  useEffect(() => {
    if (!number || !expirationDate || !cvv || !postalCode) return;
    let cancelled = false;
    let created: HostedFields | null = null;
    setStatus('loading');
    void (async () => {
      try {
        const { loadBraintree } = await import('./braintree-loader.ts');
        const braintree = await loadBraintree(scriptSrc);
        const client = await braintree.client.create({ authorization: clientToken });
        if (cancelled) return;
        const text = placeholdersRef.current;
        const field = (key: BraintreeFieldKey, container: HTMLElement) => (text[key] ? { container, placeholder: text[key] } : { container });
        const fields = await braintree.hostedFields.create({
          client,
          fields: { number: field('number', number), expirationDate: field('expirationDate', expirationDate), cvv: field('cvv', cvv), postalCode: field('postalCode', postalCode) },
        });
        if (cancelled) {
          await fields.teardown();
          return;
        }
        created = fields;
        for (const event of EVENTS)
          fields.on(event, (next) => {
            setState({ fields: next, emittedBy: next.emittedBy ?? '' });
            if (next.emittedBy) onFieldRef.current?.(next.emittedBy);
          });
        fieldsRef.current = fields;
        setState({ fields: fields.getState(), emittedBy: '' });
        setStatus('ready');
      } catch (error) {
        console.error("resort-payment-form: Braintree's card fields could not be set up.", error);
        if (!cancelled) setStatus('failed');
      }
    })();
    return () => {
      cancelled = true;
      fieldsRef.current = null;
      setState(null);
      if (created) void created.teardown().catch((error: unknown) => console.error("resort-payment-form: Braintree's card fields could not be torn down.", error));
    };
  }, [clientToken, scriptSrc, number, expirationDate, cvv, postalCode, attempt]);

  return { status, state, fields: fieldsRef };
}
