import { warnOnce } from '../../src/core/shared.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import { CartSchedules } from './CartSchedules.tsx';
import { scheduleLabels } from './labels.ts';
import { OrderSchedules } from './OrderSchedules.tsx';
import { ProductSchedule } from './ProductSchedule.tsx';
import { orderIdForApi } from './schedule-table-rules.ts';

export interface PaymentScheduleProps {
  mode?: string | undefined;
  productId?: number | undefined;
  /** A renewal's own id: its schedule is asked for by it. */
  renewalId?: number | undefined;
  cartItemId?: number | undefined;
  orderId?: string | undefined;
}

const TAG = 'resort-payment-schedule';

/** `<resort-payment-schedule>`. */
export function PaymentSchedule({ mode = 'product', productId, renewalId, cartItemId, orderId }: PaymentScheduleProps) {
  const labels = useLabels(scheduleLabels);
  if (mode === 'cart') return <CartSchedules cartItemId={cartItemId} labels={labels} />;
  if (mode === 'order') {
    const id = orderIdForApi(orderId ?? '');
    if (id === null) {
      warnOnce(`${TAG}:order-id`, `${TAG}: mode="order" needs an "order-id" attribute (the order number with its 2-character prefix, e.g. "SR1001").`);
      return null;
    }
    return <OrderSchedules key={id} orderId={id} labels={labels} />;
  }
  if (mode !== 'product') warnOnce(`${TAG}:mode`, `${TAG}: unknown mode "${mode}"; use "product", "cart" or "order". Showing the product mode.`);
  if (productId === undefined || !Number.isInteger(productId) || productId <= 0) {
    warnOnce(`${TAG}:product-id`, `${TAG}: missing "product-id" attribute; set it to the id of the product whose schedule to show.`);
    return null;
  }
  const renewal = renewalId !== undefined && Number.isInteger(renewalId) && renewalId > 0 ? renewalId : undefined;
  return <ProductSchedule key={productId} productId={productId} renewalId={renewal} labels={labels} />;
}
