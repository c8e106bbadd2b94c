import type { Ref } from 'react';
import { formatLabel } from '../../src/core/labels.ts';
import { adoptStyles } from '../../src/ui/adopt-styles.ts';
import { fieldPartStyles } from '../../src/ui/fields/field-part-styles.ts';
import { CountrySelect } from '../../src/ui/fields/CountrySelect.tsx';
import { fieldLabels } from '../../src/ui/fields/field-labels.ts';
import { regionField, regionValue } from '../../src/ui/fields/regions.ts';
import { regionLabel, StateField } from '../../src/ui/fields/StateField.tsx';
import { useLabels } from '../../src/ui/use-labels.ts';
import { billingAddressProblem, type BillingAddress } from './billing-rules.ts';

interface Props {
  legend: string;
  address: BillingAddress;
  onChange: (address: BillingAddress) => void;
  defaultCountry: string;
  /** Problems show once the shopper left a field or asked to pay. */
  touched: boolean;
  onLeave: () => void;
  countryRef: Ref<HTMLSelectElement>;
  regionRef: Ref<HTMLSelectElement & HTMLInputElement>;
}

/**
 * The billing address Square checks with the card: the country, then the state, province or
 * region that country uses (a new country keeps the region only if it has it too). The postal
 * code is in the card fields.
 */
export function BillingAddressFields({ legend, address, onChange, defaultCountry, touched, onLeave, countryRef, regionRef }: Props) {
  const labels = useLabels(fieldLabels);
  const problem = touched ? billingAddressProblem(address) : null;
  const countryLabel = labels['field.country'];
  const regionName = regionLabel(address.country, labels);
  return (
    // The shared fields' look (the state select's box, as the country's), with this part that loads on use.
    <fieldset className="rw-payment__billing" ref={(box) => adoptStyles(box, 'field-parts', fieldPartStyles)}>
      <legend className="rw-payment__legend">{legend}</legend>
      <CountrySelect
        label={countryLabel}
        value={address.country}
        onChange={(country) => onChange({ country, region: regionValue(country, address.region) })}
        defaultCountry={defaultCountry}
        required
        error={problem === 'country' ? formatLabel(labels['field.required'], { label: countryLabel }) : null}
        selectRef={countryRef}
        onBlur={onLeave}
      />
      <StateField
        country={address.country}
        value={address.region}
        onChange={(region) => onChange({ ...address, region })}
        required={regionField(address.country).kind === 'select'}
        error={problem === 'region' ? formatLabel(labels['field.required'], { label: regionName }) : null}
        controlRef={regionRef}
        onBlur={onLeave}
      />
    </fieldset>
  );
}
