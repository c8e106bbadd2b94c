import { useCallback, useRef, useState } from 'react';
import { billingAddressProblem, normalBillingAddress, type BillingAddress } from './billing-rules.ts';

export type CardholderCheck = { ok: true; name: string; address: BillingAddress | null } | { ok: false; message: string };

/**
 * What the shopper types beside any provider's card fields: the name on the card and, when the
 * store asks for it, the billing address. `check` runs before a tokenize: it shows the problems
 * and puts the focus on the first, so a provider is never asked for a token the store would refuse.
 */
export function useCardholder(defaultCountry: string) {
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const [billing, setBilling] = useState<BillingAddress>({ country: defaultCountry.trim().toUpperCase(), region: '' });
  const [billingTouched, setBillingTouched] = useState(false);
  const countryRef = useRef<HTMLSelectElement>(null);
  const regionRef = useRef<HTMLSelectElement & HTMLInputElement>(null);

  const check = useCallback(
    (billingAsked: boolean, messages: { nameRequired: string; billingIncomplete: string }): CardholderCheck => {
      setNameTouched(true);
      if (name.trim() === '') {
        nameRef.current?.focus();
        return { ok: false, message: messages.nameRequired };
      }
      const address = billingAsked ? normalBillingAddress(billing) : null;
      if (address) {
        setBillingTouched(true);
        const problem = billingAddressProblem(address);
        if (problem) {
          (problem === 'country' ? countryRef : regionRef).current?.focus();
          return { ok: false, message: messages.billingIncomplete };
        }
      }
      return { ok: true, name, address };
    },
    [name, billing],
  );

  const holder = {
    name,
    setName,
    nameTouched,
    touchName: () => setNameTouched(true),
    billing,
    setBilling,
    billingTouched,
    touchBilling: () => setBillingTouched(true),
  };
  return {
    /** What the layout shows and changes (`CardFormLayout`). */
    holder,
    /** Where `check` puts the focus; the layout puts them on its controls. */
    refs: { nameRef, countryRef, regionRef },
    /** Whether the address is complete, or not asked for. */
    billingComplete: (billingAsked: boolean) => !billingAsked || billingAddressProblem(billing) === null,
    check,
  };
}

export type Cardholder = ReturnType<typeof useCardholder>['holder'];
export type CardholderRefs = ReturnType<typeof useCardholder>['refs'];
