import { orderSchedules } from './api.ts';
import type { ScheduleLabels } from './labels.ts';
import { ScheduleBlocks } from './ScheduleBlocks.tsx';
import { useResource } from '../../src/ui/use-resource.ts';

interface Props {
  /** The order id without its 2-character prefix. */
  orderId: string;
  labels: ScheduleLabels;
}

/** Order mode: one block per payment-plan product of the order, with the payments' status. */
export function OrderSchedules({ orderId, labels }: Props) {
  const schedules = useResource(() => orderSchedules(orderId), orderId);
  return (
    <ScheduleBlocks
      results={schedules.data}
      receivedAt={schedules.receivedAt}
      error={schedules.error}
      loading={schedules.status === 'loading'}
      labels={labels}
      onRetry={schedules.reload}
    />
  );
}
