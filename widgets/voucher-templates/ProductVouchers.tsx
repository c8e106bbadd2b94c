import { useId, useState, type FormEvent } from 'react';
import { formatLabel } from '../../src/core/labels.ts';
import { AlertDialog } from '../../src/ui/AlertDialog.tsx';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog.tsx';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { ShowMoreButton, useShowMore } from '../../src/ui/ShowMore.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { Notice, type NoticeMessage } from '../../src/ui/admin/Notice.tsx';
import { SideScroll } from '../../src/ui/admin/SideScroll.tsx';
import { useRowConfirm } from '../../src/ui/admin/use-row-confirm.ts';
import { useRowFocus } from '../../src/ui/admin/use-row-focus.ts';
import { useResource } from '../../src/ui/use-resource.ts';
import type { VoucherTemplatesLabels } from './labels.ts';
import * as vouchersApi from './api.ts';
import { errorAlert, refusalText, templateIdToSend } from './voucher-template-rules.ts';
import { VOUCHER_SWITCHES, type ProductVoucher, type VoucherSwitch } from './voucher-templates-schemas.ts';

/** Templates drawn at first, and how many more each "Show N more" adds: a product has a handful; ten thousand would freeze the editor. */
export const PRODUCT_VOUCHERS_STEP = 20;

interface Props {
  productId: number;
  labels: VoucherTemplatesLabels;
}

const NO_ROWS: readonly ProductVoucher[] = [];

/**
 * A product's voucher templates: the table of templates with their four switches (each saved as
 * it is turned) and Remove (asked first), and the form that adds one. A voucher of a template
 * listed here redeems for this product in the shopper's voucher box.
 */
