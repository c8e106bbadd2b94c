/** The price for the current choice, live: adjustments added at once, the store's answer when it arrives. */
import { formatLabel } from '../../src/core/labels.ts';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { golfPrice } from './rules/attribute-rules.ts';
import type { ProductLabels } from './labels.ts';
import type { SelectionState } from './use-selection.ts';

interface Props {
  state: SelectionState;
  reservationPrice: number | null;
  money: (value: number) => string;
  labels: ProductLabels;
}

export function PriceBox({ state, reservationPrice, money, labels }: Props) {
  const { price, quantity, flags, stock, stockCount, pricing } = state;
  const players = quantity ?? 1;
  const golf = flags.isGolf ? golfPrice(price.unit, reservationPrice, players) : null;
  return (
    <div className="rw-product__pricing">
      <p className="rw-product__price" aria-live="polite" aria-atomic="true">
        <span className="rw-visually-hidden">{labels['product.price']}: </span>
        {price.dynamic ? (
          <span className="rw-product__note">{labels['product.updatingPrice']}</span>
        ) : (
          <>
            <span className="rw-product__amount" data-price={price.unit}>
              {money(price.unit)}
            </span>
            {state.paidBy && <span className="rw-product__note">{labels['product.paidByVoucher']}</span>}
            {golf && <span className="rw-product__note">{labels['product.perPlayer']}</span>}
            {price.days > 1 && <span className="rw-product__note">{formatLabel(labels['product.perDay'], { amount: money(price.perDay), days: price.days })}</span>}
            {!golf && quantity !== null && quantity > 1 && (
              <span className="rw-product__note">{formatLabel(labels['product.total'], { quantity, amount: money(price.unit * quantity) })}</span>
            )}
          </>
        )}
        {stock === 'low' && stockCount !== null && <span className="rw-flag rw-flag--low">{formatLabel(labels['product.lowStock'], { count: stockCount })}</span>}
        {stock === 'sold-out' && <span className="rw-flag rw-flag--sold-out">{labels['product.soldOut']}</span>}
        {stock === 'unavailable' && <span className="rw-flag rw-flag--unavailable">{labels['product.unavailable']}</span>}
        {pricing === 'low' && state.answer?.pricingInventory !== null && (
          <span className="rw-flag rw-flag--low">{formatLabel(labels['product.pricingLow'], { count: state.answer?.pricingInventory ?? 0 })}</span>
        )}
        {pricing === 'none' && <span className="rw-product__note">{labels['product.pricingNone']}</span>}
      </p>
      {state.paidBy && <p className="rw-product__voucher">{formatLabel(labels['product.voucherId'], { id: state.paidBy })}</p>}
      {state.voucherRefusal && <p className="rw-product__voucher">{state.voucherRefusal}</p>}
      {golf && !price.dynamic && (
        <dl className="rw-product__golf">
          <dt>{labels['product.dueOnline']}</dt>
          <dd>{money(golf.dueOnline)}</dd>
          <dt>{labels['product.dueAtCourse']}</dt>
          <dd>{money(golf.dueAtCourse)}</dd>
        </dl>
      )}
      {state.updateError && <ErrorNotice title={labels['product.updateError']} error={state.updateError} onRetry={state.retryUpdate} retrying={state.updating} />}
    </div>
  );
}
