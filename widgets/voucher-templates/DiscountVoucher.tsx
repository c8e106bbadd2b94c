import { useId, useState, type FormEvent } from 'react';
import { formatLabel } from '../../src/core/labels.ts';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog.tsx';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { Notice, type NoticeMessage } from '../../src/ui/admin/Notice.tsx';
import { useResource } from '../../src/ui/use-resource.ts';
import type { VoucherTemplatesLabels } from './labels.ts';
import * as vouchersApi from './api.ts';
import { refusalText, templateIdToSend } from './voucher-template-rules.ts';
import type { DiscountVoucher as Requirement } from './voucher-templates-schemas.ts';

interface Props {
  discountId: number;
  requirementId: number;
  labels: VoucherTemplatesLabels;
}

/**
 * A discount's voucher requirement: the voucher template whose vouchers the discount needs, saved
 * with Save, or removed (asked first). A requirement not saved yet (id 0) is created by its first
 * save, and the panel keeps the id the store gave it.
 */
export default function DiscountVoucher({ discountId, requirementId, labels }: Props) {
  const stored = useResource(() => vouchersApi.discountVoucher(discountId, requirementId), `${discountId}/${requirementId}`);
  const [requirement, setRequirement] = useState<Requirement | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();

  // What was saved last, else what the store answered first.
  const current = requirement ?? stored.data;
  const value = typed ?? current?.VoucherTemplateId ?? '';

  async function send(voucherTemplateId: string | null) {
    if (!current || saving) return;
    setSaving(true);
    setError(null);
    const result = await vouchersApi.saveDiscountVoucher({ ...current, DiscountId: discountId, VoucherTemplateId: voucherTemplateId });
    setSaving(false);
    if (!result.ok) {
      setError(refusalText(result.error, labels['discount.used'], labels));
      return;
    }
    setRequirement(result.data);
    setTyped(null);
    setNotice({
      kind: 'success',
      text: result.data.VoucherTemplateId ? formatLabel(labels['discount.saved'], { id: result.data.VoucherTemplateId }) : labels['discount.removed'],
    });
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const id = templateIdToSend(value);
    if (id === null) {
      setError(labels['discount.required']);
      return;
    }
    void send(id);
  }

  if (stored.status === 'error' && !current) return <ErrorNotice title={labels['discount.loadError']} error={stored.error} onRetry={stored.reload} />;
  if (!current) return <Spinner label={labels['common.loading']} />;

  return (
    <div className="rw-vt__discount">
      <p className="rw-vt__status">{current.VoucherTemplateId ? formatLabel(labels['discount.current'], { id: current.VoucherTemplateId }) : labels['discount.none']}</p>
      <form className="rw-vt__add" aria-label={labels['discount.label']} onSubmit={save} noValidate>
        <label className="rw-vt__field" htmlFor={inputId}>
          <span className="rw-label">{labels['discount.templateId']}</span>
        </label>
        <div className="rw-vt__add-row">
          <input
            id={inputId}
            className="rw-input"
            autoComplete="off"
            maxLength={50}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(null);
            }}
          />
          <button type="submit" className="rw-button" aria-disabled={saving || undefined}>
            {saving ? labels['common.saving'] : labels['common.save']}
          </button>
          {current.VoucherTemplateId && (
            <button type="button" className="rw-button rw-button--secondary" onClick={() => setConfirming(true)}>
              {labels['common.remove']}
            </button>
          )}
        </div>
        <p id={hintId} className="rw-vt__hint">
          {labels['discount.hint']}
        </p>
        {error && (
          <p id={errorId} className="rw-error-text" role="alert">
            {error}
          </p>
        )}
      </form>
      <Notice notice={notice} onDismiss={() => setNotice(null)} dismissLabel={labels['common.dismiss']} />
      <ConfirmDialog
        open={confirming}
        title={labels['discount.removeTitle']}
        message={formatLabel(labels['discount.removeConfirm'], { id: current.VoucherTemplateId ?? '' })}
        confirmLabel={labels['common.remove']}
        cancelLabel={labels['common.cancel']}
        onConfirm={() => {
          setConfirming(false);
          void send(null);
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
