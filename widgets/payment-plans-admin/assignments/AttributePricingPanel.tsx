import { useId, useMemo, useState } from 'react';
import type { PricingWindow } from '../admin-schemas.ts';
import { formatLabel } from '../../../src/core/labels.ts';
import { ErrorNotice } from '../../../src/ui/ErrorNotice.tsx';
import { Modal } from '../../../src/ui/Modal.tsx';
import { Spinner } from '../../../src/ui/Spinner.tsx';
import * as adminApi from '../api.ts';
import type { ApiError } from '../../../src/api/errors.ts';
import { useMaskClose } from '../parts/use-mask-close.ts';
import { parsePrice, splitValueName } from './assignment-rules.ts';
import { ApplyCancel, SaveFailure } from '../parts/ApplyCancel.tsx';
import type { AdminLabels } from '../labels.ts';
import { useAdminDate } from '../../../src/ui/admin/admin-date.ts';
import { useResource } from '../../../src/ui/use-resource.ts';
import { ShowMoreButton, useShowMore } from '../../../src/ui/ShowMore.tsx';
import { LIST_STEPS } from '../parts/list-steps.ts';

interface Props {
  labels: AdminLabels;
  assignmentId: number;
  productName: string;
  onClose: () => void;
}

const key = (window: PricingWindow, valueId: number) => `${window.PurchaseDateId}:${valueId}`;

/**
 * Attribute Pricing: an accordion with one section per purchase-date window of the assignment's
 * pricing schedule, each listing the attribute values (`name|description`) with an editable
 * price. Apply Changes saves the whole list; Cancel Changes and Close (and the mask) go back.
 */
export function AttributePricingPanel({ labels, assignmentId, productName, onClose }: Props) {
  const pricing = useResource(() => adminApi.assignmentPricing(assignmentId), assignmentId);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [open, setOpen] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  // The failure itself, worded when drawn (a switch of language reaches it).
  const [saveError, setSaveError] = useState<ApiError | null>(null);
  const inside = useMaskClose(onClose);
  const ids = useId();
  const windows = useMemo(() => pricing.data ?? [], [pricing.data]);
  const expanded = open ?? windows[0]?.PurchaseDateId ?? null;
  const { visible: shownWindows, hidden: hiddenWindows, showMore: showMoreWindows } = useShowMore(windows, LIST_STEPS.pricingWindows);

  const priceOf = (window: PricingWindow, valueId: number, price: number) => edits[key(window, valueId)] ?? String(price);
  const invalid = windows.some((window) => window.ProductAttributePricing.some((price) => parsePrice(priceOf(window, price.Id, price.Price)) === null));

  async function apply() {
    setSaving(true);
    setSaveError(null);
    const body = windows.map((window) => ({
      ...window,
      ProductAttributePricing: window.ProductAttributePricing.map((price) => ({ ...price, Price: parsePrice(priceOf(window, price.Id, price.Price)) ?? price.Price })),
    }));
    const result = await adminApi.saveAssignmentPricing(assignmentId, body);
    setSaving(false);
    if (result.ok) onClose();
    else setSaveError(result.error);
  }

  const title = (
    <>
      {labels['assignments.attributePricing']} <span className="rw-ppa__range-span">{productName}</span>
    </>
  );

  return (
    <Modal open title={title} onClose={onClose} closeLabel={labels['common.close']} className="rw-ppa__panel">
      <div ref={inside} className="rw-ppa__panel-body rw-ppa__form">
        {pricing.status === 'error' && <ErrorNotice title={labels['assignments.pricingError']} error={pricing.error} onRetry={pricing.reload} />}
        {pricing.status === 'loading' && !pricing.data && <Spinner label={labels['common.loading']} />}
        {pricing.data && windows.length === 0 && <p className="rw-ppa__muted">{labels['assignments.noWindows']}</p>}
        {windows.length > 0 && (
          <div className="rw-ppa__accordion">
            {shownWindows.map((window) => (
              <PricingWindowSection
                key={window.PurchaseDateId}
                window={window}
                open={expanded === window.PurchaseDateId}
                ids={ids}
                labels={labels}
                priceOf={(valueId, price) => priceOf(window, valueId, price)}
                onToggle={() => setOpen(expanded === window.PurchaseDateId ? -1 : window.PurchaseDateId)}
                onPrice={(valueId, value) => setEdits((current) => ({ ...current, [key(window, valueId)]: value }))}
              />
            ))}
            <ShowMoreButton hidden={hiddenWindows} step={LIST_STEPS.pricingWindows} onClick={showMoreWindows} />
          </div>
        )}
        <SaveFailure text={saveError && formatLabel(labels['common.applyFailed'], { message: adminApi.failureText(saveError, labels) })} />
        <div className="rw-dialog__actions">
          <ApplyCancel
            cancelLabel={labels['assignments.cancelChanges']}
            applyLabel={labels['assignments.applyChanges']}
            applyingLabel={labels['assignments.saving']}
            applying={saving}
            disabled={!pricing.data || windows.length === 0 || invalid}
            onCancel={onClose}
            onApply={() => void apply()}
          />
        </div>
      </div>
    </Modal>
  );
}

interface WindowProps {
  window: PricingWindow;
  open: boolean;
  ids: string;
  labels: AdminLabels;
  priceOf: (valueId: number, price: number) => string;
  onToggle: () => void;
  onPrice: (valueId: number, value: string) => void;
}

/** One purchase-date window of the accordion: its values with their prices, a page at a time. */
function PricingWindowSection({ window, open: isOpen, ids, labels, priceOf, onToggle, onPrice }: WindowProps) {
  const { visible, hidden, showMore } = useShowMore(window.ProductAttributePricing, LIST_STEPS.prices);
  const displayDate = useAdminDate();
  const from = displayDate(window.PurchaseEffectiveDate, 'adminComma');
  const to = displayDate(window.PurchaseExpirationDate, 'adminComma');
  const buttonId = `${ids}-w${window.PurchaseDateId}`;
  const panelId = `${buttonId}-panel`;
  return (
    <section className="rw-ppa__accordion-item">
      <h3>
        <button
          id={buttonId}
          type="button"
          className="rw-ppa__accordion-button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {formatLabel(labels['assignments.window'], { from, to })}
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} className="rw-ppa__accordion-panel" hidden={!isOpen}>
        <table className="rw-ppa__subtable">
          <thead>
            <tr>
              <th scope="col">{labels['assignments.value']}</th>
              <th scope="col">{labels['assignments.price']}</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((price) => {
              const { name, description } = splitValueName(price.ProductAttributeValueName);
              const value = priceOf(price.Id, price.Price);
              const bad = parsePrice(value) === null;
              const errorId = `${panelId}-${price.Id}-error`;
              return (
                <tr key={price.Id}>
                  <th scope="row">
                    {name}
                    {description && <span className="rw-ppa__muted"> · {description}</span>}
                  </th>
                  <td>
                    <input
                      className="rw-input rw-ppa__price"
                      inputMode="decimal"
                      autoComplete="off"
                      value={value}
                      aria-label={formatLabel(labels['assignments.priceOf'], { name, from })}
                      aria-invalid={bad || undefined}
                      aria-describedby={bad ? errorId : undefined}
                      onChange={(event) => onPrice(price.Id, event.target.value)}
                    />
                    {bad && (
                      <span id={errorId} className="rw-error-text">
                        {labels['assignment.priceInvalid']}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <ShowMoreButton hidden={hidden} step={LIST_STEPS.prices} onClick={showMore} />
      </div>
    </section>
  );
}
