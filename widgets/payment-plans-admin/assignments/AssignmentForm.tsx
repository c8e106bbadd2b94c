import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Assignment, Option, ProductAttribute } from '../admin-schemas.ts';
import { formatLabel } from '../../../src/core/labels.ts';
import * as adminApi from '../api.ts';
import type { ApiError } from '../../../src/api/errors.ts';
import { assignmentFormSchema, assignmentMessages, assignmentToForm, newAssignmentForm, toAssignmentSave, type AssignmentForm } from './assignment-rules.ts';
import { ApplyCancel, SaveFailure } from '../parts/ApplyCancel.tsx';
import { WholeValueSelect } from '../../../src/ui/fields/WholeValueSelect.tsx';
import type { AdminLabels } from '../labels.ts';

interface FormProps {
  labels: AdminLabels;
  assignment: Assignment | null;
  products: readonly { ProductMetadataTagId: number; ProductName: string; ProductAttributes: ProductAttribute[] }[];
  paymentSchedules: readonly Option[];
  pricingSchedules: readonly Option[];
  paymentProducts: readonly Option[];
  onClose: () => void;
  onSaved: (saved: Assignment, created: boolean) => void;
}

/**
 * The assignment's fields, each with its validation message (react-hook-form with the zod rules of
 * `assignment-rules.ts`), Apply Changes disabled while invalid or saving, and Cancel Changes.
 */
