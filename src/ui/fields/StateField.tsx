import { useId, type Ref } from 'react';
import { useLabels } from '../use-labels.ts';
import { fieldLabels, type FieldLabels } from './field-labels.ts';
import { REGION_MAX_LENGTH, regionField, type RegionLabel } from './regions.ts';

export interface StateFieldProps {
  /** The country (ISO 3166-1 alpha-2) whose states, provinces or region this is. */
  country: string;
  value: string;
  onChange: (value: string) => void;
  /** Replaces the label the country gives (State, Province or Region). */
  label?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  error?: string | null | undefined;
  /** A native name, for forms in light DOM. */
  name?: string | undefined;
  id?: string | undefined;
  controlRef?: Ref<HTMLSelectElement & HTMLInputElement> | undefined;
  onBlur?: (() => void) | undefined;
}

const LABEL_KEYS: Record<RegionLabel, keyof FieldLabels> = { state: 'field.state', province: 'field.province', region: 'field.region' };

/** The label the field shows for `country`, in the field's wording. */
export function regionLabel(country: string, labels: FieldLabels): string {
  return labels[LABEL_KEYS[regionField(country).label]];
}

/**
 * State (United States, Australia) or Province (Canada) as a select; Region as free text for any
 * other country. The caller keeps the value fitting the country (`regionValue`).
 */
export function StateField({ country, value, onChange, label, required, disabled, error, name, id, controlRef, onBlur }: StateFieldProps) {
  const labels = useLabels(fieldLabels);
  const field = regionField(country);
  const ownId = useId();
  const controlId = id ?? `${ownId}-control`;
  const errorId = `${ownId}-error`;
  const shared = {
    id: controlId,
    name,
    required,
    disabled,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return (
    <div className="rw-field">
      <label className="rw-label" htmlFor={controlId}>
        {label ?? labels[LABEL_KEYS[field.label]]}
      </label>
      {field.kind === 'select' ? (
        <select {...shared} ref={controlRef} className="rw-select" value={value} autoComplete="address-level1" onChange={(event) => onChange(event.target.value)}>
          <option value="">{labels[field.label === 'province' ? 'field.province.choose' : 'field.state.choose']}</option>
          {field.options.map(([code, optionName]) => (
            <option key={code} value={code}>
              {optionName}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...shared}
          ref={controlRef}
          className="rw-input"
          type="text"
          value={value}
          maxLength={REGION_MAX_LENGTH}
          autoComplete="address-level1"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="rw-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
