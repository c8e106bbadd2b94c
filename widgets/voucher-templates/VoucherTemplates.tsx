import { lazy, Suspense } from 'react';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { useLabels } from '../../src/ui/use-labels.ts';
import { voucherTemplatesLabels } from './labels.ts';
import { panelFor, type VoucherTemplatesKind } from './voucher-template-rules.ts';

/** Each panel is its own chunk, loaded when a saved item shows it. */
const ProductVouchers = lazy(() => import('./ProductVouchers.tsx'));
const DiscountVoucher = lazy(() => import('./DiscountVoucher.tsx'));

export interface VoucherTemplatesProps {
  /** `product` (default) or `discount`: which admin page the panel is on. */
  kind?: VoucherTemplatesKind | undefined;
  productId?: number | undefined;
  discountId?: number | undefined;
  /** The discount's voucher requirement; 0 (or none) until it is first saved. */
  discountRequirementId?: number | undefined;
}

/**
 * `<resort-voucher-templates>`: on a product, its voucher templates (with their switches, add and
 * remove); on a discount, the voucher template its voucher requirement asks for. Before the item is
 * saved (no id yet), only the message that its options come after saving.
 */
export function VoucherTemplates({ kind = 'product', productId, discountId, discountRequirementId }: VoucherTemplatesProps) {
  const labels = useLabels(voucherTemplatesLabels);
  const panel = panelFor(kind === 'discount' ? 'discount' : 'product', productId, discountId);
  if (panel === 'unsaved-product') return <p className="rw-vt__unsaved">{labels['unsaved.product']}</p>;
  if (panel === 'unsaved-discount') return <p className="rw-vt__unsaved">{labels['unsaved.discount']}</p>;
  return (
    <div className="rw-vt">
      <Suspense fallback={<Spinner label={labels['common.loading']} />}>
        {panel === 'product' ? (
          <ProductVouchers productId={productId!} labels={labels} />
        ) : (
          <DiscountVoucher discountId={discountId!} requirementId={discountRequirementId ?? 0} labels={labels} />
        )}
      </Suspense>
    </div>
  );
}