export function AssignmentForm({ labels, assignment, products, paymentSchedules, pricingSchedules, paymentProducts, onClose, onSaved }: FormProps) {
  const [saving, setSaving] = useState(false);
  // The failure itself, worded when drawn (a switch of language reaches it).
  const [saveError, setSaveError] = useState<ApiError | null>(null);
  const ids = useId();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isValid },
  } = useForm<AssignmentForm>({
    resolver: zodResolver(assignmentFormSchema),
    defaultValues: assignment ? assignmentToForm(assignment) : newAssignmentForm(),
    mode: 'all',
  });
  // The compiler leaves a form that reads react-hook-form's watch() as written (plain React).
  // eslint-disable-next-line react-hooks/incompatible-library
  const productId = watch('productMetadataTagId');
  const attributes = assignment ? assignment.ProductAttributes : (products.find((product) => product.ProductMetadataTagId === productId)?.ProductAttributes ?? []);

  const save = handleSubmit(async (values) => {
    setSaving(true);
    setSaveError(null);
    const result = await adminApi.saveAssignment(toAssignmentSave(values, attributes, assignment?.Id));
    setSaving(false);
    if (result.ok) onSaved(result.data, assignment === null);
    else setSaveError(result.error);
  });

  const message = (error: FieldError | undefined, id: string) =>
    error?.message ? (
      <span id={id} className="rw-error-text">
        {ruleText(labels, error.message)}
      </span>
    ) : null;
  const described = (error: FieldError | undefined, id: string) => (error ? { 'aria-invalid': true as const, 'aria-describedby': id } : {});
  // The label is tied to its control by id and the message sits outside it, so a message never
  // becomes part of the field's name.
  const field = (id: string, label: string, control: ReactNode, error: ReactNode) => (
    <div className="rw-ppa__field">
      <label className="rw-label" htmlFor={id}>
        {label}
      </label>
      {control}
      {error}
    </div>
  );
  /** A list to choose from; 0 is "nothing chosen". Controlled, so the chosen id always shows. */
  const select = (
    name: 'productMetadataTagId' | 'paymentScheduleId' | 'pricingScheduleId' | 'paymentProductId',
    label: string,
    placeholder: string,
    options: readonly Option[],
    onPicked?: () => void,
  ) => {
    const id = `${ids}-${name}`;
    return field(
      `${id}-input`,
      label,
      <Controller
        control={control}
        name={name}
        render={({ field: picked }) => (
          <WholeValueSelect
            id={`${id}-input`}
            ref={picked.ref}
            name={picked.name}
            shown={options.find((option) => option.Id === picked.value)?.Name ?? placeholder}
            value={String(picked.value)}
            onBlur={picked.onBlur}
            onChange={(event) => {
              picked.onChange(Number(event.target.value));
              onPicked?.();
            }}
            {...described(errors[name], id)}
          >
            <option value="0">{placeholder}</option>
            {options.map((option) => (
              <option key={option.Id} value={String(option.Id)}>
                {option.Name}
              </option>
            ))}
          </WholeValueSelect>
        )}
      />,
      message(errors[name], id),
    );
  };

  return (
    <form className="rw-ppa__form" onSubmit={(event) => void save(event)} noValidate>
      {assignment ? (
        <div className="rw-ppa__product">
          <span className="rw-label">{labels['assignments.productName']}</span>
          <span className="rw-ppa__product-name">{assignment.ProductName}</span>
          {assignment.ClassificationAttributes.length > 0 && (
            <ul className="rw-ppa__tags" aria-label={labels['assignments.classification']}>
              {assignment.ClassificationAttributes.map((attribute) => (
                <li key={attribute}>{attribute}</li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        select(
          'productMetadataTagId',
          labels['assignments.productName'],
          labels['assignments.chooseProduct'],
          products.map((product) => ({ Id: product.ProductMetadataTagId, Name: product.ProductName })),
          // Another product has other attributes: the ticked ones no longer apply.
          () => setValue('selectedValueIds', []),
        )
      )}

      <Controller
        control={control}
        name="selectedValueIds"
        render={({ field: checked }) => (
          <fieldset>
            <legend>{labels['assignments.priceAttributes']}</legend>
            {attributes.length === 0 ? (
              <p className="rw-ppa__muted">{labels[!assignment && productId === 0 ? 'assignments.chooseProductFirst' : 'assignments.noPriceAttributes']}</p>
            ) : (
              attributes.map((attribute) => (
                <label key={attribute.ProductAttributeValueId} className="rw-ppa__check">
                  <input
                    type="checkbox"
                    checked={checked.value.includes(attribute.ProductAttributeValueId)}
                    onChange={(event) =>
                      checked.onChange(
                        event.target.checked
                          ? [...checked.value, attribute.ProductAttributeValueId]
                          : checked.value.filter((id) => id !== attribute.ProductAttributeValueId),
                      )
                    }
                  />
                  {attribute.Display || `${attribute.ProductAttributeName}: ${attribute.ProductAttributeValueName}`}
                </label>
              ))
            )}
          </fieldset>
        )}
      />

      {select('paymentScheduleId', labels['assignments.paymentSchedule'], labels['assignments.choose'], paymentSchedules)}
      {select('pricingScheduleId', labels['assignments.pricingSchedule'], labels['assignments.choose'], pricingSchedules)}
      {field(
        `${ids}-hotlist-input`,
        labels['assignments.hotlistCodeField'],
        <input id={`${ids}-hotlist-input`} type="number" min={0} step={1} className="rw-input" {...register('failedPaymentHotlistCode', { valueAsNumber: true })} {...described(errors.failedPaymentHotlistCode, `${ids}-hotlist`)} />,
        message(errors.failedPaymentHotlistCode, `${ids}-hotlist`),
      )}
      {field(
        `${ids}-retry-input`,
        labels['assignments.retryDaysField'],
        <input id={`${ids}-retry-input`} type="number" min={1} step={1} className="rw-input" {...register('failedPaymentRetryDays', { valueAsNumber: true })} {...described(errors.failedPaymentRetryDays, `${ids}-retry`)} />,
        message(errors.failedPaymentRetryDays, `${ids}-retry`),
      )}
      {select('paymentProductId', labels['assignments.paymentProduct'], labels['assignments.choose'], paymentProducts)}

      <SaveFailure text={saveError && formatLabel(labels['common.applyFailed'], { message: adminApi.failureText(saveError, labels) })} />
      <div className="rw-dialog__actions">
        <ApplyCancel
          cancelLabel={labels['assignments.cancelChanges']}
          applyLabel={labels['assignments.applyChanges']}
          applyingLabel={labels['assignments.saving']}
          applying={saving}
          disabled={!isValid}
          onCancel={onClose}
        />
      </div>
    </form>
  );
}

/** The wording of a rule message: its label (a host may override it), found by the rule's default text. */
function ruleText(labels: AdminLabels, message: string): string {
  const key = (Object.keys(assignmentMessages) as (keyof typeof assignmentMessages)[]).find((name) => assignmentMessages[name] === message);
  return key ? labels[`assignment.${key}`] : message;
}