export default function ProductVouchers({ productId, labels }: Props) {
  const list = useResource(() => vouchersApi.productVouchers(productId), productId);
  const [typed, setTyped] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const { container: rowsContainer, remember, restore } = useRowFocus<HTMLDivElement>();
  const removal = useRowConfirm({ remember, restore, act: remove, labels });
  const inputId = useId();
  const errorId = useId();
  const rows = list.data?.Vouchers ?? NO_ROWS;
  const { visible, hidden, showMore, showAtLeast } = useShowMore(rows, PRODUCT_VOUCHERS_STEP);

  const replaceRow = (row: ProductVoucher) => {
    if (list.data) list.set({ Vouchers: list.data.Vouchers.map((current) => (current.Id === row.Id ? row : current)) });
  };

  async function toggle(row: ProductVoucher, name: VoucherSwitch) {
    const key = `${row.Id}:${name}`;
    if (saving.has(key)) return;
    const changed = { ...row, [name]: !row[name] };
    // The switch moves at once; it goes back if the store refuses.
    replaceRow(changed);
    setSaving((current) => new Set(current).add(key));
    const result = await vouchersApi.updateProductVoucher(changed);
    setSaving((current) => {
      const next = new Set(current);
      next.delete(key);
      return next;
    });
    if (result.ok) replaceRow(result.data);
    else {
      replaceRow(row);
      remember(row.Id, name);
      setAlert(errorAlert(result.error, labels));
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    if (adding) return;
    const voucherId = templateIdToSend(typed);
    if (voucherId === null) {
      setAddError(labels['product.required']);
      return;
    }
    setAdding(true);
    setAddError(null);
    const result = await vouchersApi.addProductVoucher(productId, voucherId);
    setAdding(false);
    if (!result.ok) {
      setAddError(refusalText(result.error, labels['product.used'], labels));
      return;
    }
    if (list.data) {
      list.set({ Vouchers: [...list.data.Vouchers, result.data] });
      // The template just added is never behind "Show more".
      showAtLeast(list.data.Vouchers.length + 1);
    } else list.reload();
    setTyped('');
    setNotice({ kind: 'success', text: formatLabel(labels['product.added'], { id: result.data.VoucherId }) });
  }

  async function remove(row: ProductVoucher) {
    const result = await vouchersApi.removeProductVoucher(row.Id);
    if (!result.ok) {
      setAlert(errorAlert(result.error, labels));
      return;
    }
    if (list.data) list.set({ Vouchers: list.data.Vouchers.filter((current) => current.Id !== row.Id) });
    setNotice({ kind: 'success', text: formatLabel(labels['product.removed'], { id: row.VoucherId }) });
    restore();
  }

  return (
    <div className="rw-vt__product">
      {list.status === 'error' && <ErrorNotice title={labels['product.loadError']} error={list.error} onRetry={list.reload} />}
      {list.status === 'loading' && !list.data && <Spinner label={labels['common.loading']} />}
      {list.data && rows.length === 0 && <p className="rw-vt__empty">{labels['product.none']}</p>}
      <div ref={rowsContainer}>
        {rows.length > 0 && (
          <SideScroll className="rw-admin__table-wrap" label={labels['product.table']}>
            <table className="rw-admin__table">
              <caption className="rw-visually-hidden">{labels['product.table']}</caption>
              <thead>
                <tr>
                  <th scope="col">{labels['product.voucherId']}</th>
                  {VOUCHER_SWITCHES.map((name) => (
                    <th key={name} scope="col">
                      {labels[`product.${name}`]}
                    </th>
                  ))}
                  <th scope="col">
                    <span className="rw-visually-hidden">{labels['common.remove']}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {visible.map((row) => (
                  <tr key={row.Id} data-row-key={row.Id}>
                    <th scope="row">{row.VoucherId}</th>
                    {VOUCHER_SWITCHES.map((name) => (
                      <td key={name}>
                        <input
                          type="checkbox"
                          role="switch"
                          className="rw-vt__switch"
                          data-row-control={name}
                          checked={row[name]}
                          aria-label={formatLabel(labels['product.switchOf'], { switch: labels[`product.${name}`], id: row.VoucherId })}
                          aria-busy={saving.has(`${row.Id}:${name}`) || undefined}
                          onChange={() => void toggle(row, name)}
                        />
                      </td>
                    ))}
                    <td className="rw-admin__actions-cell">
                      <button
                        type="button"
                        className="rw-button rw-button--secondary rw-admin__small"
                        data-row-control="remove"
                        aria-label={formatLabel(labels['product.removeTemplate'], { id: row.VoucherId })}
                        onClick={() => removal.ask(row, row.Id, 'remove')}
                      >
                        {labels['common.remove']}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </SideScroll>
        )}
        <ShowMoreButton hidden={hidden} step={PRODUCT_VOUCHERS_STEP} onClick={showMore} />
      </div>
      <form className="rw-vt__add" aria-label={labels['product.addLabel']} onSubmit={(event) => void add(event)} noValidate>
        <label className="rw-vt__field" htmlFor={inputId}>
          <span className="rw-label">{labels['product.templateId']}</span>
        </label>
        <div className="rw-vt__add-row">
          <input
            id={inputId}
            className="rw-input"
            autoComplete="off"
            maxLength={50}
            value={typed}
            aria-invalid={addError ? true : undefined}
            aria-describedby={addError ? errorId : undefined}
            onChange={(event) => {
              setTyped(event.target.value);
              setAddError(null);
            }}
          />
          <button type="submit" className="rw-button" aria-disabled={adding || undefined}>
            {adding ? labels['product.adding'] : labels['product.add']}
          </button>
        </div>
        {addError && (
          <p id={errorId} className="rw-error-text" role="alert">
            {addError}
          </p>
        )}
      </form>
      <Notice notice={notice} onDismiss={() => setNotice(null)} dismissLabel={labels['common.dismiss']} />
      <ConfirmDialog
        {...removal.dialog}
        title={labels['product.removeTitle']}
        message={formatLabel(labels['product.removeConfirm'], { id: removal.pending?.VoucherId ?? '' })}
        confirmLabel={labels['common.remove']}
      />
      <AlertDialog
        open={alert !== null}
        title={labels['common.errorTitle']}
        message={alert ?? ''}
        closeLabel={labels['common.ok']}
        onClose={() => {
          setAlert(null);
          restore();
        }}
      />
    </div>
  );
}
