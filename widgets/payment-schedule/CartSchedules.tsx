import { useStore } from '@nanostores/react';
import type { ScheduleResult } from '../../src/api/schedule-schemas.ts';
import { $cart } from '../../src/stores/cart.ts';
import { cartSchedules } from './api.ts';
import type { ScheduleLabels } from './labels.ts';
import { ScheduleBlocks } from './ScheduleBlocks.tsx';
import { useResource } from '../../src/ui/use-resource.ts';

interface Props {
  cartItemId?: number | undefined;
  labels: ScheduleLabels;
}

/**
 * Cart mode: the schedules of the cart's payment-plan items (or one item). They are asked again
 * whenever the cart changes, and each is multiplied by its item's quantity.
 */
export function CartSchedules({ cartItemId, labels }: Props) {
  // Subscribing makes the cart store load itself (or take the cart from page data).
  const { cart, error: cartError } = useStore($cart);

  // Wait for the cart (its quantities); without one, ask anyway and show single quantities.
  const cartKey = cart ? cart.CartHash || JSON.stringify(cart.Items.map((item) => [item.Id, item.Quantity])) : cartError ? 'no-cart' : null;
  const schedules = useResource(() => cartSchedules(cartItemId), JSON.stringify([cartItemId ?? null, cartKey]), { enabled: cartKey !== null });
  const { data, receivedAt, error } = schedules;

  const quantityOf = (result: ScheduleResult) => cart?.Items.find((item) => String(item.Id) === String(result.ReservationId))?.Quantity;

  return (
    <ScheduleBlocks
      results={data}
      receivedAt={receivedAt}
      error={error}
      loading={schedules.status === 'loading' || cartKey === null}
      labels={labels}
      onRetry={schedules.reload}
      quantityOf={quantityOf}
    />
  );
}
